import MarbleTrace
import TestSupport
import XCTest

/// A value method, property or function of a closure's parameter where a publisher takes a
/// value (`Just($0.uppercased())`): the lowering reads `$0.uppercased()` as an operator step
/// on `$0` and `String($0)` as a construction, since only the build knows `$0` holds a value;
/// the builder evaluates them as values. Each states the exact events of the lanes.
final class PastedValueMethodArgumentTests: XCTestCase {
    /// The minimal form: each query's inner `Just` publishes it upper-cased.
    func testAMethodOfTheParameterInsideJust() throws {
        let trace = try XCTUnwrap(runTrace(Self.chain("Just($0.uppercased())")))
        XCTAssertEqual(trace.lanes.map(\.name), ["query", "sink1", "sink1.1", "sink1.2"])
        let subscribed: [TraceEvent] = [.subscribe(0), .unlimited(0)]
        XCTAssertEqual(trace[lane: "sink1"]?.events, subscribed + [.value(0, .string("S")), .value(0, .string("SW"))])
        XCTAssertEqual(trace[lane: "sink1.1"]?.events, subscribed + [.value(0, .string("S")), .finished(0)])
        XCTAssertEqual(trace[lane: "sink1.2"]?.events, subscribed + [.value(0, .string("SW")), .finished(0)])
    }

    /// A named parameter, a property, a method's result's property and a value function.
    func testNamedParametersPropertiesAndFunctionsInsideJust() throws {
        let cases: [(String, [MarbleValue])] = [
            ("s in Just(s.uppercased())", [.string("S"), .string("SW")]),
            ("Just($0.count)", [.int(1), .int(2)]),
            ("Just($0.uppercased().count)", [.int(1), .int(2)]),
            ("Just(String($0.reversed()))", [.string("s"), .string("ws")]),
        ]
        for (body, values) in cases {
            let trace = try XCTUnwrap(runTrace(Self.chain(body)), body)
            XCTAssertEqual(trace[lane: "sink1"]?.events, [.subscribe(0), .unlimited(0)] + values.map { .value(0, $0) }, body)
        }
    }

    /// The pasted search pipeline of `examples/71-pasted-search-chain.marble` with the search
    /// upper-casing its query: `swi`'s search is cancelled when `swift` gets through.
    func testTheSearchChainWithAnUppercasedJust() throws {
        let trace = try XCTUnwrap(runTrace(PastedSearchChain.uppercased))
        XCTAssertEqual(trace.unit, "× 250 ms")
        XCTAssertEqual(trace.lanes.map(\.name), ["query", "debounce", "sink1", "sink1.1", "sink1.2", "sink1.3"])
        XCTAssertEqual(trace[lane: "sink1"]?.events, [.subscribe(0), .unlimited(0), .value(5, .string("SW")), .value(15, .string("SWIFT"))])
        XCTAssertEqual(trace[lane: "sink1.1"]?.events, [.subscribe(2), .unlimited(2), .value(5, .string("SW")), .finished(5)])
        XCTAssertEqual(trace[lane: "sink1.2"]?.events, [.subscribe(10), .unlimited(10), .cancel(12)])
        XCTAssertEqual(trace[lane: "sink1.3"]?.events, [.subscribe(12), .unlimited(12), .value(15, .string("SWIFT")), .finished(15)])
    }

    /// `query.map { <body> }.switchToLatest()` with "s" and "sw" sent.
    private static func chain(_ body: String) -> String {
        """
        import Combine
        let query = PassthroughSubject<String, Never>()
        var out: [String] = []
        var cancellables = Set<AnyCancellable>()
        query
            .map { \(body) }
            .switchToLatest()
            .sink { out.append("\\($0)") }
            .store(in: &cancellables)
        query.send("s")
        query.send("sw")
        """
    }
}
