//
//  Publishers.CombineLatest4.swift
//  OpenCombineSupplements
//

#if os(Linux) // as the OpenCombine dependency; not !canImport(Combine): see Package.swift
import OpenCombine

extension Publisher {

    /// Subscribes to three other publishers and publishes a quadruple of the latest value of each whenever any
    /// of them publishes, once each has published at least once.
    ///
    /// The combined publisher passes through any requests to all upstream publishers,
    /// keeps only the most recent value of each, finishes when all of them have finished
    /// and fails as soon as any fails.
    public func combineLatest<P, Q, R>(_ publisher1: P, _ publisher2: Q, _ publisher3: R) -> Publishers.CombineLatest4<Self, P, Q, R>
        where P: Publisher, Failure == P.Failure, Q: Publisher, Failure == Q.Failure, R: Publisher, Failure == R.Failure
    {
        return .init(self, publisher1, publisher2, publisher3)
    }

    /// As `combineLatest` without a transform, publishing `transform` of each quadruple.
    public func combineLatest<P, Q, R, Result>(_ publisher1: P, _ publisher2: Q, _ publisher3: R,
                                   _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> Result)
        -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, Result>
        where P: Publisher, Failure == P.Failure, Q: Publisher, Failure == Q.Failure, R: Publisher, Failure == R.Failure
    {
        return Publishers.Map(upstream: .init(self, publisher1, publisher2, publisher3), transform: transform)
    }
}

extension Publishers {

    /// A publisher that receives and combines the latest elements from 4 publishers.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure
    {
        /// The kind of values published.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)

        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// Upstream publisher number 1.
        public let a: A

        /// Upstream publisher number 2.
        public let b: B

        /// Upstream publisher number 3.
        public let c: C

        /// Upstream publisher number 4.
        public let d: D

        /// Creates a publisher that combines the latest elements of its upstreams.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Subscribes `subscriber` to this publisher, which subscribes to its upstream(s).
        public func receive<Downstream: Subscriber>(subscriber: Downstream)
            where Downstream.Failure == Failure, Downstream.Input == Output
        {
            CombineLatestInner.combine({ a.subscribe($0) }, { b.subscribe($0) }, { c.subscribe($0) }, { d.subscribe($0) }, into: subscriber)
        }
    }
}

extension Publishers.CombineLatest4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}
#endif
