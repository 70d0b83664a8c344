import CombineSchedulers
import Dispatch
import OpenCombine

extension ReferenceRig {
    /// `Create("-1-2|")` on the reference side: CombineExt's `Publishers.Create` with its
    /// `DemandBuffer`, as the source material prints them, fed by the marble string from
    /// each subscription's tick.
    func create<Output: ReferenceValue>(_ marbles: String, error: String = "error", as type: Output.Type = Int.self) -> AnyPublisher<Output, TestFailure> {
        ReferenceCreate<Output, TestFailure> { [unowned self] subscriber in
            var cancelled = false
            let start = self.now
            for (tick, event) in ReferenceMarbles.events(marbles) {
                let send = {
                    guard !cancelled else { return }
                    switch event {
                    case .value(let text): subscriber.send(Output(marble: text))
                    case .finished: subscriber.send(completion: .finished)
                    case .failure: subscriber.send(completion: .failure(TestFailure(error)))
                    }
                }
                if tick == 0 { send() } else { self.at(start + tick, send) }
            }
            return AnyCancellable { cancelled = true }
        }.eraseToAnyPublisher()
    }
}

/// CombineExt's `Publishers.Create`, from the source material, on OpenCombine.
private struct ReferenceCreate<Output, Failure: Swift.Error>: Publisher {
    typealias SubscriberHandler = (CreateSubscriber) -> Cancellable

    struct CreateSubscriber {
        let onValue: (Output) -> Void
        let onCompletion: (Subscribers.Completion<Failure>) -> Void
        func send(_ input: Output) { onValue(input) }
        func send(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
    }

    let factory: SubscriberHandler

    init(factory: @escaping SubscriberHandler) { self.factory = factory }

    func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Output == S.Input {
        subscriber.receive(subscription: CreateSubscription(factory: factory, downstream: subscriber))
    }

    private final class CreateSubscription<Downstream: Subscriber>: Subscription
    where Output == Downstream.Input, Failure == Downstream.Failure {
        private let buffer: DemandBuffer<Downstream>
        private var cancelable: Cancellable?

        init(factory: @escaping SubscriberHandler, downstream: Downstream) {
            self.buffer = DemandBuffer(subscriber: downstream)
            let subscriber = CreateSubscriber(onValue: { [weak self] in _ = self?.buffer.buffer(value: $0) },
                                              onCompletion: { [weak self] in self?.buffer.complete(completion: $0) })
            self.cancelable = factory(subscriber)
        }

        func request(_ demand: Subscribers.Demand) {
            _ = self.buffer.demand(demand)
        }

        func cancel() {
            self.cancelable?.cancel()
        }
    }
}

/// CombineExt's `DemandBuffer` as printed in the source material (its lock is dropped:
/// everything here runs on one thread).
private final class DemandBuffer<S: Subscriber> {
    private var buffer = [S.Input]()
    private let subscriber: S
    private var completion: Subscribers.Completion<S.Failure>?
    private var demandState = Demand()

    init(subscriber: S) {
        self.subscriber = subscriber
    }

    func buffer(value: S.Input) -> Subscribers.Demand {
        precondition(self.completion == nil, "How could a completed publisher sent values?!")
        switch demandState.requested {
        case .unlimited:
            return subscriber.receive(value)
        default:
            buffer.append(value)
            return flush()
        }
    }

    func complete(completion: Subscribers.Completion<S.Failure>) {
        precondition(self.completion == nil, "Completion have already occured")
        self.completion = completion
        _ = flush()
    }

    func demand(_ demand: Subscribers.Demand) -> Subscribers.Demand {
        flush(adding: demand)
    }

    private func flush(adding newDemand: Subscribers.Demand? = nil) -> Subscribers.Demand {
        if let newDemand = newDemand {
            demandState.requested += newDemand
        }
        guard demandState.requested > 0 || newDemand == Subscribers.Demand.none else { return .none }
        while !buffer.isEmpty && demandState.processed < demandState.requested {
            demandState.requested += subscriber.receive(buffer.remove(at: 0))
            demandState.processed += 1
        }
        if let completion = completion {
            buffer = []
            demandState = .init()
            self.completion = nil
            subscriber.receive(completion: completion)
            return .none
        }
        let sentDemand = demandState.requested - demandState.sent
        demandState.sent += sentDemand
        return sentDemand
    }

    private struct Demand {
        var processed: Subscribers.Demand = .none
        var requested: Subscribers.Demand = .none
        var sent: Subscribers.Demand = .none
    }
}
