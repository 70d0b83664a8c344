import MarbleDSL
import MarbleTrace

/// One `expect(...)` line: what one view of one lane must show, as a marble string read
/// into events. Checked against the trace after the run; never drawn.
public struct Expectation: Hashable, Sendable {
    /// The lane's name in the trace: `C`, `b[2]`, `f.1`.
    public var lane: String
    /// What of the lane it states.
    public var view: LaneView
    /// The events the marble string states, at ticks of the diagram.
    public var events: [ViewEvent]
    /// The whole `expect(...)` call.
    public var range: SourceRange
    /// The lane reference (`C.drops`), for an unknown lane.
    public var laneRange: SourceRange
    /// From the marble string to the end of the last argument: what `--update` rewrites.
    public var argumentsRange: SourceRange
    /// The marble string literal.
    public var marblesRange: SourceRange
    /// The symbol written for each value, so a rewrite keeps the writer's letters.
    public var symbols: [ViewEvent.Kind: Character]
    /// The `values:` argument, if any: its dictionary, the whole argument (label included)
    /// and where the argument before it ends (what a removal takes away with it).
    public var values: WrittenArgument?
    /// The `error:` argument, as `values`.
    public var error: WrittenArgument?
    /// Whether a subscription's end by its completion or error counts as its disposal, as
    /// RxTest records it (`Subscription(200, 300)` of an observable that completed at 300):
    /// set for RxTest's `XCTAssertEqual(xs.subscriptions, [...])`.
    public var endIsDisposal = false

    /// An optional argument as written, for a rewrite that keeps the rest of the line.
    public struct WrittenArgument: Hashable, Sendable {
        /// The value after the label.
        public var value: SourceRange
        /// From the end of the argument before it to the end of this one (`, values: [...]`).
        public var removal: SourceRange
        /// What it says, as `trace --format marbles` would write it: `[a: 11]` or `"boom"`.
        public var canonical: String
    }

    /// An expectation from its parts (read from a file by the runner).
    public init(lane: String, view: LaneView, events: [ViewEvent], range: SourceRange, laneRange: SourceRange,
                argumentsRange: SourceRange, marblesRange: SourceRange, symbols: [ViewEvent.Kind: Character]) {
        self.lane = lane
        self.view = view
        self.events = events
        self.range = range
        self.laneRange = laneRange
        self.argumentsRange = argumentsRange
        self.marblesRange = marblesRange
        self.symbols = symbols
    }

    /// The same with its optional arguments as written.
    public func with(values: WrittenArgument?, error: WrittenArgument?) -> Expectation {
        var copy = self
        copy.values = values
        copy.error = error
        return copy
    }

    /// `C`, `C.drops`, `"b[2]".requests`: how the lane view is written in messages.
    public var laneReference: String { TraceMarbles.laneReference(lane, view) }

    /// Whether `statement` is an `expect(...)` line.
    public static func isExpectation(_ statement: Statement) -> Bool {
        guard case .expression(let expr) = statement.kind, case .call(let callee, _, _) = expr.kind,
              case .identifier("expect") = callee.kind else { return false }
        return true
    }
}
