//
//  Publishers.Merge8.swift
//  OpenCombineSupplements
//

#if os(Linux) // as the OpenCombine dependency; not !canImport(Combine): see Package.swift
import OpenCombine

extension Publisher {

    /// Combines elements from this publisher with those from 7 other publishers of the
    /// same types, delivering an interleaved sequence of elements.
    ///
    /// The merged publisher continues to emit elements until all upstream publishers
    /// finish. If an upstream publisher produces an error, the merged publisher fails
    /// with that error.
    public func merge<B, C, D, E, F, G, H>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
        where B: Publisher, Failure == B.Failure, Output == B.Output,
              C: Publisher, Failure == C.Failure, Output == C.Output,
              D: Publisher, Failure == D.Failure, Output == D.Output,
              E: Publisher, Failure == E.Failure, Output == E.Output,
              F: Publisher, Failure == F.Failure, Output == F.Output,
              G: Publisher, Failure == G.Failure, Output == G.Output,
              H: Publisher, Failure == H.Failure, Output == H.Output
    {
        return .init(self, b, c, d, e, f, g, h)
    }
}

extension Publishers {

    /// A publisher created by applying the merge function to 8 upstream publishers.
    public struct Merge8<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>: Publisher
        where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Failure == E.Failure, A.Failure == F.Failure, A.Failure == G.Failure, A.Failure == H.Failure, A.Output == B.Output, A.Output == C.Output, A.Output == D.Output, A.Output == E.Output, A.Output == F.Output, A.Output == G.Output, A.Output == H.Output
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

        /// Upstream publisher number 5.
        public let e: E

        /// Upstream publisher number 6.
        public let f: F

        /// Upstream publisher number 7.
        public let g: G

        /// Upstream publisher number 8.
        public let h: H

        /// Creates a publisher created by applying the merge function to 8 upstream
        /// publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
            self.h = h
        }

        /// Subscribes `subscriber` to this publisher, which subscribes to its upstream(s).
        public func receive<Downstream: Subscriber>(subscriber: Downstream)
            where Downstream.Failure == Failure, Downstream.Input == Output
        {
            MergeInner.merge([{ a.subscribe($0) }, { b.subscribe($0) }, { c.subscribe($0) }, { d.subscribe($0) },
                              { e.subscribe($0) }, { f.subscribe($0) }, { g.subscribe($0) }, { h.subscribe($0) }],
                             into: subscriber)
        }
    }
}

extension Publishers.Merge8: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable, H: Equatable {}
#endif
