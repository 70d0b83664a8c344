extension Publisher {
    /// RxSwift's `do(onNext:onError:onCompleted:onSubscribe:onDispose:)`: side effects around
    /// each event, in RxSwift's order: `onSubscribe` before the upstream is subscribed,
    /// `onNext`, `onError` and `onCompleted` before the event goes down, `onDispose` once the
    /// subscription is disposed: after the terminal event has gone down, or on a cancel.
    public func rxDo(onNext: ((Output) -> Void)? = nil, onError: ((Failure) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> Publishers.RxDo<Self> {
        Publishers.RxDo(upstream: self, callbacks: .init(onNext: onNext, onError: onError, onCompleted: onCompleted,
                                                         onSubscribe: onSubscribe, onDispose: onDispose))
    }
}

extension Publishers {
    /// A publisher that runs side effects around its upstream's events, as RxSwift's `do`.
    public struct RxDo<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The side effects.
        public struct Callbacks {
            var onNext: ((Output) -> Void)?
            var onError: ((Failure) -> Void)?
            var onCompleted: (() -> Void)?
            var onSubscribe: (() -> Void)?
            var onDispose: (() -> Void)?
        }

        public let upstream: Upstream
        public let callbacks: Callbacks

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            callbacks.onSubscribe?()
            upstream.receive(subscriber: Inner(downstream: subscriber, callbacks: callbacks))
        }
    }
}

extension Publishers.RxDo {
    private final class Inner<Downstream: Subscriber>: RxInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let callbacks: Callbacks
        private var disposed = false

        init(downstream: Downstream, callbacks: Callbacks) {
            self.callbacks = callbacks
            super.init(downstream: downstream)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            guard !isStopped else { return .none }
            callbacks.onNext?(input)
            forward(input)
            return .none
        }

        override func receive(completion: Subscribers.Completion<Failure>) {
            guard !isStopped else { return }
            switch completion {
            case .finished: callbacks.onCompleted?()
            case .failure(let error): callbacks.onError?(error)
            }
            // Disposed once the terminal event has gone down, not before.
            disposed = true
            finish(completion)
            callbacks.onDispose?()
        }

        override func stop() {
            guard !disposed else { return }
            disposed = true
            callbacks.onDispose?()
        }
    }
}
