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

    /// The chain with a probe after every stage and a recorder that keeps every signal with
    /// its value, as a traced run does.
    static func tracedChain(_ count: Int) -> Int {
        let recorder = KeepingRecorder()
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let sink = subject.probe(lane: "s", recorder: recorder)
            .map { $0 &* 3 }.probe(lane: "m", recorder: recorder)
            .filter { $0 & 1 == 0 }.probe(lane: "f", recorder: recorder)
            .scan(0, &+).probe(lane: "b", recorder: recorder)
            .sink(receiveValue: { sum &+= $0 })
        for value in 0..<count { subject.send(value) }
        sink.cancel()
        // As a run folds its events into the trace once it is over.
        let events = recorder.kept.moveToArray()
        return sum &+ events.count
    }
}

/// Keeps what every link reports, as a trace does: the tick, the row, the kind of signal and
/// the value, in the append-only log the run's recorder keeps its events in. (Converting a
/// value into what a diagram draws is the run's cost, not the engine's: here it is kept as is.)
final class KeepingRecorder: Recorder {
    struct Kept {
        var tick: Int
        /// The value of a value, replay or drop, the demand of a request (-1: unlimited).
        var value: Int
        var link: Int32
        var kind: UInt8
    }
    // Unchecked, as the run's recorder's hot fields are: nothing calls out while they are accessed.
    @exclusivity(unchecked) var now = 0
    @exclusivity(unchecked) var replayOrigin: Int?
    let kept = AppendLog<Kept>()
    private var links = 0

    func openLink(lane: String) -> LinkID {
        links += 1
        return LinkID(links)
    }

    func record<Value>(_ signal: Signal<Value>, on link: LinkID) {
        let kind: UInt8
        var value = 0
        switch signal {
        case .subscribe: kind = 0
        case .request(let demand): (kind, value) = (1, demand.max ?? -1)
        case .value(let int): (kind, value) = (2, Self.int(int))
        case .replay(let int, _): (kind, value) = (3, Self.int(int))
        case .drop(let int, _): (kind, value) = (4, Self.int(int))
        case .finished: kind = 5
        case .failure: kind = 6
        case .cancel: kind = 7
        }
        keep(value, kind: kind, on: link)
    }

    private static func int<Value>(_ value: Value) -> Int { value as? Int ?? 0 }

    @inline(__always)
    func keep(_ value: Int, kind: UInt8, on link: LinkID) {
        kept.append(Kept(tick: now, value: value, link: Int32(truncatingIfNeeded: link.rawValue), kind: kind))
    }

    /// What probes record every value and request into: one per link. Like the run's
    /// recorder for the `MarbleValue`s of its pipelines, a log of the pipelines' own value
    /// type, without generic code.
    func linkLog<Value>(for link: LinkID, of type: Value.Type) -> LinkLog<Value> {
        guard Value.self == Int.self else { return LinkLog(link: link, recorder: self) }
        return KeptInts(link: link, recorder: self) as! LinkLog<Value>
    }

    final class KeptInts: LinkLog<Int> {
        private let keeper: KeepingRecorder

        override init(link: LinkID, recorder: any Recorder) {
            keeper = recorder as! KeepingRecorder
            super.init(link: link, recorder: recorder)
        }

        override func record(_ value: Int) -> Bool {
            keeper.keep(value, kind: keeper.replayOrigin == nil ? 2 : 3, on: link)
            return true
        }

        override func recordRequest(_ demand: Subscribers.Demand) {
            keeper.keep(demand.max ?? -1, kind: 1, on: link)
        }
    }
}
