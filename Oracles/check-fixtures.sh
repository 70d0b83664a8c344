#!/usr/bin/env bash
# Checks Tests/RxFixtures without RxSwift or RxPY (python3's standard library only): every
# snippet has an rxswift/ and an rxpy/ fixture, each parses, is written in the canonical format
# (fixture_format.py), was recorded from the snippet as it is now (snippet_sha256), the RxSwift
# one with the snippet's own assertions passing; no fixture without a snippet; and
# differences.md is what compare.py writes from them. Exit 1 with one line per problem.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
python3 - "$here" <<'PY'
import json, os, sys
here = sys.argv[1]
sys.path.insert(0, here)
import fixture_format
root = os.path.join(here, "..", "Tests", "RxFixtures")
snippets = os.path.join(root, "snippets")
names = sorted(f[:-6] for f in os.listdir(snippets) if f.endswith(".swift"))
problems = []
for kind in ("rxswift", "rxpy"):
    folder = os.path.join(root, kind)
    present = set(f[:-5] for f in os.listdir(folder) if f.endswith(".json")) if os.path.isdir(folder) else set()
    for extra in sorted(present - set(names)):
        problems.append(f"{kind}/{extra}.json: no snippet {extra}.swift")
    for name in names:
        path = os.path.join(folder, name + ".json")
        if name not in present:
            problems.append(f"{kind}/{name}.json: missing")
            continue
        text = open(path, encoding="utf-8").read()
        try:
            fixture = json.loads(text)
        except ValueError as e:
            problems.append(f"{kind}/{name}.json: does not parse: {e}")
            continue
        if fixture_format.dumps(fixture) != text:
            problems.append(f"{kind}/{name}.json: not in the canonical format (fixture_format.py)")
        if fixture.get("name") != name:
            problems.append(f"{kind}/{name}.json: its name is {fixture.get('name')!r}")
        if fixture.get("snippet_sha256") != fixture_format.snippet_sha256(snippets, name):
            problems.append(f"{kind}/{name}.json: recorded from another version of {name}.swift: record again")
        for key in ("printed", "observers", "observables", "assertions"):
            if key not in fixture:
                problems.append(f"{kind}/{name}.json: no {key!r}")
        if kind == "rxswift" and fixture.get("assertions", {}).get("passed") is not True:
            problems.append(f"rxswift/{name}.json: the snippet's assertions failed under RxSwift")
for p in problems:
    print("error:", p, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"{len(names)} snippets, each with an RxSwift and an RxPY fixture, current")
PY
python3 "$here/compare.py" --check
