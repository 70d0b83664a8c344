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
  "assertions": {"passed": bool or null, "failures": [messages]},
  "recorded_with": {"library": "RxSwift", "version": "6.10.2", "commit": git commit of the checkout}
                or {"library": "reactivex", "version": reactivex.__version__},
  "mirror_sha256": (rxpy/ only) mirror_sha256() of the RxPY mirror the fixture was recorded from
}
Observers and observables are in the order the snippet declares them. `passed` is null when
nothing was asserted: a snippet with no XCTAssert (snippet_asserts), and every RxPY mirror.
"""
import ast
import hashlib
import json
import os
import re


def snippet_sha256(snippets_dir: str, name: str) -> str:
    with open(os.path.join(snippets_dir, name + ".swift"), "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


_ASSERTION = re.compile(r"\bXCT(?:Assert\w*|Fail|Unwrap)\s*\(")


def snippet_asserts(snippets_dir: str, name: str) -> bool:
    """Whether the snippet calls an XCTAssert (or XCTFail, XCTUnwrap) outside a `//` comment: if
    not, RxSwift's run checked nothing and its fixture's `passed` is null."""
    with open(os.path.join(snippets_dir, name + ".swift"), encoding="utf-8") as f:
        code = "\n".join(line.split("//", 1)[0] for line in f.read().split("\n"))
    return _ASSERTION.search(code) is not None


def mirror_registrations(mirrors_dir: str, name: str) -> list:
    """Every top-level statement of an RxPY/scenarios_*.py that registers the mirror of snippet
    `name`, read with `ast` (so without reactivex): a function under `@scenario("name")`, or a
    call such as `unary("name", ...)` whose first argument is the name. Each as (file, first
    line, last line, source), the source being the statement followed by every top-level
    function of that file it uses, directly or through another (the factory `unary` and what it
    calls); harness.py is not part of it."""
    found = []
    for file in sorted(f for f in os.listdir(mirrors_dir) if f.startswith("scenarios_") and f.endswith(".py")):
        with open(os.path.join(mirrors_dir, file), encoding="utf-8") as f:
            text = f.read()
        lines = text.split("\n")
        body = ast.parse(text).body
        functions = {n.name: n for n in body if isinstance(n, ast.FunctionDef)}

        def first_line(node):
            return min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])])

        def segment(node):
            return "\n".join(lines[first_line(node) - 1:node.end_lineno])

        def registers(node):
            if isinstance(node, ast.FunctionDef):
                calls = [d for d in node.decorator_list if isinstance(d, ast.Call)
                         and isinstance(d.func, ast.Name) and d.func.id == "scenario"]
            elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
                calls = [node.value]
            else:
                return False
            return any(c.args and isinstance(c.args[0], ast.Constant) and c.args[0].value == name for c in calls)

        for node in body:
            if not registers(node):
                continue
            used, todo = [], [node]
            while todo:
                for sub in ast.walk(todo.pop()):
                    function = functions.get(sub.id) if isinstance(sub, ast.Name) else None
                    if function is not None and function is not node and function not in used:
                        used.append(function)
                        todo.append(function)
            parts = [segment(node)] + [segment(f) for f in sorted(used, key=lambda f: f.lineno)]
            found.append((file, first_line(node), node.end_lineno, "\n\n".join(parts) + "\n"))
    return found


def mirror_sha256(mirrors_dir: str, name: str) -> str:
    """SHA-256 of the source of snippet `name`'s RxPY mirror (mirror_registrations). Raises
    LookupError unless exactly one statement registers it."""
    found = mirror_registrations(mirrors_dir, name)
    if len(found) != 1:
        where = ", ".join(f"{file}:{first}" for file, first, _, _ in found) or "nowhere"
        raise LookupError(f"the RxPY mirror of {name} is registered {len(found)} times ({where})")
    return hashlib.sha256(found[0][3].encode("utf-8")).hexdigest()


def dumps(fixture: dict) -> str:
    return json.dumps(fixture, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def write(path: str, fixture: dict) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write(dumps(fixture))
