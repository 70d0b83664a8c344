extension Publisher {
    /// Republishes the first `maxLength` values.
    ///
    ///     s.prefix(2)   // -1-2-3-4|  ->  -1-2-|
    ///
    /// As in Combine, the stream finishes (and the upstream is cancelled) when the value after
    /// the last one wanted arrives, or when the upstream finishes — not right after the
    /// `maxLength`th value. `prefix(0)` finishes on the first value.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: 0 ..< maxLength)
    }

    /// Republishes only the value at `index` (counting from 0), finishing when the next one
    /// arrives.
    public func output(at index: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: index ..< index + 1)
    }

    /// Republishes the values whose index is in `range`.
    public func output(in range: Range<Int>) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: range)
    }
}

extension Publishers {
    /// A publisher that republishes the upstream values whose index is in a range.
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let range: Range<Int>

        public init(upstream: Upstream, range: Range<Int>) {
            precondition(range.lowerBound >= 0, "lowerBound must not be negative")
            self.upstream = upstream
            self.range = range
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, range: range))
        }
    }
}

extension Publishers.Output {
    private final class Inner<Downstream: Subscriber>: OperatorInner<Output, Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        private var remainingUntilStart: Int
        private var remainingCount: Int

        init(downstream: Downstream, range: Range<Int>) {
            remainingUntilStart = range.lowerBound
            remainingCount = range.count
            super.init(downstream: downstream)
        }

        override func receive(_ input: Output) -> Subscribers.Demand {
            // Combine does not check its status here: a value after the end is simply not
            // counted in the range and finishes (again, harmlessly) below.
            if remainingUntilStart > 0 {
                remainingUntilStart -= 1
                // Skipped before the range: ask upstream for it back.
                return .max(1)
            }
            guard remainingCount > 0 else {
                terminate(with: .finished)
                return .none
            }
            remainingCount -= 1
            return downstream.receive(input)
        }

        override func wouldEmit(_ input: Output) -> Output? {
            remainingUntilStart == 0 && remainingCount > 0 ? input : nil
        }
    }
}
