//
//  Publishers.CombineLatest.swift
//  OpenCombineSupplements
//

#if os(Linux) // as the OpenCombine dependency; not !canImport(Combine): see Package.swift
import OpenCombine

extension Publisher {

    /// Subscribes to another publisher and publishes a pair of the latest value of each whenever any
    /// of them publishes, once each has published at least once.
    ///
    /// The combined publisher passes through any requests to all upstream publishers,
    /// keeps only the most recent value of each, finishes when all of them have finished
    /// and fails as soon as any fails.
    public func combineLatest<P>(_ other: P) -> Publishers.CombineLatest<Self, P>
        where P: Publisher, Failure == P.Failure
    {
        return .init(self, other)
    }

    /// As `combineLatest` without a transform, publishing `transform` of each pair.
    public func combineLatest<P, Result>(_ other: P,
                                   _ transform: @escaping (Output, P.Output) -> Result)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, Result>
        where P: Publisher, Failure == P.Failure
    {
        return Publishers.Map(upstream: .init(self, other), transform: transform)
    }
}

extension Publishers {

    /// A publisher that receives and combines the latest elements from 2 publishers.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
        where A.Failure == B.Failure
    {
        /// The kind of values published.
        public typealias Output = (A.Output, B.Output)

        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// Upstream publisher number 1.
        public let a: A

        /// Upstream publisher number 2.
        public let b: B

        /// Creates a publisher that combines the latest elements of its upstreams.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes `subscriber` to this publisher, which subscribes to its upstream(s).
        public func receive<Downstream: Subscriber>(subscriber: Downstream)
            where Downstream.Failure == Failure, Downstream.Input == Output
        {
            CombineLatestInner.combine({ a.subscribe($0) }, { b.subscribe($0) }, into: subscriber)
        }
    }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}
#endif
