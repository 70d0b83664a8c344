//
//  Publishers.Merge4.swift
//  OpenCombineSupplements
//

#if os(Linux) // as the OpenCombine dependency; not !canImport(Combine): see Package.swift
import OpenCombine

extension Publisher {

    /// Combines elements from this publisher with those from 3 other publishers of the
    /// same types, delivering an interleaved sequence of elements.
    ///
    /// The merged publisher continues to emit elements until all upstream publishers
    /// finish. If an upstream publisher produces an error, the merged publisher fails
    /// with that error.
    public func merge<B, C, D>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
        where B: Publisher, Failure == B.Failure, Output == B.Output,
              C: Publisher, Failure == C.Failure, Output == C.Output,
              D: Publisher, Failure == D.Failure, Output == D.Output
    {
        return .init(self, b, c, d)
    }
}

extension Publishers {

    /// A publisher created by applying the merge function to 4 upstream publishers.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Output == B.Output, A.Output == C.Output, A.Output == D.Output
    {
        /// The kind of values published.
        public typealias Output = A.Output

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

        /// Creates a publisher created by applying the merge function to 4 upstream
        /// publishers.
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
            MergeInner.merge([{ a.subscribe($0) }, { b.subscribe($0) }, { c.subscribe($0) }, { d.subscribe($0) }], into: subscriber)
        }

        /// Merges this publisher's upstreams with 1 more publisher.
        public func merge<P>(with p: P) -> Publishers.Merge5<A, B, C, D, P>
            where P: Publisher, Failure == P.Failure, Output == P.Output
        {
            return .init(a, b, c, d, p)
        }

        /// Merges this publisher's upstreams with 2 more publishers.
        public func merge<P, Q>(with p: P, _ q: Q) -> Publishers.Merge6<A, B, C, D, P, Q>
            where P: Publisher, Failure == P.Failure, Output == P.Output,
                  Q: Publisher, Failure == Q.Failure, Output == Q.Output
        {
            return .init(a, b, c, d, p, q)
        }

        /// Merges this publisher's upstreams with 3 more publishers.
        public func merge<P, Q, R>(with p: P, _ q: Q, _ r: R) -> Publishers.Merge7<A, B, C, D, P, Q, R>
            where P: Publisher, Failure == P.Failure, Output == P.Output,
                  Q: Publisher, Failure == Q.Failure, Output == Q.Output,
                  R: Publisher, Failure == R.Failure, Output == R.Output
        {
            return .init(a, b, c, d, p, q, r)
        }

        /// Merges this publisher's upstreams with 4 more publishers.
        public func merge<P, Q, R, S>(with p: P, _ q: Q, _ r: R, _ s: S) -> Publishers.Merge8<A, B, C, D, P, Q, R, S>
            where P: Publisher, Failure == P.Failure, Output == P.Output,
                  Q: Publisher, Failure == Q.Failure, Output == Q.Output,
                  R: Publisher, Failure == R.Failure, Output == R.Output,
                  S: Publisher, Failure == S.Failure, Output == S.Output
        {
            return .init(a, b, c, d, p, q, r, s)
        }
    }
}

extension Publishers.Merge4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}
#endif
