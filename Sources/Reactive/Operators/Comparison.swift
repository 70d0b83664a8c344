extension Publisher where Output: Comparable {
    /// Publishes the smallest value when the upstream finishes.
    public func min() -> Publishers.Comparison<Self> {
        max(by: >)
    }

    /// Publishes the largest value when the upstream finishes.
    ///
    ///     s.max()   // -3-5-1|  ->  ------(5|)
    public func max() -> Publishers.Comparison<Self> {
        max(by: <)
    }
}

extension Publisher {
    /// Publishes the smallest value by `areInIncreasingOrder` when the upstream finishes.
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        max(by: { areInIncreasingOrder($1, $0) })
    }

    /// Publishes the largest value by `areInIncreasingOrder` when the upstream finishes.
    /// On a tie the earlier value stays, as in Combine.
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: { (lhs: Output, rhs: Output) throws(Failure) -> Bool in areInIncreasingOrder(lhs, rhs) })
    }

    /// `min(by:)` with an ordering that may throw: a thrown error fails the stream and cancels
    /// the upstream. As in OpenCombine, the ordering gets the new value first.
    public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws(Failure) -> Bool) -> Publishers.Comparison<Self> {
        tryMax(by: { (a: Output, b: Output) throws(Failure) -> Bool in try areInIncreasingOrder(b, a) })
    }

    /// `max(by:)` with an ordering that may throw: a thrown error fails the stream and cancels
    /// the upstream. The ordering gets the value kept so far first, then the new one.
    public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws(Failure) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
}

extension Publishers {
    /// A publisher that keeps the greatest upstream value by an ordering and publishes it at
    /// the end (`min` is `max` with the ordering reversed).
    public struct Comparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws(Failure) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, areInIncreasingOrder: areInIncreasingOrder))
        }
    }
}

extension Publishers.Comparison {
    private final class Inner<Downstream: Subscriber>: ReduceInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private let areInIncreasingOrder: (Output, Output) throws(Failure) -> Bool

        init(downstream: Downstream, areInIncreasingOrder: @escaping (Output, Output) throws(Failure) -> Bool) {
            self.areInIncreasingOrder = areInIncreasingOrder
            super.init(downstream: downstream, initial: nil)
        }

        override func receive(newValue: Output) -> ReduceStep<Failure> {
            guard let current = result else {
                result = newValue
                return .continue
            }
            do {
                if try areInIncreasingOrder(current, newValue) { result = newValue }
            } catch {
                return .failure(error)
            }
            return .continue
        }
    }
}
