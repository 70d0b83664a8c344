#!/usr/bin/env python3
"""Hunts cliffs (issue 25): inputs that make a command's time grow faster than n log n.

Generates each shape below at about 1 KB, 10 KB and 100 KB, runs every command on it with
`timeout 60 /usr/bin/time`, and prints wall and CPU seconds (user + system: the machine may
be shared) and peak memory, with the ratio of each size's CPU time to the previous size's
(a linear stage gives about 10; a quadratic one about 100). A run of 10 s or more is a CLIFF.

    Benchmarks/cliffs.py MARBLES [OUT-DIR] [--only SUBSTRING] [--sizes 1000,10000,100000]

OUT-DIR keeps the inputs (default: a temporary folder). A figure, not a test.
"""
import os
import subprocess
import sys
import tempfile


def ones(count):
    return "1" * count


def letters(count):
    """`count` distinct names: a, b, ..., z, aa, ab, ..."""
    out = []
    alphabet = "abcdefghijklmnopqrstuvwxyz"
    i = 0
    while len(out) < count:
        name, k = "", i
        while True:
            name = alphabet[k % 26] + name
            k = k // 26 - 1
            if k < 0:
                break
        out.append(name)
        i += 1
    return out


# Each shape: name -> (suffix, source(n)). The suffix is .marble, .swift or .md.
SHAPES = {
    "many subjects/lanes": (".marble", lambda n: "".join(
        f"s{i} = PassthroughSubject<Int>()\nC{i} = s{i}.sink()\ns{i}.send(\"-1|\")\n" for i in range(n))),
    "many subscribers of one subject": (".marble", lambda n: "s = PassthroughSubject<Int>()\n" + "".join(
        f"C{i} = s.sink()\n" for i in range(n)) + "s.send(\"-1-2|\")\n"),
    "long chain, one line": (".marble", lambda n: "s = PassthroughSubject<Int>()\nC = s" + ".map { $0 + 1 }" * n
                             + ".sink()\ns.send(\"-1-2|\")\n"),
    "long chain, many lines": (".marble", lambda n: "s = PassthroughSubject<Int>()\nC = s\n" + "    .map { $0 + 1 }\n" * n
                               + "    .sink()\ns.send(\"-1-2|\")\n"),
    "chain of n bindings": (".marble", lambda n: "b0 = PassthroughSubject<Int>()\n" + "".join(
        f"b{i + 1} = b{i}.map {{ $0 + 1 }}\n" for i in range(n)) + f"C = b{n}.sink()\nb0.send(\"-1-2|\")\n"),
    "values: map of n entries": (".marble", lambda n: _values_map(n)),
    "long marble string, distinct values": (".marble", lambda n: "s = hot(\"-" + "".join(
        chr(ord("a") + i % 26) for i in range(n)) + "|\")\nC = s.sink()\n"),
    "long labels": (".marble", lambda n: "s = PassthroughSubject<String>()\nC = s.map { $0 + $0 }.sink()\n" + "".join(
        f"s.send(\"{'x' * 200}{i}\", at: {i + 1})\n" for i in range(n))),
    "one huge string value": (".marble", lambda n: "s = PassthroughSubject<String>()\nC = s.sink()\n"
                              + f"s.send(\"{'x' * n}\", at: 1)\n"),
    "many expect lines": (".marble", lambda n: "s = hot(\"-1-2|\")\nC = s.sink()\n" + "expect(C, \"-1-2|\")\n" * n),
    "many sends at ticks": (".marble", lambda n: "s = PassthroughSubject<Int>()\nC = s.sink()\n" + "".join(
        f"s.send({i % 10}, at: {i + 1})\n" for i in range(n))),
    "paren nesting": (".marble", lambda n: "s = PassthroughSubject<Int>()\nC = s.map { " + "(" * n + "$0" + ")" * n
                      + " }.sink()\ns.send(\"-1|\")\n"),
    "closure nesting": (".marble", lambda n: "s = PassthroughSubject<Int>()\nC = s.map { " + "{ " * n + "$0" + " }" * n
                        + " }.sink()\ns.send(\"-1|\")\n"),
    "array nesting": (".marble", lambda n: "s = PassthroughSubject<Int>()\nC = s.map { " + "[" * n + "$0" + "]" * n
                      + " }.sink()\ns.send(\"-1|\")\n"),
    "ternary chain": (".marble", lambda n: "s = PassthroughSubject<Int>()\nC = s.map { " + "$0 > 0 ? 1 : " * n + "0"
                      + " }.sink()\ns.send(\"-1|\")\n"),
    "long sum": (".marble", lambda n: "s = PassthroughSubject<Int>()\nC = s.map { $0" + " + 1" * n
                 + " }.sink()\ns.send(\"-1|\")\n"),
    "nested comments": (".marble", lambda n: "/*" * n + "*/" * n + "\ns = hot(\"-1|\")\nC = s.sink()\n"),
    "many prints": (".marble", lambda n: "s = PassthroughSubject<Int>()\n" + "".join(
        f"C{i} = s.print(\"p{i}\").sink()\n" for i in range(n)) + "s.send(\"-1-2|\")\n"),
    "merge of many": (".marble", lambda n: "".join(f"s{i} = hot(\"-{i % 10}|\")\n" for i in range(n))
                      + "C = s0.merge(with: " + ", ".join(f"s{i}" for i in range(1, n)) + ").sink()\n"),
    "combineLatest chain": (".marble", lambda n: "a = hot(\"-" + ones(n) + "|\")\nb = hot(\"--" + ones(n) + "|\")\nC = a.combineLatest(b).sink()\n"),
    "long string values, one lane": (".marble", lambda n: "s = hot(\"-" + "ab" * n + "|\", values: [a: \"" + "x" * 300
                                     + "\", b: \"" + "y" * 300 + "\"])\nC = s.sink()\n"),
    "many distinct long labels (footnotes)": (".marble", lambda n: "s = PassthroughSubject<String>()\nC = s.sink()\n" + "".join(
        f"s.send(\"{'z' * 40}{i}\", at: {i + 1})\n" for i in range(n))),
    "many cancels": (".marble", lambda n: "s = hot(\"-" + ones(n) + "|\")\n" + "".join(
        f"C{i} = s.sink(at: {i})\nC{i}.cancel(at: {i + 2})\n" for i in range(n // 8))),
    "many requests": (".marble", lambda n: "s = PassthroughSubject<Int>()\nb = s.buffer(size: .max, prefetch: .byRequest, whenFull: .dropNewest)\n"
                      "C = b.sink(demand: 0)\ns.send(\"-" + ones(n // 3) + "|\")\n" + "".join(
                          f"C.request(1, at: {i + 1})\n" for i in range(n // 20))),
    "share, many subscribers": (".marble", lambda n: "src = cold(\"-1-2-3|\")\nsh = src.share()\n" + "".join(
        f"C{i} = sh.sink(at: {i % 5})\n" for i in range(n))),
    "multicast autoconnect, many subscribers": (".marble", lambda n: "src = hot(\"-1-2-3|\")\nm = src.multicast { PassthroughSubject() }.autoconnect()\n"
                                                + "".join(f"C{i} = m.sink()\n" for i in range(n))),
    "debounce long stream": (".marble", lambda n: "s = PassthroughSubject<Int>()\nC = s.debounce(for: 2, scheduler: main).sink()\ns.send(\"-"
                             + "11-" * (n // 3) + "|\")\n"),
    "throttle long stream": (".marble", lambda n: "s = PassthroughSubject<Int>()\nC = s.throttle(for: 3, scheduler: main, latest: true).sink()\ns.send(\"-"
                             + ones(n) + "|\")\n"),
    "delay long stream": (".marble", lambda n: "s = PassthroughSubject<Int>()\nC = s.delay(for: 5, scheduler: main).sink()\ns.send(\"-"
                          + ones(n) + "|\")\n"),
    "collect one huge value": (".marble", lambda n: "s = PassthroughSubject<Int>()\nC = s.collect().sink()\ns.send(\"-"
                               + ones(min(n, 9990)) + "|\")\n" + "#" * max(0, n - 9990) + "\n"),
    "scan growing array": (".marble", lambda n: "s = PassthroughSubject<Int>()\nC = s.scan([]) { acc, v in acc + [v] }.sink()\ns.send(\"-"
                           + ones(min(n, 9990)) + "|\")\n" + "#" * max(0, n - 9990) + "\n"),
    "scan growing string": (".marble", lambda n: "s = PassthroughSubject<Int>()\nC = s.scan(\"\") { acc, v in acc + \"x\" }.sink()\ns.send(\"-"
                            + ones(min(n, 9990)) + "|\")\n" + "#" * max(0, n - 9990) + "\n"),
    "errors at many places": (".marble", lambda n: "".join(f"s{i} = hot(\"-1-#\", error: \"e{i}\")\nC{i} = s{i}.sink()\n" for i in range(n))),
    "many parse errors": (".marble", lambda n: "s = hot(\"-1|\")\n" + "C = s.frobnicate()\n" * n),
    # Compiled mode: its time is swiftc's (the first run also builds its dependencies once).
    "compiled XCTestCase (.swift)": (".swift", lambda n: _xctest(n)),
    "pasted Combine, long test body": (".marble", lambda n: _pasted_body(n)),
    "RxSwift many observables": (".marble", lambda n: "let bag = DisposeBag()\n" + "".join(
        f"let s{i} = PublishSubject<Int>()\ns{i}.subscribe {{ print($0) }}.disposed(by: bag)\ns{i}.onNext({i % 10})\n" for i in range(n))),
    "many drops (no demand)": (".marble", lambda n: "s = PassthroughSubject<Int>()\nC = s.sink(demand: 0)\ns.send(\"-" + ones(n) + "|\")\n"),
    "CurrentValueSubject overwritten before requested": (".marble", lambda n: "s = CurrentValueSubject(0)\nC = s.sink(demand: 0)\nC.request(1, at: "
                                                         + str(n + 5) + ")\ns.send(\"-" + "12" * (n // 2) + "|\")\n"),
    "late ReplaySubject subscribers, many": (".marble", lambda n: "s = ReplaySubject(bufferSize: 3)\ns.send(\"-123|\")\n" + "".join(
        f"C{i} = s.sink(at: {i + 6})\n" for i in range(n))),
    "wide axis, few events": (".marble", lambda n: "ticks 1000000\n" + "".join(f"s{i} = PassthroughSubject<Int>()\nC{i} = s{i}.sink()\ns{i}.send({i}, at: {(i * 7919) % 999999})\n"
                                                                               for i in range(n))),
    "events far apart": (".marble", lambda n: "s = PassthroughSubject<Int>()\nC = s.sink()\n" + "".join(
        f"s.send({i % 10}, at: {i * 997 % 999983})\n" for i in range(n))),
    "time skips in a marble string": (".marble", lambda n: "s = hot(\"-" + " 97t 1" * n + "|\")\nC = s.sink()\n"),
    "docs: markdown of marble blocks": (".md", lambda n: "# Doc\n\n" + "".join(
        f"```marble id=b{i}\ns = hot(\"-1-2|\")\nC = s.map {{ $0 * {i} }}.sink()\n```\n\n" for i in range(n))),
}


def _values_map(n):
    names = letters(n)
    # Only one-character symbols occur in a marble string: the other entries are parsed, unused.
    entries = ", ".join(f"{x if len(x) == 1 else 'k' + x}: {i}" for i, x in enumerate(names))
    return f"s = hot(\"-abcdefghij|\", values: [{entries}])\nC = s.sink()\n"


def _xctest(n):
    tests = "".join(f"""
    func testDebounce{i}() {{
        let scheduler = DispatchQueue.test
        let query = PassthroughSubject<String, Never>()
        var searches: [String] = []
        var cancellables = Set<AnyCancellable>()
        query
            .debounce(for: .milliseconds(500), scheduler: scheduler)
            .sink {{ searches.append($0) }}
            .store(in: &cancellables)
        query.send("c")
        scheduler.advance(by: .milliseconds(250))
        query.send("co")
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(searches, ["co"])
    }}
""" for i in range(n))
    return f"import Combine\nimport CombineSchedulers\nimport XCTest\n\nfinal class SearchTests: XCTestCase {{{tests}}}\n"


def _pasted_body(n):
    steps = "".join(f"query.send(\"q{i}\")\nscheduler.advance(by: .milliseconds({250 if i % 3 else 1000}))\n" for i in range(n))
    return ("import Combine\nimport CombineSchedulers\nimport XCTest\n\nlet scheduler = DispatchQueue.test\n"
            "let query = PassthroughSubject<String, Never>()\nvar searches: [String] = []\nvar cancellables = Set<AnyCancellable>()\n\n"
            "query\n    .debounce(for: .milliseconds(500), scheduler: scheduler)\n    .sink { searches.append($0) }\n    .store(in: &cancellables)\n\n"
            + steps + "XCTAssertEqual(searches.count, 0)\n")


def fit(source, target):
    """The largest n whose source has at most `target` bytes (sources grow with n)."""
    low, high = 1, max(2, target)
    if len(source(1).encode()) > target:
        return 1
    while low < high:
        middle = (low + high + 1) // 2
        if len(source(middle).encode()) <= target:
            low = middle
        else:
            high = middle - 1
    return low


def commands(marbles, path, suffix, folder):
    if suffix == ".md":
        return {"docs": [marbles, "docs", path, "--image-dir", folder + "/docs-images"]}
    out = folder + "/out"
    return {
        "png": [marbles, "render", path, "-o", out + ".png"],
        "svg": [marbles, "render", path, "-o", out + ".svg"],
        "pdf": [marbles, "render", path, "-o", out + ".pdf"],
        "trace": [marbles, "trace", path],
        "test": [marbles, "test", path],
        "describe": [marbles, "describe", path],
    }


def timed(command):
    result = subprocess.run(["timeout", "60", "/usr/bin/time", "-f", "TIME %e %U %S %M"] + command,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, errors="replace")
    lines = result.stderr.strip().splitlines()
    wall, cpu, peak = 60.0, 60.0, 0
    for line in reversed(lines):
        if line.startswith("TIME "):
            _, w, user, system, m = line.split()
            wall, cpu, peak = float(w), float(user) + float(system), int(m)
            break
    other = [line for line in lines if not line.startswith("TIME ") and "Command exited" not in line]
    return wall, cpu, peak, result.returncode, (other[0][:90] if other else "")


def main():
    args = sys.argv[1:]
    only, sizes = None, [1000, 10000, 100000]
    if "--only" in args:
        i = args.index("--only"); only = args[i + 1]; del args[i:i + 2]
    if "--sizes" in args:
        i = args.index("--sizes"); sizes = [int(x) for x in args[i + 1].split(",")]; del args[i:i + 2]
    if not args:
        print(__doc__); sys.exit(2)
    marbles = args[0]
    folder = args[1] if len(args) > 1 else tempfile.mkdtemp(prefix="marbles-cliffs-")
    os.makedirs(folder, exist_ok=True)
    for name, (suffix, source) in SHAPES.items():
        if only and only not in name:
            continue
        times = {}
        for size in sizes:
            n = fit(source, size)
            text = source(n)
            slug = "".join(c if c.isalnum() else "-" for c in name)
            path = f"{folder}/{slug}-{size}{suffix}"
            with open(path, "w") as f:
                f.write(text)
            for command_name, command in commands(marbles, path, suffix, folder).items():
                if times.get(command_name, (0,))[0] >= 30:
                    print(f"{name:40} {size:>7} n={n:<6} {command_name:8} skipped (smaller size took {times[command_name][0]} s)")
                    continue
                wall, cpu, peak, status, message = timed(command)
                ratio = f"x{cpu / times[command_name][0]:.1f}" if command_name in times and times[command_name][0] >= 0.05 else ""
                times[command_name] = (cpu, size)
                flag = " CLIFF" if max(wall, cpu) >= 10 else ""
                print(f"{name:40} {size:>7} n={n:<6} {command_name:8} {wall:6.2f} s {cpu:6.2f} s CPU {peak // 1024:5} MB exit {status:<3} "
                      f"{ratio:6}{flag} {message}", flush=True)


if __name__ == "__main__":
    main()
