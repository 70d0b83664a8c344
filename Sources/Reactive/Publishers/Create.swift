import DequeModule

extension Publishers {
    /// A publisher built from a closure that is handed a `Create.Subscriber` to send values
    /// and a completion to, as CombineExt's `Publishers.Create` (the `AnyPublisher.create`
    /// of the source material). The closure runs once per subscription, before the
    /// subscriber receives its subscription, and returns what cancels its work.
    ///
    /// What is sent goes through a demand buffer, `CreateDemandBuffer`, which keeps values
    /// until they are requested. Unlike `Timeline`, the completion does not wait behind
    /// them: once the subscriber has requested anything at all, a completion is delivered as
    /// soon as it is sent and the values still buffered are discarded (reported as drops).
    /// Before any request, the completion waits for the first one.
    public struct Create<Output, Failure: Error>: Publisher {
        /// Sends the events of one subscription.
        public typealias SubscriberHandler = (Create.Subscriber) -> any Cancellable

        private let factory: SubscriberHandler

        public init(factory: @escaping SubscriberHandler) {
            self.factory = factory
        }

        public func receive<S: Reactive.Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: CreateSubscription(factory: factory, downstream: subscriber))
        }
    }
}

extension Publishers.Create {
    /// What the factory closure sends events to.
    public struct Subscriber {
        fileprivate let onValue: (Output) -> Void
        fileprivate let onCompletion: (Subscribers.Completion<Failure>) -> Void

        /// Sends a value; it waits in the buffer until requested.
        public func send(_ input: Output) {
            onValue(input)
        }

        /// Sends the completion.
        public func send(completion: Subscribers.Completion<Failure>) {
            onCompletion(completion)
        }
    }
}

/// One subscription of a `Create`: the factory's work and its demand buffer.
private final class CreateSubscription<Downstream: Subscriber>: Subscription {
    /// Counted while alive (see `EngineObjects`).
    let live = LiveObject()

    private let buffer: CreateDemandBuffer<Downstream>
    private var cancellable: (any Cancellable)?

    init(factory: Publishers.Create<Downstream.Input, Downstream.Failure>.SubscriberHandler, downstream: Downstream) {
        let buffer = CreateDemandBuffer(subscriber: downstream)
        self.buffer = buffer
        let subscriber = Publishers.Create<Downstream.Input, Downstream.Failure>.Subscriber(
            onValue: { [weak buffer] in buffer?.buffer(value: $0) },
            onCompletion: { [weak buffer] in buffer?.complete(completion: $0) })
        cancellable = factory(subscriber)
    }

    func request(_ demand: Subscribers.Demand) {
        buffer.demand(demand)
    }

    func cancel() {
        buffer.cancel()
        let work = cancellable
        cancellable = nil
        work?.cancel()
    }
}

/// CombineExt's `DemandBuffer`, step for step (single-threaded here): values wait until
/// requested; `requested`, `processed` and `sent` only grow.
private final class CreateDemandBuffer<S: Subscriber> {
    /// Counted while alive (see `EngineObjects`).
    let live = LiveObject()

    private var subscriber: S?
    private var values = Deque<S.Input>()
    private var completion: Subscribers.Completion<S.Failure>?
    private var requested = Subscribers.Demand.none
    private var processed = Subscribers.Demand.none
    private var sent = Subscribers.Demand.none

    init(subscriber: S) {
        self.subscriber = subscriber
    }

    func buffer(value: S.Input) {
        // The source sends nothing after its completion; ignore it if it does.
        guard let subscriber, completion == nil else { return }
        if requested == .unlimited {
            _ = subscriber.receive(value)
            return
        }
        values.append(value)
        flush(adding: nil)
    }

    func complete(completion: Subscribers.Completion<S.Failure>) {
        guard subscriber != nil, self.completion == nil else { return }
        self.completion = completion
        flush(adding: nil)
    }

    func demand(_ demand: Subscribers.Demand) {
        flush(adding: demand)
    }

    func cancel() {
        subscriber = nil
        values = []
    }

    private func flush(adding newDemand: Subscribers.Demand?) {
        guard let subscriber else { return }
        if let newDemand {
            requested += newDemand
        }
        // CombineExt's guard `requested > 0 || newDemand == .none`: `newDemand` is an
        // optional compared with `.max(0)`, so only an explicit request of zero passes with
        // nothing requested. A completion before any request waits here.
        guard requested > 0 || newDemand == Subscribers.Demand.none else { return }
        while !values.isEmpty, processed < requested {
            requested += subscriber.receive(values.removeFirst())
            processed += 1
        }
        if let completion {
            // The completion goes out now; what is still buffered is lost.
            let discarded = values
            values = []
            self.completion = nil
            requested = .none
            processed = .none
            sent = .none
            self.subscriber = nil
            for value in discarded {
                notifyDrop(subscriber, value, .noDemand)
            }
            subscriber.receive(completion: completion)
            return
        }
        sent += requested - sent
    }
}
