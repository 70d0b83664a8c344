//
//  Publishers.CombineLatest3.swift
//  OpenCombineSupplements
//

#if os(Linux) // as the OpenCombine dependency; not !canImport(Combine): see Package.swift
import OpenCombine

extension Publisher {

    /// Subscribes to two other publishers and publishes a triple of the latest value of each whenever any
    /// of them publishes, once each has published at least once.
    ///
    /// The combined publisher passes through any requests to all upstream publishers,
    /// keeps only the most recent value of each, finishes when all of them have finished
    /// and fails as soon as any fails.
    public func combineLatest<P, Q>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
        where P: Publisher, Failure == P.Failure, Q: Publisher, Failure == Q.Failure
    {
        return .init(self, publisher1, publisher2)
    }

    /// As `combineLatest` without a transform, publishing `transform` of each triple.
    public func combineLatest<P, Q, Result>(_ publisher1: P, _ publisher2: Q,
                                   _ transform: @escaping (Output, P.Output, Q.Output) -> Result)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, Result>
        where P: Publisher, Failure == P.Failure, Q: Publisher, Failure == Q.Failure
    {
        return Publishers.Map(upstream: .init(self, publisher1, publisher2), transform: transform)
    }
}

extension Publishers {

    /// A publisher that receives and combines the latest elements from 3 publishers.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Failure == B.Failure, A.Failure == C.Failure
    {
        /// The kind of values published.
        public typealias Output = (A.Output, B.Output, C.Output)

        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// Upstream publisher number 1.
        public let a: A

        /// Upstream publisher number 2.
        public let b: B

        /// Upstream publisher number 3.
        public let c: C

        /// Creates a publisher that combines the latest elements of its upstreams.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes `subscriber` to this publisher, which subscribes to its upstream(s).
        public func receive<Downstream: Subscriber>(subscriber: Downstream)
            where Downstream.Failure == Failure, Downstream.Input == Output
        {
            CombineLatestInner.combine({ a.subscribe($0) }, { b.subscribe($0) }, { c.subscribe($0) }, into: subscriber)
        }
    }
}

extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
#endif
