// Our engine against OpenCombine 0.14.0 on the same pipelines, a million values each, median
// of several runs. Prints ns/value and OpenCombine's time over ours (the goal: at least 2).
// Asserts nothing: figures only.

let count = 1_000_000
let runs = 7

/// The median ns/value of `runs` runs of `body`, after one warm-up run; checks both engines
/// computed the same sum.
func nanosecondsPerValue(_ body: (Int) -> Int) -> (ns: Double, sum: Int) {
    let clock = ContinuousClock()
    var sum = body(count / 10)
    var samples: [Double] = []
    for _ in 0..<runs {
        let elapsed = clock.measure { sum = body(count) }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        samples.append(seconds * 1e9 / Double(count))
    }
    return (samples.sorted()[runs / 2], sum)
}

func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int(value * Double(scale) + 0.5)
    let fraction = String(scaled % scale)
    return "\(scaled / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
}

func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}

let pipelines: [(String, (Int) -> Int, (Int) -> Int)] = [
    ("subject>map>filter>scan>sink", Ours.chain, Reference.chain),
    ("  ... with buffer(64)", Ours.buffered, Reference.buffered),
    ("flatMap { Just } >filter>scan", Ours.flatMapJust, Reference.flatMapJust),
    ("zip(a, b)>map>scan>sink", Ours.zipped, Reference.zipped),
    ("traced", Ours.tracedChain, Ours.tracedChain),
]

// `EngineBench NAME ours|opencombine N`: one pipeline once, for a profiler (callgrind).
let arguments = CommandLine.arguments
if arguments.count == 4, let index = pipelines.firstIndex(where: { $0.0.contains(arguments[1]) }), let n = Int(arguments[3]) {
    let body = arguments[2] == "ours" ? pipelines[index].1 : pipelines[index].2
    print(body(n))
} else {
    report()
}

@MainActor func report() {
print("Engine: \(count) values per pipeline, median of \(runs) runs, release build")
print(padded("pipeline", 32) + padded("ours ns/value", 15) + padded("OpenCombine", 13) + "OpenCombine/ours")
var chainNs = 0.0
for (name, ours, reference) in pipelines.dropLast() {
    let a = nanosecondsPerValue(ours)
    let b = nanosecondsPerValue(reference)
    precondition(a.sum == b.sum, "\(name): the engines disagree (\(a.sum) vs \(b.sum))")
    if chainNs == 0 { chainNs = a.ns }
    print(padded(name, 32) + padded(fixed(a.ns, 1), 15) + padded(fixed(b.ns, 1), 13) + "x" + fixed(b.ns / a.ns, 2))
}
let traced = nanosecondsPerValue(Ours.tracedChain)
// The traced chain is the first pipeline with a probe after every stage.
print(padded("  ... traced (4 probes, generic recorder)", 32) + padded(fixed(traced.ns, 1), 15)
      + padded("", 13) + "traced/untraced x" + fixed(traced.ns / chainNs, 2))
}
