/// The events a marble string such as `"-1-(ab|)"` describes, with ticks relative to the
/// string's first character.
public struct MarbleTimeline: Hashable, Sendable {
    /// One event of a marble string.
    public struct Event: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// A value symbol as written: `"1"` or `"a"`. The runtime decides its value
            /// (a digit is an Int, anything else a String, unless `values:` maps it).
            case value(symbol: String)
            /// `|`
            case finished
            /// `#`
            case failure
        }

        /// Ticks after the string's tick 0.
        public var tick: Int
        public var kind: Kind
        /// Where the symbol was written, for diagnostics (e.g. "no value for symbol 'x'").
        public var range: SourceRange

        public init(tick: Int, kind: Kind, range: SourceRange) {
            self.tick = tick
            self.kind = kind
            self.range = range
        }
    }

    /// The most ticks one marble string may span, so tick arithmetic can never overflow.
    public static let maximumLength = 1_000_000

    /// Events in order of occurrence (group members in written order).
    public var events: [Event]
    /// How many ticks the string spans (the tick after its last character).
    public var length: Int

    public init(events: [Event], length: Int) {
        self.events = events
        self.length = length
    }
}
