import MarbleDSL
import MarbleTrace

/// The messages about `expect(...)` lines (see `RuntimeDiagnosticCatalog.swift`).
extension RuntimeError {
    static let expectUsage = "expect(C, \"-a-b|\", values: [a: 1, b: 2]), or C.subscriptions, C.requests, C.drops, C.replays"

    /// `XCTAssertNil(x)`, `XCTFail()`: a pasted assertion a diagram cannot make.
    static func unsupportedAssertion(_ name: String, reason: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(name)' cannot be checked: \(reason)", at: range,
                     expected: "XCTAssertEqual, XCTAssertNotEqual, XCTAssertTrue, XCTAssertFalse, XCTAssertGreaterThan (and kin) or #expect")
    }

    static func notAnExpectation(at range: SourceRange) -> RuntimeError {
        RuntimeError("not an expectation", at: range, expected: expectUsage)
    }

    /// `x = expect(...)`.
    static func boundExpectation(_ name: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("an expectation is not a value to bind to '\(name)'", at: range, expected: "'expect(...)' as a statement of its own")
    }

    static func expectTakesNoClosure(at range: SourceRange) -> RuntimeError {
        RuntimeError("'expect' takes no closure", at: range, expected: expectUsage)
    }

    static func expectedMarbleString(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a marble string", at: range, expected: "a marble string such as \"-a-b|\"")
    }

    /// `|` or `#` in a view other than what a lane delivered.
    static func viewHasNoCompletion(_ view: LaneView, lane: String, symbols: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(view.rawValue)' have no completion", at: range, expected: "\(symbols); '|' and '#' belong in expect(\(lane), ...)")
    }

    static func symbolMeansNothing(_ symbol: String, in view: LaneView, symbols: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(symbol)' means nothing in \(view.rawValue)", at: range, expected: symbols)
    }

    static func twoViews(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' names two views", at: range, expected: "one of: subscriptions, requests, drops, replays")
    }

    /// `expected` is the nearest view, or the list of them.
    static func unknownView(_ name: String, expected: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("a lane has no view '\(name)'", at: range, expected: expected)
    }

    static func notALane(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a lane", at: range, expected: "a lane name such as C, C.drops, or \"b[2]\" for a lane that is no identifier")
    }

    static func subscriptionsTakeNoValues(at range: SourceRange) -> RuntimeError {
        RuntimeError("subscriptions take no values", at: range, expected: "'^' subscribe, '!' cancel, '+' connect")
    }

    static func notARequest(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a request", at: range, expected: "a count above 0, '.max(n)' or '.unlimited'")
    }

    static func errorNotAString(at range: SourceRange) -> RuntimeError {
        RuntimeError("'error:' takes a string", at: range, expected: "the failure's message, e.g. \"boom\"")
    }

    /// `expected` names the nearest lanes, or a binding's rows.
    static func noSuchLane(_ lane: String, expected: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("no lane '\(lane)' in this diagram", at: range, expected: expected)
    }
}
