/// Namespace for subscriber types and their vocabulary, as in Combine.
public enum Subscribers {}

extension Subscribers {
    /// How many more values a subscriber wants: a count or unlimited, with Combine's
    /// arithmetic (unlimited absorbs, overflow saturates to unlimited, subtraction stops at zero).
    public struct Demand: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The count, or -1 for unlimited: one word, so that every `receive(_:)` returns its
        /// demand in one register (an `Int?` takes two: the count and whether there is one).
        /// A probe keeps it as it is (`KeptSignal.number` of a request).
        @usableFromInline let rawValue: Int

        /// `nil` is unlimited.
        @inlinable public var max: Int? { rawValue < 0 ? nil : rawValue }

        @usableFromInline init(_ max: Int?) { rawValue = max ?? -1 }

        public static var unlimited: Demand {
            @inlinable get { Demand(nil) }
        }
        public static var none: Demand {
            @inlinable get { Demand(0) }
        }

        /// A demand for at most `value` values; negative values are treated as zero.
        public static func max(_ value: Int) -> Demand { Demand(Swift.max(0, value)) }

        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

        @inlinable public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.max, let r = rhs.max else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(r)
            return overflow ? .unlimited : .max(sum)
        }

        @inlinable public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

        @inlinable public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.max else { return .unlimited }
            guard let r = rhs.max else { return .none }
            return .max(l - r)
        }

        @inlinable public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }
        @inlinable public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        @inlinable public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        @inlinable public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        @inlinable public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        @inlinable public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case (nil, _): return false
            case (_, nil): return true
            case (let l?, let r?): return l < r
            }
        }

        @inlinable public static func > (lhs: Demand, rhs: Int) -> Bool {
            guard let l = lhs.max else { return true }
            return l > rhs
        }
        @inlinable public static func == (lhs: Demand, rhs: Int) -> Bool {
            guard let l = lhs.max else { return false }
            return l == rhs
        }
    }
}
