#!/usr/bin/env python3
"""Turns the RxOracle test run's raw JSON (RAW_DIR/NAME.json) into Tests/RxFixtures/rxswift
fixtures in the shared format, adding each snippet's hash and what recorded it. A snippet with
no XCTAssert gets `passed: null`: its run checked nothing. Fails (exit 1) when a snippet has no
recording or when one of its own assertions failed under RxSwift.

Usage: normalize.py SNIPPETS_DIR RAW_DIR OUT_DIR RXSWIFT_VERSION RXSWIFT_COMMIT
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import fixture_format  # noqa: E402


def main() -> int:
    snippets, raw, out, version, commit = sys.argv[1:6]
    recorded_with = {"library": "RxSwift", "version": version, "commit": commit}
    names = sorted(f[:-6] for f in os.listdir(snippets) if f.endswith(".swift"))
    problems = []
    os.makedirs(out, exist_ok=True)
    for name in names:
        path = os.path.join(raw, name + ".json")
        if not os.path.exists(path):
            problems.append(f"{name}: no recording (did its test run?)")
            continue
        with open(path, encoding="utf-8") as f:
            fixture = json.load(f)
        fixture["snippet_sha256"] = fixture_format.snippet_sha256(snippets, name)
        fixture["recorded_with"] = recorded_with
        if not fixture_format.snippet_asserts(snippets, name) and not fixture["assertions"]["failures"]:
            fixture["assertions"]["passed"] = None
        elif not fixture["assertions"]["passed"]:
            problems.append(f"{name}: its assertions failed under RxSwift: {fixture['assertions']['failures']}")
        fixture_format.write(os.path.join(out, name + ".json"), fixture)
    for stale in sorted(set(f[:-5] for f in os.listdir(out) if f.endswith(".json")) - set(names)):
        os.remove(os.path.join(out, stale + ".json"))
    for problem in problems:
        print("error:", problem, file=sys.stderr)
    print(f"{len(names) - len(problems)} of {len(names)} snippets recorded into {out}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
