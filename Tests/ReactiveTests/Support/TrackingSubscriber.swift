import Reactive

/// Records everything a subscriber sees, as OpenCombine's test helper of the same name.
final class TrackingSubscriber<Input: Equatable>: Subscriber {
    typealias Failure = TestError

    enum Event: Equatable, CustomStringConvertible {
        case subscription
        case value(Input)
        case finished
        case failure(TestError)

        var description: String {
            switch self {
            case .subscription: return "subscription"
            case .value(let v): return "value(\(v))"
            case .finished: return "finished"
            case .failure(let e): return "failure(\(e.message))"
            }
        }
    }

    private(set) var history: [Event] = []
    private(set) var subscription: (any Subscription)?
    private let initialDemand: Subscribers.Demand
    private let onValue: (Input) -> Subscribers.Demand

    init(demand: Subscribers.Demand = .unlimited, onValue: @escaping (Input) -> Subscribers.Demand = { _ in .none }) {
        initialDemand = demand
        self.onValue = onValue
    }

    func receive(subscription: any Subscription) {
        history.append(.subscription)
        self.subscription = subscription
        if initialDemand > 0 { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        history.append(.value(input))
        return onValue(input)
    }

    func receive(completion: Subscribers.Completion<TestError>) {
        switch completion {
        case .finished: history.append(.finished)
        case .failure(let error): history.append(.failure(error))
        }
    }

    var values: [Input] {
        history.compactMap { if case .value(let v) = $0 { return v } else { return nil } }
    }
}

struct TestError: Error, Equatable {
    var message: String
    init(_ message: String = "boom") { self.message = message }
}

/// A recorder that keeps signals as readable strings: `C@3 value(2)`.
final class StringRecorder: Recorder {
    var now = 0
    var replayOrigin: Int?
    private var lanes: [String] = []
    private(set) var log: [String] = []

    func openLink(lane: String) -> LinkID {
        lanes.append(lane)
        return LinkID(lanes.count - 1)
    }

    func record<Value>(_ signal: Signal<Value>, on link: LinkID) {
        let what: String
        switch signal {
        case .subscribe: what = "subscribe"
        case .request(let d): what = "request(\(d))"
        case .value(let v): what = "value(\(v))"
        case .replay(let v, let from): what = "replay(\(v) from \(from))"
        case .drop(let v, let reason): what = "drop(\(v), \(reason))"
        case .finished: what = "finished"
        case .finishHeld: what = "finish held"
        case .failure(let e): what = "failure(\(e))"
        case .cancel: what = "cancel"
        }
        log.append("\(lanes[link.rawValue])@\(now) \(what)")
    }
}
