#!/usr/bin/env python3
"""Records Tests/RxFixtures/rxpy/NAME.json: runs every RxPY mirror (scenarios_plain.py,
scenarios_rxtest.py) of a snippet in Tests/RxFixtures/snippets, in the RxSwift fixtures' format.
Needs `pip install reactivex`. Prints the snippets with no mirror.

Usage: record.py [--out DIR]   (default Tests/RxFixtures/rxpy; check-fixtures.sh records into a
temporary folder and compares)"""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
sys.path.insert(0, os.path.join(here, ".."))

import fixture_format  # noqa: E402
import reactivex  # noqa: E402
import scenarios_plain  # noqa: E402,F401  (registers its mirrors)
import scenarios_rxtest  # noqa: E402,F401
from harness import REGISTERED_AT, SCENARIOS, Recording  # noqa: E402


def main(argv: list) -> int:
    repo = os.path.abspath(os.path.join(here, "..", ".."))
    snippets = os.path.join(repo, "Tests", "RxFixtures", "snippets")
    out = os.path.join(repo, "Tests", "RxFixtures", "rxpy")
    if argv[:1] == ["--out"] and len(argv) == 2:
        out = argv[1]
    elif argv:
        print("usage: record.py [--out DIR]", file=sys.stderr)
        return 2
    os.makedirs(out, exist_ok=True)
    recorded_with = {"library": "reactivex", "version": reactivex.__version__}
    names = sorted(f[:-6] for f in os.listdir(snippets) if f.endswith(".swift"))
    scenarios = SCENARIOS
    unknown = sorted(set(scenarios) - set(names))
    if unknown:
        print("error: mirrors of no snippet:", ", ".join(unknown), file=sys.stderr)
        return 1
    for name in names:
        path = os.path.join(out, name + ".json")
        if name not in scenarios:
            if os.path.exists(path):
                os.remove(path)
            print("no RxPY mirror:", name)
            continue
        # The hash is of the statement that registered this mirror, found without importing.
        registrations = fixture_format.mirror_registrations(here, name)
        at = REGISTERED_AT.get(name)
        if len(registrations) != 1 or at is None or not any(
                file == at[0] and first <= at[1] <= last for file, first, last, _ in registrations):
            print(f"error: {name}: registered at {at}, but mirror_registrations found "
                  f"{[(f, a, b) for f, a, b, _ in registrations]}", file=sys.stderr)
            return 1
        recording = Recording(name)
        scenarios[name](recording)
        fixture_format.write(path, recording.fixture(fixture_format.snippet_sha256(snippets, name),
                                                     fixture_format.mirror_sha256(here, name), recorded_with))
    print(f"{len(scenarios)} of {len(names)} snippets mirrored with reactivex {reactivex.__version__} into {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
