// The stress contract: no input of at most 100 KB keeps a command busy for more than 10 s.
// Generates a corpus of the shapes that had cliffs (a late replay, a BufferSubject, zip with
// one side far ahead, a buffer flushed on a request, bursts at thousands of ticks, many late
// subscribers, a flatMap and a switchToLatest of many inner publishers, labels thousands of
// characters long, thousands of requests on a lane, thousands of late subscribers replayed a few
// values), each as large as 100 KB (or a budget of the run)
// allows, and renders each with the release CLI as PNG and SVG, one process each. Prints wall
// and CPU seconds, CPU time per event and peak memory, and the worst input; exits 1 if any run
// took 10 s of CPU or more (a figure, not a test: CI machines vary). `StressBench MARBLES
// [OUT-DIR]` (OUT-DIR keeps the corpus and the images); `StressBench --corpus DIR` writes the
// corpus only (Fuzzing/stress/, which `make fuzz-check` runs).
import BenchSupport
import Foundation

/// The most bytes an input may have under the contract.
let budgetBytes = 100_000

/// `count` values, one a tick: a marble string's body.
func ones(_ count: Int) -> String { String(repeating: "1", count: count) }

/// A shape: its name, how many events its largest input makes (roughly: values and their
/// echoes), its source for a size `n`, and the largest `n` that runs (where a budget of the
/// run, not the 100 KB, is the limit: a larger one would stop with an error at once).
struct Shape {
    var name: String
    var events: (Int) -> Int
    var largest = Int.max
    /// Whether `--corpus` writes it for Fuzzing/stress (whose runs fail past a CPU time per event).
    var inCorpus = true
    var source: (Int) -> String
}

let shapes: [Shape] = [
    Shape(name: "late replay of N", events: { 2 * $0 }) { n in
        "s = ReplaySubject.createUnbounded()\nC = s.sink(at: \(n + 2))\ns.send(\"-\(ones(n))|\")\n"
    },
    Shape(name: "BufferSubject of N", events: { 2 * $0 }) { n in
        "s = BufferSubject(limit: .max)\nC = s.sink(at: \(n + 2))\ns.send(\"-\(ones(n))|\")\n"
    },
    Shape(name: "zip, one side N ahead", events: { 3 * $0 }) { n in
        "a = PassthroughSubject()\nb = PassthroughSubject()\nZ = a.zip(b).sink()\na.send(\"-\(ones(n))\")\nb.send(at: \(n + 2), \"(\(ones(n)))\")\n"
    },
    Shape(name: "buffer flushed on request", events: { 3 * $0 }) { n in
        "s = PassthroughSubject<Int>()\nb = s.buffer(size: .max, prefetch: .byRequest, whenFull: .dropNewest)\n"
            + "C = b.sink(demand: 0)\nC.request(\(n), at: \(n + 2))\ns.send(\"-\(ones(n))|\")\n"
    },
    Shape(name: "bursts of 6 at N/8 ticks", events: { 2 * $0 * 6 / 8 }) { n in
        "s = PassthroughSubject<Int>()\nC = s.map { $0 + 1 }.sink()\ns.send(\"-\(String(repeating: "(123456)", count: n / 8))|\")\n"
    },
    // Five: six lanes of 100,000 events each are within the default budget of steps.
    Shape(name: "5 late subscribers, N values", events: { 6 * $0 }) { n in
        "s = ReplaySubject.createUnbounded()\n" + (0..<5).map { "C\($0) = s.sink(at: \(n + 2 + $0))\n" }.joined()
            + "s.send(\"-\(ones(n))|\")\n"
    },
    // A lane and a branch line per inner publisher: placing the rows checked every line of the
    // group for every candidate row, then moved every row under the parent per insert. Linear
    // now and within the 10 s (5.5 and 7.9 s of CPU as SVG at 100 KB), but a lane per inner
    // publisher costs 12 to 17 µs of CPU per event in the release build (docs/performance.md,
    // "Many inner publishers"), where fuzz.sh's limit allows about 8: out of the corpus.
    Shape(name: "flatMap of N inner publishers", events: { 9 * $0 }, inCorpus: false) { n in
        "s = hot(\"-\(String(repeating: "1-", count: n))|\")\n"
            + "f = s.flatMap { cold(\"-x-y|\", values: [x: $0 * 10, y: $0 * 10 + 1]) }\nC = f.sink()\n"
    },
    Shape(name: "switchToLatest of N inners", events: { 8 * $0 }, inCorpus: false) { n in
        "s = hot(\"-\(String(repeating: "1-", count: n))|\")\n"
            + "w = s.map { cold(\"-x-y-z|\", values: [x: $0 * 10, y: $0 * 10 + 1, z: $0 * 10 + 2]) }.switchToLatest()\nC = w.sink()\n"
    },
    // Found by Benchmarks/cliffs.py (docs/performance.md, "Cliffs hunted"): labels thousands
    // of characters long, each cut one character at a time and measured whole each time. N
    // stays within the budgets of recorded text (10,000,000 bytes: N(N+1)/2 characters for
    // the scan) and of one value (10,000 elements). The scan's time now goes with the 9.7 MB
    // of text it records (escaped into the SVG, hashed for colours), not with its events, so
    // fuzz.sh's CPU per event does not apply to it.
    Shape(name: "scan growing a string, N values", events: { 2 * $0 }, largest: 4_400, inCorpus: false) { n in
        "s = PassthroughSubject<Int>()\nC = s.scan(\"\") { acc, v in acc + \"x\" }.sink()\ns.send(\"-\(ones(n))|\")\n"
    },
    // 82 µs of CPU per event in the fuzz build (it was about 130 before the SVG check there read
    // bytes, not Characters): in the corpus, and LongLabelTests guards the cut as well.
    Shape(name: "collect() of N values", events: { 2 * $0 }, largest: 9_990) { n in
        "s = PassthroughSubject<Int>()\nC = s.collect().sink()\ns.send(\"-\(ones(n))|\")\n"
    },
    // And N late subscribers of one subject, each replayed three values: a link to each echo
    // was routed with a pass over its whole way per lane it crossed (cubic in N). Linear now,
    // but a lane costs far more than an event (its name, caret, request label; 75 µs of CPU
    // per event in the release CLI), past fuzz.sh's CPU per event at any N: ReplayLinkTests
    // guards the cut instead.
    Shape(name: "N late subscribers replayed 3", events: { 6 * $0 }, inCorpus: false) { n in
        "s = ReplaySubject(bufferSize: 3)\ns.send(\"-123|\")\n" + (0..<n).map { "C\($0) = s.sink(at: \($0 + 6))\n" }.joined()
    },
    // N subscribers of one multicast: the recorder tried every row of the multicast (one per
    // subscription) for each subscriber's input (quadratic). Lane-heavy as the last one.
    Shape(name: "N subscribers of a multicast", events: { 4 * $0 }, inCorpus: false) { n in
        "src = hot(\"-1-2-3|\")\nm = src.multicast { PassthroughSubject() }.autoconnect()\n" + (0..<n).map { "C\($0) = m.sink()\n" }.joined()
    },
    // The requests were a staircase of N labels (PDF 5 s of CPU at N = 4,204); they are one
    // label now (`RequestRun`), linear: 0.36 s of CPU for PNG, SVG and PDF in the release CLI.
    // Its trace holds 5N events (N values on each of three lanes, N requests on two), but its
    // 4,204 statements cost more than events: `fuzz.sh stress` measured 3.1 s of CPU, 148 µs an
    // event, against its limit of 150 (idle machine). Out of Fuzzing/stress, too near the limit
    // to hold on a loaded CI machine; RequestRunTests guards the single label instead.
    Shape(name: "N request(1) draining a buffer", events: { 5 * $0 }, inCorpus: false) { n in
        "s = PassthroughSubject<Int>()\nb = s.buffer(size: .max, prefetch: .byRequest, whenFull: .dropNewest)\n"
            + "C = b.sink(demand: 0)\ns.send(\"-\(ones(n))|\")\n" + (1...n).map { "C.request(1, at: \($0 + 1))\n" }.joined()
    },
]

