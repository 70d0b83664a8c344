// The recorder's probes on an OpenCombine chain of 100,000 values (subject > map > filter >
// scan > sink), without probes and with every stage drawn: median wall time of several runs,
// ns per value, and the ratio. Figures only.
import BenchSupport
import MarbleRecorder
import OpenCombine

let count = 100_000
let runs = 7

/// The chain on `subject`, as a user writes it, or with a probe after every operator and one
/// before the sink when `recorder` is given; the sink adds what it receives to `sum`.
func subscribeChain(to subject: PassthroughSubject<Int, Never>, recorder: MarbleRecorder?,
                    sum: Total) -> AnyCancellable {
    guard let recorder else {
        return subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.scan(0, &+).sink { sum.value &+= $0 }
    }
    return subject
        .map { $0 &* 3 }.marble("m", in: recorder, inputs: ["s"], step: "map { $0 &* 3 }")
        .filter { $0 & 1 == 0 }.marble("f", in: recorder, inputs: ["m"], step: "filter { $0 & 1 == 0 }")
        .scan(0, &+).marble("a", in: recorder, inputs: ["f"], step: "scan(0, &+)")
        .marble("C", in: recorder, inputs: ["a"], step: "sink()", role: .subscriber)
        .sink { sum.value &+= $0 }
}

/// What the sink adds up.
final class Total {
    var value = 0
}

/// Sends `count` values through the chain (the recorder's clock a tick on per value, its
/// subject registered) and returns the sum; with a recorder, its trace is folded too.
func run(_ count: Int, recording: Bool) -> Int {
    let recorder = recording ? MarbleRecorder() : nil
    let subject = PassthroughSubject<Int, Never>()
    recorder?.subject(subject, "s")
    let sum = Total()
    let cancellable = subscribeChain(to: subject, recorder: recorder, sum: sum)
    for value in 0..<count {
        recorder?.advance(to: value)
        subject.send(value)
    }
    cancellable.cancel()
    if let recorder { precondition(recorder.trace().lanes.count == 5) }
    return sum.value
}

precondition(run(count, recording: true) == run(count, recording: false), "the probes changed what the chain computes")
let without = Figures.median(runs: runs) { _ = run(count, recording: false) }
let with = Figures.median(runs: runs) { _ = run(count, recording: true) }
print("OpenCombine subject>map>filter>scan>sink, \(count) values, median of \(runs):")
print(Figures.padded("  without probes", 34) + Figures.fixed(without * 1e9 / Double(count), 1) + " ns/value")
print(Figures.padded("  5 lanes recorded (4 probes)", 34) + Figures.fixed(with * 1e9 / Double(count), 1) + " ns/value (trace() included)")
print(Figures.padded("  with probes / without", 34) + Figures.fixed(with / without, 1))
