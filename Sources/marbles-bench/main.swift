// Measures what instrumentation costs the engine: the same pipeline pushed a million values
// with no probes, with probes but no recorder attached, and with a recorder attached.
// Run through `make bench` (release build). Prints figures and ratios; asserts nothing.
import Reactive

/// A recorder that counts signals, so recording itself costs as little as possible.
final class CountingRecorder: Recorder {
    var now = 0
    var replayOrigin: Int?
    var count = 0
    func openLink(lane: String) -> LinkID { LinkID(0) }
    func record<Value>(_ signal: Signal<Value>, on link: LinkID) { count += 1 }
}

func pipeline(_ subject: PassthroughSubject<Int, Never>, recorder: (any Recorder)?, probes: Bool) -> AnyPublisher<Int, Never> {
    if !probes {
        return subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.scan(0, &+).eraseToAnyPublisher()
    }
    return subject.probe(lane: "s", recorder: recorder)
        .map { $0 &* 3 }.probe(lane: "m", recorder: recorder)
        .filter { $0 & 1 == 0 }.probe(lane: "f", recorder: recorder)
        .scan(0, &+).probe(lane: "b", recorder: recorder)
        .eraseToAnyPublisher()
}

func measure(_ name: String, values: Int, recorder: (any Recorder)?, probes: Bool) -> Double {
    var best = Double.infinity
    for _ in 0..<5 {
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let sink = pipeline(subject, recorder: recorder, probes: probes).sink(receiveValue: { sum &+= $0 })
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for value in 0..<values { subject.send(value) }
        }
        sink.cancel()
        precondition(sum != 42)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        best = min(best, seconds * 1e9 / Double(values))
    }
    return best
}

let values = 1_000_000
let bare = measure("bare", values: values, recorder: nil, probes: false)
let detached = measure("probes, no recorder", values: values, recorder: nil, probes: true)
let counting = CountingRecorder()
let recorded = measure("probes, recorder", values: values, recorder: counting, probes: true)

/// `value` with `digits` decimals (no libm needed).
func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int(value * Double(scale) + 0.5)
    let fraction = String(scaled % scale)
    return "\(scaled / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
}

func row(_ name: String, _ ns: Double) -> String {
    let padded = name + String(repeating: " ", count: max(0, 28 - name.count))
    return "\(padded) \(fixed(ns, 1)) ns/value   x\(fixed(ns / bare, 2))"
}
print("subject -> map -> filter -> scan -> sink, \(values) values, best of 5")
print(row("no probes", bare))
print(row("4 probes, no recorder", detached))
print(row("4 probes, recorder attached", recorded))
