//
//  Publishers.Merge.swift
//  OpenCombineSupplements
//

#if os(Linux) // as the OpenCombine dependency; not !canImport(Combine): see Package.swift
import OpenCombine

extension Publisher {

    /// Combines elements from this publisher with those from 1 other publisher of the
    /// same types, delivering an interleaved sequence of elements.
    ///
    /// The merged publisher continues to emit elements until all upstream publishers
    /// finish. If an upstream publisher produces an error, the merged publisher fails
    /// with that error.
    public func merge<B>(with b: B) -> Publishers.Merge<Self, B>
        where B: Publisher, Failure == B.Failure, Output == B.Output
    {
        return .init(self, b)
    }

    /// Combines elements from this publisher with those from another publisher of the same
    /// type, delivering an interleaved sequence of elements.
    public func merge(with other: Self) -> Publishers.MergeMany<Self> {
        return .init(self, other)
    }
}

extension Publishers {

    /// A publisher created by applying the merge function to 2 upstream publishers.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
        where A.Failure == B.Failure, A.Output == B.Output
    {
        /// The kind of values published.
        public typealias Output = A.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// Upstream publisher number 1.
        public let a: A

        /// Upstream publisher number 2.
        public let b: B

        /// Creates a publisher created by applying the merge function to 2 upstream
        /// publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes `subscriber` to this publisher, which subscribes to its upstream(s).
        public func receive<Downstream: Subscriber>(subscriber: Downstream)
            where Downstream.Failure == Failure, Downstream.Input == Output
        {
            MergeInner.merge([{ a.subscribe($0) }, { b.subscribe($0) }], into: subscriber)
        }

        /// Merges this publisher's upstreams with 1 more publisher.
        public func merge<P>(with p: P) -> Publishers.Merge3<A, B, P>
            where P: Publisher, Failure == P.Failure, Output == P.Output
        {
            return .init(a, b, p)
        }

        /// Merges this publisher's upstreams with 2 more publishers.
        public func merge<P, Q>(with p: P, _ q: Q) -> Publishers.Merge4<A, B, P, Q>
            where P: Publisher, Failure == P.Failure, Output == P.Output,
                  Q: Publisher, Failure == Q.Failure, Output == Q.Output
        {
            return .init(a, b, p, q)
        }

        /// Merges this publisher's upstreams with 3 more publishers.
        public func merge<P, Q, R>(with p: P, _ q: Q, _ r: R) -> Publishers.Merge5<A, B, P, Q, R>
            where P: Publisher, Failure == P.Failure, Output == P.Output,
                  Q: Publisher, Failure == Q.Failure, Output == Q.Output,
                  R: Publisher, Failure == R.Failure, Output == R.Output
        {
            return .init(a, b, p, q, r)
        }

        /// Merges this publisher's upstreams with 4 more publishers.
        public func merge<P, Q, R, S>(with p: P, _ q: Q, _ r: R, _ s: S) -> Publishers.Merge6<A, B, P, Q, R, S>
            where P: Publisher, Failure == P.Failure, Output == P.Output,
                  Q: Publisher, Failure == Q.Failure, Output == Q.Output,
                  R: Publisher, Failure == R.Failure, Output == R.Output,
                  S: Publisher, Failure == S.Failure, Output == S.Output
        {
            return .init(a, b, p, q, r, s)
        }

        /// Merges this publisher's upstreams with 5 more publishers.
        public func merge<P, Q, R, S, T>(with p: P, _ q: Q, _ r: R, _ s: S, _ t: T) -> Publishers.Merge7<A, B, P, Q, R, S, T>
            where P: Publisher, Failure == P.Failure, Output == P.Output,
                  Q: Publisher, Failure == Q.Failure, Output == Q.Output,
                  R: Publisher, Failure == R.Failure, Output == R.Output,
                  S: Publisher, Failure == S.Failure, Output == S.Output,
                  T: Publisher, Failure == T.Failure, Output == T.Output
        {
            return .init(a, b, p, q, r, s, t)
        }

        /// Merges this publisher's upstreams with 6 more publishers.
        public func merge<P, Q, R, S, T, U>(with p: P, _ q: Q, _ r: R, _ s: S, _ t: T, _ u: U) -> Publishers.Merge8<A, B, P, Q, R, S, T, U>
            where P: Publisher, Failure == P.Failure, Output == P.Output,
                  Q: Publisher, Failure == Q.Failure, Output == Q.Output,
                  R: Publisher, Failure == R.Failure, Output == R.Output,
                  S: Publisher, Failure == S.Failure, Output == S.Output,
                  T: Publisher, Failure == T.Failure, Output == T.Output,
                  U: Publisher, Failure == U.Failure, Output == U.Output
        {
            return .init(a, b, p, q, r, s, t, u)
        }
    }

    /// A publisher created by applying the merge function to an arbitrary number of upstream
    /// publishers of one type.
    public struct MergeMany<Upstream: Publisher>: Publisher {

        /// The kind of values published.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publishers, in the order they are subscribed to.
        public let publishers: [Upstream]

        /// Creates a publisher that merges the given publishers.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Creates a publisher that merges the publishers of a sequence.
        public init<Upstreams: Swift.Sequence>(_ upstream: Upstreams) where Upstreams.Element == Upstream {
            publishers = Array(upstream)
        }

        /// Subscribes `subscriber` to this publisher, which subscribes to its upstream(s).
        public func receive<Downstream: Subscriber>(subscriber: Downstream)
            where Downstream.Failure == Failure, Downstream.Input == Output
        {
            MergeInner.merge(publishers.map { publisher in { publisher.subscribe($0) } }, into: subscriber)
        }

        /// Adds one more publisher to merge.
        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
            return .init(publishers + [other])
        }
    }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {}
#endif
