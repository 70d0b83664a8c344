import CombineSchedulers
import Dispatch
import OpenCombine

/// The error reference scenarios fail with. It prints as its message, as our failures do.
struct TestFailure: Error, Equatable, CustomStringConvertible {
    let message: String
    init(_ message: String = "error") { self.message = message }
    var description: String { message }
}

/// A value a reference subject can be sent from a marble character.
protocol ReferenceValue {
    init(marble: String)
}

extension Int: ReferenceValue {
    init(marble: String) { self = Int(marble)! }
}

extension String: ReferenceValue {
    init(marble: String) { self = marble }
}

/// OpenCombine on a virtual clock, driven the way our runner drives a `.marble` file:
/// one tick is one second of a `DispatchQueue` test scheduler, actions run at absolute
/// ticks in the order they were scheduled, and subscribers record what they receive.
final class ReferenceRig {
    let scheduler = DispatchQueue.test
    private let origin: UInt64
    private var recordings: [(name: String, sink: any ReferenceRecording)] = []
    /// Cancellables the scenario keeps for the whole run (`s1.subscribe(m)`, `c = m.connect()`).
    private var kept: [any Cancellable] = []

    init() {
        origin = scheduler.now.dispatchTime.uptimeNanoseconds
    }

    /// The current tick.
    var now: Int {
        Int((scheduler.now.dispatchTime.uptimeNanoseconds - origin) / 1_000_000_000)
    }

    /// The scheduler's time at `tick`, for operators that take a date.
    func time(_ tick: Int) -> DispatchQueue.SchedulerTimeType {
        DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: origin + UInt64(tick) * 1_000_000_000))
    }

    /// Runs `action` at `tick`, after the actions scheduled earlier for the same tick.
    func at(_ tick: Int, _ action: @escaping () -> Void) {
        scheduler.schedule(after: time(tick), action)
    }

    /// `C = p.sink(at:demand:until:)`: a recorded subscriber named `name`.
    @discardableResult
    func sink<P: Publisher>(_ name: String, _ publisher: P, at tick: Int = 0,
                            demand: Subscribers.Demand = .unlimited, until: Int? = nil) -> ReferenceSink<P.Output, P.Failure> {
        let sink = ReferenceSink<P.Output, P.Failure>(demand: demand, rig: self)
        recordings.append((name, sink))
        at(tick) { publisher.subscribe(sink) }
        if let until { at(until) { sink.cancel() } }
        return sink
    }

    /// `C = Sink(demand:)`: a recorded subscriber that subscribes later, with `subscribe`.
    func sink<Input, Failure: Error>(_ name: String, demand: Subscribers.Demand = .unlimited) -> ReferenceSink<Input, Failure> {
        let sink = ReferenceSink<Input, Failure>(demand: demand, rig: self)
        recordings.append((name, sink))
        return sink
    }

    /// `_ = p.sink(at:)`: subscribes and cancels at once, as a discarded `AnyCancellable` does.
    func discardedSink<P: Publisher>(_ publisher: P, at tick: Int = 0) {
        at(tick) {
            let sink = ReferenceSink<P.Output, P.Failure>(demand: .unlimited, rig: self)
            publisher.subscribe(sink)
            sink.cancel()
        }
    }

    /// `p.subscribe(C, at:)` for an existing sink.
    func subscribe<P: Publisher>(_ sink: ReferenceSink<P.Output, P.Failure>, to publisher: P, at tick: Int = 0) {
        at(tick) { publisher.subscribe(sink) }
    }

    /// `s.send("-1-2|", at:)`: plays a marble string into a subject.
    func send<S: Subject>(_ subject: S, _ marbles: String, at start: Int = 0, error: String = "error")
    where S.Output: ReferenceValue, S.Failure == TestFailure {
        for (tick, event) in ReferenceMarbles.events(marbles, start: start) {
            at(tick) {
                switch event {
                case .value(let text): subject.send(S.Output(marble: text))
                case .finished: subject.send(completion: .finished)
                case .failure: subject.send(completion: .failure(TestFailure(error)))
                }
            }
        }
    }

    /// Keeps `cancellable` alive for the whole run, as our runner keeps the links a file makes.
    func keep(_ cancellable: any Cancellable) {
        kept.append(cancellable)
    }

    /// Runs the clock: through tick `ticks - 1` when given (as `ticks N` does), else until
    /// no work is left. Returns what every recorded subscriber received.
    func run(ticks: Int? = nil) -> Receipts {
        if let ticks {
            scheduler.advance(to: time(ticks - 1))
        } else {
            scheduler.run()
        }
        var receipts: Receipts = [:]
        for (name, sink) in recordings {
            receipts[name] = sink.received
        }
        return receipts
    }
}

/// A recorded subscriber, whatever its input type.
protocol ReferenceRecording: AnyObject {
    var received: [Received] { get }
}

/// A subscriber with an initial demand and later requests, recording what it receives;
/// like `Subscribers.Sink` it takes one subscription in its life and refuses any other.
final class ReferenceSink<Input, Failure: Error>: Subscriber, Cancellable, ReferenceRecording {
    private enum Status {
        case awaitingSubscription
        case subscribed(Subscription)
        case terminal
    }

    let combineIdentifier = CombineIdentifier()
    private var status = Status.awaitingSubscription
    private let initialDemand: Subscribers.Demand
    private unowned let rig: ReferenceRig
    private(set) var received: [Received] = []

    init(demand: Subscribers.Demand, rig: ReferenceRig) {
        initialDemand = demand
        self.rig = rig
    }

    func receive(subscription: Subscription) {
        guard case .awaitingSubscription = status else {
            subscription.cancel()
            return
        }
        status = .subscribed(subscription)
        if initialDemand > 0 { subscription.request(initialDemand) }
    }

    /// Like Combine's `Sink`, which empties its closures when it completes or is cancelled,
    /// it takes nothing after that (OpenCombine's `Zip` can send a second failure).
    func receive(_ input: Input) -> Subscribers.Demand {
        if case .terminal = status { return .none }
        received.append(.value(rig.now, "\(input)"))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        if case .terminal = status { return }
        switch completion {
        case .finished: received.append(.finished(rig.now))
        case .failure(let error): received.append(.failure(rig.now, "\(error)"))
        }
        status = .terminal
    }

    /// `C.request(n)`: more demand, if subscribed.
    func request(_ demand: Subscribers.Demand) {
        if case .subscribed(let subscription) = status { subscription.request(demand) }
    }

    func cancel() {
        guard case .subscribed(let subscription) = status else { return }
        status = .terminal
        subscription.cancel()
    }
}
