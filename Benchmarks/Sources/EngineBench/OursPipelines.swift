import Reactive

/// The benchmark pipelines on our engine. Each returns a function that pushes `count` values
/// through a fresh pipeline and returns what the sink summed (so nothing is optimised away).
enum Ours {
    static func chain(_ count: Int) -> Int {
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let sink = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.scan(0, &+).sink(receiveValue: { sum &+= $0 })
        for value in 0..<count { subject.send(value) }
        sink.cancel()
        return sum
    }

    static func buffered(_ count: Int) -> Int {
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let sink = subject.map { $0 &* 3 }
            .buffer(size: 64, prefetch: .byRequest, whenFull: .dropOldest)
            .filter { $0 & 1 == 0 }.scan(0, &+).sink(receiveValue: { sum &+= $0 })
        for value in 0..<count { subject.send(value) }
        sink.cancel()
        return sum
    }

    static func flatMapJust(_ count: Int) -> Int {
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let sink = subject.flatMap { Just($0 &* 3) }.filter { $0 & 1 == 0 }.scan(0, &+).sink(receiveValue: { sum &+= $0 })
        for value in 0..<count { subject.send(value) }
        sink.cancel()
        return sum
    }

    static func zipped(_ count: Int) -> Int {
        let left = PassthroughSubject<Int, Never>()
        let right = PassthroughSubject<Int, Never>()
        var sum = 0
        let sink = left.zip(right).map { $0 &+ $1 }.scan(0, &+).sink(receiveValue: { sum &+= $0 })
        for value in 0..<count {
            left.send(value)
            right.send(value)
        }
        sink.cancel()
        return sum
    }

    /// The chain with a probe after every stage and a recorder that keeps every signal, as a
    /// user of `Reactive` would write one: through the `Recorder` protocol's generic `record`.
    /// (A `marbles trace` run records through its own logs; its figures are `marbles trace`'s,
    /// docs/performance.md.)
    static func tracedChain(_ count: Int) -> Int {
        let recorder = CountingRecorder()
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let sink = subject.probe(lane: "s", recorder: recorder)
            .map { $0 &* 3 }.probe(lane: "m", recorder: recorder)
            .filter { $0 & 1 == 0 }.probe(lane: "f", recorder: recorder)
            .scan(0, &+).probe(lane: "b", recorder: recorder)
            .sink(receiveValue: { sum &+= $0 })
        for value in 0..<count { subject.send(value) }
        sink.cancel()
        return sum &+ recorder.sum
    }
}

/// Keeps every signal's link, kind and value folded into one sum, so that no signal is
/// optimised away.
final class CountingRecorder: Recorder {
    private(set) var sum = 0
    private var links = 0

    var now: Int { 0 }
    var replayOrigin: Int?

    func openLink(lane: String) -> LinkID {
        links += 1
        return LinkID(links)
    }

    func record<Value>(_ signal: Signal<Value>, on link: LinkID) {
        switch signal {
        case .value(let value), .replay(let value, _), .drop(let value, _):
            sum &+= link.rawValue &+ (value as? Int ?? 0)
        case .request(let demand): sum &+= link.rawValue &+ (demand.max ?? -1)
        case .subscribe, .finished, .finishHeld, .failure, .cancel: sum &+= link.rawValue
        }
    }
}
