extension Publisher {
    /// RxSwift's `buffer(timeSpan:count:scheduler:)`: the values of each window as an array,
    /// sent when `count` are gathered or `timeSpan` ticks after the window opened, whichever
    /// comes first; a full window opens the next one (and restarts the clock).
    ///
    /// Where it differs from Combine's `collect(.byTimeOrCount(...))`: a window that gathered
    /// nothing still sends an empty array, and the completion sends what was gathered (an
    /// empty array too) before completing.
    public func rxBuffer(timeSpan: Int, count: Int, scheduler: any Scheduler) -> Publishers.RxBuffer<Self> {
        Publishers.RxBuffer(upstream: self, timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

extension Publishers {
    /// A publisher that gathers values into windows of time or count, as RxSwift's `buffer`.
    public struct RxBuffer<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let timeSpan: Int
        public let count: Int
        public let scheduler: any Scheduler

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber, timeSpan: timeSpan, count: count, scheduler: scheduler)
            // RxSwift arms the first window's timer before it subscribes.
            inner.openWindow()
            upstream.receive(subscriber: inner)
        }
    }
}

extension Publishers.RxBuffer {
    private final class Inner<Downstream: Subscriber>: RxInner<Upstream.Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let timeSpan: Int
        private let count: Int
        private let scheduler: any Scheduler
        private var buffer: [Upstream.Output] = []
        private var window = 0
        private var timer: (any Cancellable)?

        init(downstream: Downstream, timeSpan: Int, count: Int, scheduler: any Scheduler) {
            self.timeSpan = timeSpan
            self.count = count
            self.scheduler = scheduler
            super.init(downstream: downstream)
        }

        func openWindow() {
            timer?.cancel()
            let mine = window
            let (due, overflow) = scheduler.now.addingReportingOverflow(timeSpan)
            timer = scheduler.schedule(at: overflow ? Int.max : due, interval: Swift.max(timeSpan, 1)) { [weak self] in
                self?.windowEnded(mine)
            }
        }

        private func windowEnded(_ mine: Int) {
            guard !isStopped, mine == window else { return }
            sendWindow()
        }

        private func sendWindow() {
            window &+= 1
            let full = buffer
            buffer = []
            forward(full)
            if !isStopped { openWindow() }
        }

        override func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            guard !isStopped else { return .none }
            buffer.append(input)
            if buffer.count == count { sendWindow() }
            return .none
        }

        override func receive(completion: Subscribers.Completion<Failure>) {
            guard !isStopped else { return }
            if case .finished = completion {
                forward(buffer)
            }
            buffer = []
            finish(completion)
        }

        override func stop() {
            timer?.cancel()
            timer = nil
        }
    }
}
