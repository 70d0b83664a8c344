extension Publisher {
    /// Calls the given closures on each event of the subscription, and otherwise
    /// republishes everything unchanged.
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                                receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
}

extension Publishers {
    /// A publisher that runs closures on subscription events and passes everything through.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public var receiveSubscription: ((any Subscription) -> Void)?
        public var receiveOutput: ((Output) -> Void)?
        public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        public var receiveCancel: (() -> Void)?
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(self, downstream: subscriber))
        }
    }
}

extension Publishers.HandleEvents {
    private final class Inner<Downstream: Subscriber>: OperatorInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Released at the end, as in Combine, so nothing runs after termination.
        private var receiveSubscription: ((any Subscription) -> Void)?
        private var receiveOutput: ((Output) -> Void)?
        private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        private var receiveCancel: (() -> Void)?
        private var receiveRequest: ((Subscribers.Demand) -> Void)?

        init(_ events: Publishers.HandleEvents<Upstream>, downstream: Downstream) {
            receiveSubscription = events.receiveSubscription
            receiveOutput = events.receiveOutput
            receiveCompletion = events.receiveCompletion
            receiveCancel = events.receiveCancel
            receiveRequest = events.receiveRequest
            super.init(downstream: downstream)
        }

        override func receive(subscription: any Subscription) {
            receiveSubscription?(subscription)
            super.receive(subscription: subscription)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            receiveOutput?(input)
            let demand = downstream.receive(input)
            if demand > 0 { receiveRequest?(demand) }
            return demand
        }

        override func receive(completion: Subscribers.Completion<Failure>) {
            receiveCompletion?(completion)
            releaseClosures()
            super.receive(completion: completion)
        }

        override func request(_ demand: Subscribers.Demand) {
            receiveRequest?(demand)
            super.request(demand)
        }

        override func cancel() {
            receiveCancel?()
            if state.isSubscribed { releaseClosures() }
            super.cancel()
        }

        private func releaseClosures() {
            receiveSubscription = nil
            receiveOutput = nil
            receiveCompletion = nil
            receiveCancel = nil
            receiveRequest = nil
        }
    }
}
