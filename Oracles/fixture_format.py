"""The one writer of Tests/RxFixtures/{rxswift,rxpy}/NAME.json, so both oracles' fixtures are
byte-comparable: keys sorted, two-space indent, UTF-8 as is, a final newline.

A fixture: {
  "name": snippet name,
  "snippet_sha256": SHA-256 of the snippet file the fixture was recorded from,
  "printed": [lines the snippet printed, in order],
  "observers": [{"name": variable, "events": [{"time", "kind": next|completed|error,
                 "value" (next: String(describing:)), "error" (error: String(describing:))}]}],
  "observables": [{"name": variable, "kind": hot|cold,
                   "subscriptions": [{"subscribe": t, "unsubscribe": t or null}]}],
  "assertions": {"passed": bool, "failures": [messages]}
}
Observers and observables are in the order the snippet declares them.
"""
import hashlib
import json
import os


def snippet_sha256(snippets_dir: str, name: str) -> str:
    with open(os.path.join(snippets_dir, name + ".swift"), "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def dumps(fixture: dict) -> str:
    return json.dumps(fixture, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def write(path: str, fixture: dict) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write(dumps(fixture))
