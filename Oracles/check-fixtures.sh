#!/usr/bin/env bash
# Checks Tests/RxFixtures without RxSwift (python3's standard library only): every snippet has an
# rxswift/ and an rxpy/ fixture, each parses, is written in the canonical format
# (fixture_format.py), was recorded from the snippet as it is now (snippet_sha256) and, for
# rxpy/, from its RxPY mirror as it is now (mirror_sha256); each set names one recorder
# (recorded_with); an RxSwift fixture's snippet assertions passed, or are null when the snippet
# has no XCTAssert; no fixture without a snippet; and differences.md is what compare.py writes.
# When `reactivex` imports, RxPY/record.py also runs into a temporary folder and must reproduce
# rxpy/ byte for byte; when it does not (CI has no reactivex), that step is skipped with a note.
# Exit 1 with one line per problem.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
python3 - "$here" <<'PY'
import json, os, re, subprocess, sys, tempfile
here = sys.argv[1]
sys.path.insert(0, here)
import fixture_format
root = os.path.join(here, "..", "Tests", "RxFixtures")
snippets = os.path.join(root, "snippets")
mirrors = os.path.join(here, "RxPY")
names = sorted(f[:-6] for f in os.listdir(snippets) if f.endswith(".swift"))
problems = []
unasserted = [name for name in names if not fixture_format.snippet_asserts(snippets, name)]
recorders = {"rxswift": {}, "rxpy": {}}
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
        for key in ("printed", "observers", "observables", "assertions", "recorded_with"):
            if key not in fixture:
                problems.append(f"{kind}/{name}.json: no {key!r}")
        recorded_with = json.dumps(fixture.get("recorded_with"), sort_keys=True, ensure_ascii=False)
        recorders[kind].setdefault(recorded_with, []).append(name)
        passed = fixture.get("assertions", {}).get("passed", "absent")
        if kind == "rxswift":
            if name in unasserted and passed is not None:
                problems.append(f"rxswift/{name}.json: passed is {passed!r}, but {name}.swift asserts nothing, so it must be null")
            if name not in unasserted and passed is not True:
                problems.append(f"rxswift/{name}.json: passed is {passed!r}: the snippet's assertions did not pass under RxSwift")
        else:
            if passed is not None:
                problems.append(f"rxpy/{name}.json: passed is {passed!r}, but the RxPY mirrors assert nothing, so it must be null")
            try:
                if fixture.get("mirror_sha256") != fixture_format.mirror_sha256(mirrors, name):
                    problems.append(f"rxpy/{name}.json: recorded from another version of its RxPY mirror: record again")
            except LookupError as e:
                problems.append(f"rxpy/{name}.json: {e}")
expected = {"rxswift": ("RxSwift", True), "rxpy": ("reactivex", False)}
for kind, by_value in recorders.items():
    if len(by_value) > 1:
        listing = "; ".join(f"{value} ({len(which)}, e.g. {which[0]})" for value, which in sorted(by_value.items()))
        problems.append(f"{kind}/: recorded with more than one library version: {listing}: record the set again")
        continue
    for value in by_value:
        made = json.loads(value)
        library, has_commit = expected[kind]
        if not isinstance(made, dict) or made.get("library") != library or not made.get("version") \
                or (has_commit and not re.fullmatch(r"[0-9a-f]{40}", str(made.get("commit")))):
            problems.append(f"{kind}/: recorded_with is {value}, not {library} with a version"
                            + (" and a commit" if has_commit else ""))

# Re-record RxPY when it is installed: an edit to a mirror, or to the harness, not re-recorded shows here.
try:
    import reactivex
except ImportError:
    reactivex = None
if reactivex is None:
    rerun = "RxPY not re-recorded: reactivex does not import here (pip install reactivex to check it too)"
else:
    recorded = {(json.loads(v) or {}).get("version") for v in recorders["rxpy"]}
    if recorded and recorded != {reactivex.__version__}:
        rerun = (f"RxPY not re-recorded: reactivex {reactivex.__version__} is installed, "
                 f"the fixtures are from {', '.join(sorted(map(str, recorded)))}")
    else:
        with tempfile.TemporaryDirectory() as out:
            run = subprocess.run([sys.executable, os.path.join(mirrors, "record.py"), "--out", out],
                                 capture_output=True, text=True)
            if run.returncode != 0:
                problems.append(f"RxPY/record.py failed ({run.returncode}): {run.stderr.strip() or run.stdout.strip()}")
            else:
                folder = os.path.join(root, "rxpy")
                made = set(f for f in os.listdir(out) if f.endswith(".json"))
                kept = set(f for f in os.listdir(folder) if f.endswith(".json"))
                for f in sorted(kept - made):
                    problems.append(f"rxpy/{f}: RxPY/record.py no longer records it")
                for f in sorted(made - kept):
                    problems.append(f"rxpy/{f}: RxPY/record.py records it, but it is not committed")
                for f in sorted(made & kept):
                    if open(os.path.join(out, f), encoding="utf-8").read() != open(os.path.join(folder, f), encoding="utf-8").read():
                        problems.append(f"rxpy/{f}: RxPY/record.py now records something else: record again (python3 Oracles/RxPY/record.py)")
        rerun = f"RxPY re-recorded with reactivex {reactivex.__version__}: the same bytes"
for p in problems:
    print("error:", p, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"{len(names)} snippets, each with an RxSwift and an RxPY fixture, current; "
      f"{len(unasserted)} of them assert nothing (passed: null)")
print(rerun)
PY
python3 "$here/compare.py" --check
