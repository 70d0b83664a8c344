#!/usr/bin/env python3
"""Rewrites the README's gallery from examples/*.marble: each example's title, its first
comment lines and its rendering in output/. Run after adding an example: python3 scripts/gallery.py"""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
SECTIONS = [
    (0, 39, "Scenarios from Combine's internals, RxSwift's subjects and a demand-buffered Create"),
    (40, 49, "Combining and higher-order operators"),
    (50, 59, "One-upstream operators and sources"),
    (60, 69, "Schedulers and time"),
    (70, 99, "More"),
]


def describe(path):
    lines = path.read_text(encoding="utf-8").splitlines()
    comment = []
    for line in lines:
        if not line.startswith("#"):
            break
        comment.append(line[1:].strip())
    title = next((m.group(1) for m in (re.match(r'title\s+"(.*)"\s*$', l) for l in lines) if m), path.stem)
    title = title.replace('\\"', '"')
    return title, " ".join(c for c in comment if c)


def gallery():
    out = ["## Gallery", "",
           "Every example in `examples/`, as `make demo` renders it into `output/` (PNG shown; SVG beside it).",
           "This section is generated from the examples' titles and first comment lines by",
           "`python3 scripts/gallery.py`.", ""]
    examples = sorted((ROOT / "examples").glob("*.marble"))
    for low, high, heading in SECTIONS:
        chosen = [p for p in examples if low <= int(p.stem.split("-")[0]) <= high]
        if not chosen:
            continue
        out += [f"### {heading}", ""]
        for path in chosen:
            title, text = describe(path)
            out += [f"#### {title}", "",
                    f"{text} — [`examples/{path.name}`](examples/{path.name})", "",
                    f"![{path.stem}](output/{path.stem}.png)", ""]
    return "\n".join(out)


readme = ROOT / "README.md"
text = readme.read_text(encoding="utf-8")
start = text.index("## Gallery")
end = text.index("\n## ", start + 1) + 1
readme.write_text(text[:start] + gallery() + "\n" + text[end:], encoding="utf-8")
