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
        return sum &+ recorder.fold()
    }
}

/// Keeps every signal of every link with its tick, row, kind and value, in the `SignalKeeper`
/// a run's lane keeps them in. Its probes, specialised here, keep values and requests
/// themselves, inlined. (A run's probes are built at run time and run unspecialised: they
/// call the lane's log, which keeps the value without generic code and counts it as work, to
/// stop runaway pipelines. That is the run's cost, measured by BigBench.)
final class KeepingRecorder: Recorder {
    let clock = RecordingClock(scheduler: VirtualTimeScheduler())
    let keeper: SignalKeeper<Int>
    private var links = 0

    init() {
        keeper = SignalKeeper(clock: clock)
    }

    var now: Int { clock.now }

    var replayOrigin: Int? {
        get { clock.replayOrigin }
        set { clock.replayOrigin = newValue }
    }

    func openLink(lane: String) -> LinkID {
        links += 1
        return LinkID(links)
    }

    func record<Value>(_ signal: Signal<Value>, on link: LinkID) {
        switch signal {
        case .subscribe: keeper.keep(.subscribe, on: link)
        case .request(let demand): keeper.keepRequest(demand, on: link)
        case .value(let value): keeper.keep(.value, value: value as? Int ?? 0, on: link)
        case .replay(let value, let from): keeper.keep(.replay, number: from, value: value as? Int ?? 0, on: link)
        case .drop(let value, let reason): keeper.keep(.drop, number: reason.code, value: value as? Int ?? 0, on: link)
        case .finished: keeper.keep(.finished, on: link)
        case .failure: keeper.keep(.failure, on: link)
        case .cancel: keeper.keep(.cancel, on: link)
        }
    }

    /// The links of the pipelines' own value type keep into `keeper` from their probes.
    func linkLog<Value>(for link: LinkID, of type: Value.Type) -> LinkLog<Value> {
        guard Value.self == Int.self else { return LinkLog(link: link, recorder: self) }
        return LinkLog<Int>(link: link, recorder: self, keeper: keeper) as! LinkLog<Value>
    }

    /// Reads every kept signal once, as a run does when it makes them trace events.
    func fold() -> Int {
        var sum = 0
        keeper.forEach { signal, value in
            sum &+= signal.tick &+ Int(signal.kind.rawValue) &+ (value ?? signal.number)
        }
        return sum
    }
}
