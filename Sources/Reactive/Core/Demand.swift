/// Namespace for subscriber types and their vocabulary, as in Combine.
public enum Subscribers {}

extension Subscribers {
    /// How many more values a subscriber wants: a count or unlimited, with Combine's
    /// arithmetic (unlimited absorbs, overflow saturates to unlimited, subtraction stops at zero).
    public struct Demand: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// `nil` is unlimited.
        public let max: Int?

        private init(_ max: Int?) { self.max = max }

        public static let unlimited = Demand(nil)
        public static let none = Demand(0)

        /// A demand for at most `value` values; negative values are treated as zero.
        public static func max(_ value: Int) -> Demand { Demand(Swift.max(0, value)) }

        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.max, let r = rhs.max else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(r)
            return overflow ? .unlimited : .max(sum)
        }

        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.max else { return .unlimited }
            guard let r = rhs.max else { return .none }
            return .max(l - r)
        }

        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case (nil, _): return false
            case (_, nil): return true
            case (let l?, let r?): return l < r
            }
        }

        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
    }
}