/// The input of `shape` at its largest, its first line a comment that names the shape and
/// the events it makes, which `Fuzzing/fuzz.sh stress` divides its CPU time by.
func input(_ shape: Shape) -> (n: Int, source: String) {
    let header = { (n: Int) in "# stress: \(shape.name), N = \(n), events: \(shape.events(n))\n" }
    // The header grows with N by a few digits: fit header and body together.
    var low = 1, high = min(budgetBytes, shape.largest)
    while low < high {
        let middle = (low + high + 1) / 2
        if (header(middle) + shape.source(middle)).utf8.count <= budgetBytes { low = middle } else { high = middle - 1 }
    }
    return (low, header(low) + shape.source(low))
}

let arguments = CommandLine.arguments
// `StressBench --corpus DIR`: writes the inputs only, as Fuzzing/stress/ holds them.
if arguments.count == 3, arguments[1] == "--corpus" {
    try FileManager.default.createDirectory(atPath: arguments[2], withIntermediateDirectories: true)
    for (index, shape) in shapes.filter(\.inCorpus).enumerated() {
        try input(shape).source.write(toFile: arguments[2] + "/stress-\(index + 1).marble", atomically: true, encoding: .utf8)
    }
    exit(0)
}
guard arguments.count >= 2 else {
    print("usage: StressBench MARBLES [OUT-DIR] | StressBench --corpus DIR")
    exit(2)
}
let marbles = arguments[1]
let folder = arguments.count > 2 ? arguments[2] : NSTemporaryDirectory() + "marbles-stress-\(getpid())"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

print("Stress: inputs of at most \(budgetBytes) bytes, rendered by \(marbles) (the contract: under 10 s each)")
print(Figures.padded("shape", 31) + Figures.padded("N", 8) + Figures.padded("bytes", 8) + Figures.padded("format", 8)
      + Figures.padded("wall s", 8) + Figures.padded("CPU s", 8) + Figures.padded("µs/event", 10) + Figures.padded("peak MB", 9) + "exit")
var worst: (cpu: Double, what: String) = (0, "")
for (index, shape) in shapes.enumerated() {
    let (n, source) = input(shape)
    let path = folder + "/stress-\(index + 1).marble"
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    for format in ["png", "svg"] {
        let run = ChildProcess.measure(marbles, ["render", path, "-o", folder + "/stress-\(index + 1).\(format)"])
        if run.cpu > worst.cpu { worst = (run.cpu, "\(shape.name), \(format)") }
        print(Figures.padded(shape.name, 31) + Figures.padded("\(n)", 8) + Figures.padded("\(source.utf8.count)", 8) + Figures.padded(format, 8)
              + Figures.padded(Figures.fixed(run.wall, 2), 8) + Figures.padded(Figures.fixed(run.cpu, 2), 8)
              + Figures.padded(Figures.fixed(run.cpu / Double(shape.events(n)) * 1e6, 2), 10)
              + Figures.padded(Figures.fixed(run.peakMegabytes, 0), 9) + "\(run.status)")
    }
}
print("worst: \(Figures.fixed(worst.cpu, 2)) s of CPU (\(worst.what)); contract \(worst.cpu < 10 ? "held" : "BROKEN")")
exit(worst.cpu < 10 ? 0 : 1)
