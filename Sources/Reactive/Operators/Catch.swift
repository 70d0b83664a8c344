extension Publisher {
    /// Replaces a failure with the publisher `handler` makes from the error.
    ///
    ///     s.catch { _ in Just(0) }   // s: -1-#  ->  -1-(0|)
    ///
    /// Demand downstream made before the failure and not yet served is asked of the
    /// replacement when it subscribes. As Combine's `Catch`.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}

extension Publishers {
    /// A publisher that switches to a replacement publisher when its upstream fails.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure

        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber, handler: handler)
            upstream.subscribe(UncaughtSubscriber(inner: inner))
        }
    }
}

extension Publishers.Catch {
    private final class Inner<Downstream: Subscriber>: Subscription
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        private enum State {
            case pendingPre
            case pre(any Subscription)
            case pendingPost
            case post(any Subscription)
            case cancelled
        }

        private let downstream: Downstream
        private let handler: (Upstream.Failure) -> NewPublisher
        private var state = State.pendingPre
        /// Demand not yet served by the upstream, handed to the replacement.
        private var demand = Subscribers.Demand.none

        init(downstream: Downstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.downstream = downstream
            self.handler = handler
        }

        // MARK: - Before the failure

        func receivePre(subscription: any Subscription) {
            guard case .pendingPre = state else {
                subscription.cancel()
                return
            }
            state = .pre(subscription)
            downstream.receive(subscription: self)
        }

        func receivePre(_ input: Output) -> Subscribers.Demand {
            demand -= 1
            let newDemand = downstream.receive(input)
            demand += newDemand
            return newDemand
        }

        func receivePre(completion: Subscribers.Completion<Upstream.Failure>) {
            switch (completion, state) {
            case (.finished, .pre):
                state = .cancelled
                downstream.receive(completion: .finished)
            case (.failure(let error), .pre):
                state = .pendingPost
                handler(error).subscribe(CaughtSubscriber(inner: self))
            default:
                break
            }
        }

        // MARK: - After the failure

        func receivePost(subscription: any Subscription) {
            guard case .pendingPost = state else {
                subscription.cancel()
                return
            }
            state = .post(subscription)
            if demand > 0 {
                subscription.request(demand)
            }
        }

        func receivePost(_ input: Output) -> Subscribers.Demand {
            downstream.receive(input)
        }

        func receivePost(completion: Subscribers.Completion<Failure>) {
            guard case .post = state else { return }
            state = .cancelled
            downstream.receive(completion: completion)
        }

        // MARK: - Subscription

        func request(_ demand: Subscribers.Demand) {
            switch state {
            case .pre(let subscription):
                self.demand += demand
                subscription.request(demand)
            case .pendingPost:
                self.demand += demand
            case .post(let subscription):
                subscription.request(demand)
            case .pendingPre, .cancelled:
                break
            }
        }

        func cancel() {
            switch state {
            case .pre(let subscription), .post(let subscription):
                state = .cancelled
                subscription.cancel()
            case .pendingPre, .pendingPost, .cancelled:
                break
            }
        }
    }

    private final class UncaughtSubscriber<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        let inner: Inner<Downstream>
        init(inner: Inner<Downstream>) { self.inner = inner }

        func receive(subscription: any Subscription) { inner.receivePre(subscription: subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { inner.receivePre(input) }
        func receive(completion: Subscribers.Completion<Failure>) { inner.receivePre(completion: completion) }
    }

    private final class CaughtSubscriber<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// Counted while alive (see `EngineObjects`).
        let live = LiveObject()

        typealias Input = NewPublisher.Output
        typealias Failure = NewPublisher.Failure

        let inner: Inner<Downstream>
        init(inner: Inner<Downstream>) { self.inner = inner }

        func receive(subscription: any Subscription) { inner.receivePost(subscription: subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { inner.receivePost(input) }
        func receive(completion: Subscribers.Completion<Failure>) { inner.receivePost(completion: completion) }
    }
}
