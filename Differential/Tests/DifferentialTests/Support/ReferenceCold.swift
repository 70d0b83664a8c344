import CombineSchedulers
import Dispatch
import OpenCombine

/// `cold("-1-2|")` built on OpenCombine for the reference side: every subscription plays the
/// marble string from its own subscription tick through the rig's scheduler, and values wait
/// in a buffer until requested; the completion waits behind them. It behaves as our
/// `Publishers.Timeline` is specified to (like RxTest's `ColdObservable` with a demand
/// buffer), so a differential test can resubscribe (`retry`) or build inner publishers
/// (`flatMap`) on both sides alike.
struct ReferenceCold<Output>: Publisher {
    typealias Failure = TestFailure

    fileprivate enum Kind {
        case value(Output)
        case completion(Subscribers.Completion<TestFailure>)
    }

    private let entries: [(tick: Int, kind: Kind)]
    private unowned let rig: ReferenceRig

    /// `values` maps marble characters to values; other characters go through `convert`.
    init(_ marbles: String, rig: ReferenceRig, error: String = "error", convert: (String) -> Output) {
        self.rig = rig
        entries = ReferenceMarbles.events(marbles).map { tick, event in
            switch event {
            case .value(let text): return (tick, .value(convert(text)))
            case .finished: return (tick, .completion(.finished))
            case .failure: return (tick, .completion(.failure(TestFailure(error))))
            }
        }
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == TestFailure {
        let subscription = ReferenceColdSubscription(downstream: AnySubscriber(subscriber))
        subscriber.receive(subscription: subscription)
        let start = rig.now
        for entry in entries {
            if entry.tick == 0 {
                subscription.push(entry.kind)
            } else {
                rig.at(start + entry.tick) { [weak subscription] in subscription?.push(entry.kind) }
            }
        }
    }
}

private final class ReferenceColdSubscription<Output>: Subscription {
    typealias Kind = ReferenceCold<Output>.Kind

    private var downstream: AnySubscriber<Output, TestFailure>?
    private var buffer: [Kind] = []
    private var demand = Subscribers.Demand.none
    private var isDraining = false

    init(downstream: AnySubscriber<Output, TestFailure>) {
        self.downstream = downstream
    }

    func push(_ kind: Kind) {
        guard downstream != nil else { return }
        buffer.append(kind)
        drain()
    }

    func request(_ demand: Subscribers.Demand) {
        guard downstream != nil else { return }
        self.demand += demand
        drain()
    }

    func cancel() {
        downstream = nil
        buffer = []
    }

    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while let downstream, let first = buffer.first {
            switch first {
            case .value(let value):
                guard demand > 0 else { return }
                buffer.removeFirst()
                demand -= 1
                demand += downstream.receive(value)
            case .completion(let completion):
                self.downstream = nil
                buffer = []
                downstream.receive(completion: completion)
            }
        }
    }
}

extension ReferenceRig {
    /// `cold("-1-2|")` with marble characters read as `Output` (`Int` digits, `String` letters).
    func cold<Output: ReferenceValue>(_ marbles: String, as type: Output.Type = Output.self, error: String = "error") -> ReferenceCold<Output> {
        ReferenceCold(marbles, rig: self, error: error) { Output(marble: $0) }
    }

    /// `cold("-x|", values: [x: 10])`: characters through `values`.
    func cold<Output>(_ marbles: String, values: [String: Output], error: String = "error") -> ReferenceCold<Output> {
        ReferenceCold(marbles, rig: self, error: error) { values[$0]! }
    }
}
