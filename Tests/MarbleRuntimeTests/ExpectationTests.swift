import MarbleDSL
import MarbleRuntime
import MarbleTrace
import TestSupport
import XCTest

/// The failures of a file's expectations, each as its message; fails the test if the file
/// does not run.
private func failures(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String]? {
    guard let result = runResult(source, file: file, line: line), let trace = result.trace else { return nil }
    return ExpectationCheck.check(result.expectations, against: trace).map(\.message)
}

/// An example without its own `expect` lines (several lines on one lane view add up).
private func bareExample(_ name: String) throws -> String {
    try Repository.example(name).split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("expect(") }.joined(separator: "\n")
}

/// `expect(...)` lines: each kind of lane view, met and missed, with exact messages.
final class ExpectationTests: XCTestCase {
    private let scan = """
        s = PassthroughSubject<Int>()
        b = s.scan(10, +)
        C = b.sink()
        s.send("-1-2-3|")

        """

    func testValuesWithAValuesMap() {
        XCTAssertEqual(failures(scan + #"expect(C, "-a-b-c|", values: [a: 11, b: 13, c: 16])"#), [])
        XCTAssertEqual(failures(scan + #"expect(C, "-a-b-c|", values: [a: 11, b: 13, c: 15])"#),
                       ["C: expected 15 at tick 5, got 16"])
        XCTAssertEqual(failures(scan + #"expect(C, "-a-b--c|", values: [a: 11, b: 13, c: 16])"#),
                       ["C: expected nothing at tick 5, got 16"])
        XCTAssertEqual(failures(scan + #"expect(C, "-a-b-c", values: [a: 11, b: 13, c: 16])"#),
                       ["C: expected nothing at tick 6, got finished"])
    }

    func testStringsTuplesAndDigitsNeedNoMapWhenTheySayThemselves() {
        let source = """
            a = hot("-1-x|")
            b = hot("--y|")
            z = a.combineLatest(b)
            C = z.sink()

            """
        XCTAssertEqual(failures(source + #"expect(a, "-1-x|")"# + "\n" + #"expect(C, "--pq|", values: [p: (1, "y"), q: ("x", "y")])"#), [])
        XCTAssertEqual(failures(source + #"expect(C, "--pp|", values: [p: (1, "y")])"#),
                       [#"C: expected (1, "y") at tick 3, got ("x", "y")"#])
    }

    func testFailureWithItsPayload() {
        let source = """
            s = hot("--#", error: "boom")
            C = s.sink()

            """
        XCTAssertEqual(failures(source + #"expect(C, "--#", error: "boom")"#), [])
        XCTAssertEqual(failures(source + #"expect(C, "--#", error: "bang")"#),
                       [#"C: expected failure "bang" at tick 2, got failure "boom""#])
        XCTAssertEqual(failures(source + #"expect(C, "--#")"#),
                       [#"C: expected failure "error" at tick 2, got failure "boom""#])
    }

    func testSubscriptionsAndCancel() {
        let source = """
            s = PassthroughSubject<Int>()
            C = s.sink(at: 1, until: 4)
            s.send("-1-2-3|")

            """
        XCTAssertEqual(failures(source + #"expect(C.subscriptions, "-^--!")"#), [])
        XCTAssertEqual(failures(source + #"expect(C, "-1-2")"#), [])
        XCTAssertEqual(failures(source + #"expect(C.subscriptions, "-^-!")"#),
                       ["C.subscriptions: expected cancel at tick 3, got nothing"])
        XCTAssertEqual(failures(source + #"expect(C.subscriptions, "^---!")"#),
                       ["C.subscriptions: expected subscription at tick 0, got nothing"])
    }

    func testConnectIsASubscriptionEvent() {
        let source = """
            a = PassthroughSubject<Int>()
            m = a.multicast { PassthroughSubject() }
            C = m.sink()
            m.connect(at: 2)
            a.send("---1|")

            """
        XCTAssertEqual(failures(source + #"expect(m.subscriptions, "^-+")"#), [])
        XCTAssertEqual(failures(source + #"expect(m.subscriptions, "(^+)")"#),
                       ["m.subscriptions: expected subscription and connect at tick 0, got subscription"])
    }

    func testRequests() {
        let source = """
            s = PassthroughSubject<Int>()
            C = s.sink(demand: 2)
            C.request(12, at: 3)
            D = s.sink()

            """
        XCTAssertEqual(failures(source + #"expect(C.requests, "2--a", values: [a: 12])"#), [])
        XCTAssertEqual(failures(source + #"expect(C.requests, "2--a", values: [a: .max(12)])"#), [])
        XCTAssertEqual(failures(source + #"expect(D.requests, "*")"#), [])
        XCTAssertEqual(failures(source + #"expect(D.requests, "u", values: [u: .unlimited])"#), [])
        XCTAssertEqual(failures(source + #"expect(C.requests, "1--a", values: [a: 12])"#),
                       ["C.requests: expected request(1) at tick 0, got request(2)"])
        XCTAssertEqual(failures(source + #"expect(D.requests, "1")"#),
                       ["D.requests: expected request(1) at tick 0, got request(unlimited)"])
    }

    func testDrops() throws {
        let demand = try bareExample("15-demand")
        XCTAssertEqual(failures(demand + #"expect(C.drops, "-----3-----6")"#), [])
        XCTAssertEqual(failures(demand + #"expect(C, "-1-2---4-5--|")"#), [])
        XCTAssertEqual(failures(demand + #"expect(C.drops, "-----3")"#),
                       ["C.drops: expected nothing at tick 11, got 6"])
    }

    func testReplaysAndTheirSeveralLines() throws {
        let replay = try bareExample("19-replay-subject")
        // D subscribes at 6: 2 and 3 replayed at once, then 4 live at 7, which one string
        // cannot put after a group of four characters at 6.
        let both = #"expect(D, "------(23)")"# + "\n" + #"expect(D, "-------4|")"#
        XCTAssertEqual(failures(replay + both), [])
        XCTAssertEqual(failures(replay + #"expect(D.replays, "------(23)")"#), [])
        XCTAssertEqual(failures(replay + #"expect(E, "---------(34|)")"#), [])
        XCTAssertEqual(failures(replay + #"expect(D.replays, "------(34)")"#),
                       ["D.replays: expected 3 and 4 at tick 6, got 2 and 3"])
        XCTAssertEqual(failures(replay + #"expect(D, "------(23)")"#),
                       ["D: expected nothing at tick 7, got 4"])
    }

    func testGroupsAndTimeProgression() {
        let source = """
            s = PassthroughSubject<Int>()
            C = s.sink()
            s.send(" 30t 1-(23|)")

            """
        XCTAssertEqual(failures(source + #"expect(C, " 30t 1-(23|)")"#), [])
        XCTAssertEqual(failures(source + #"expect(C, "     30t     1 - (2 3 |)")"#), [])
        XCTAssertEqual(failures(source + #"expect(C, " 29t 1-(23|)")"#),
                       ["C: expected 1 at tick 29, got nothing"])
        XCTAssertEqual(failures(source + #"expect(C, " 30t 1-(32|)")"#),
                       ["C: expected 3 and 2 and finished at tick 32, got 2 and 3 and finished"])
    }

    func testRowsOfAPublisherSubscribedTwiceAreNamedAsStrings() throws {
        let source = try bareExample("03-cold-scan-two-subscribers")
        XCTAssertEqual(failures(source + #"expect("b[2]", "-a-b-c|", values: [a: 11, b: 13, c: 16])"#), [])
        XCTAssertEqual(failures(source + #"expect("b[2]".subscriptions, "^")"#), [])
        XCTAssertEqual(failures(source + #"expect("b[2]".subscriptions, "-^")"#),
                       [#""b[2]".subscriptions: expected nothing at tick 0, got subscription"#])
    }

    func testExpectationsAreNotDrawn() throws {
        let (plain, _) = MarbleParser.parse(scan)
        let (expecting, _) = MarbleParser.parse(scan + #"expect(C, "-a-b-c|", values: [a: 11, b: 13, c: 16])"#)
        XCTAssertEqual(MarbleRunner.run(expecting).trace, MarbleRunner.run(plain).trace)
        XCTAssertEqual(MarbleRunner.run(expecting).expectations.count, 1)
    }

    // MARK: - Bad expectations are located errors

    func testUnknownLaneSuggestsTheNearestName() {
        XCTAssertEqual(runErrors(scan + #"expect(CC, "-1")"#), """
            test.marble:5:8: error: no lane 'CC' in this diagram
             5 | expect(CC, "-1")
               |        ^~ expected a lane: did you mean 'C'?

            """)
    }

    func testABindingWithRowsNamesThem() throws {
        XCTAssertEqual(runErrors(try bareExample("03-cold-scan-two-subscribers") + #"expect(b, "-1")"#), """
            test.marble:13:8: error: no lane 'b' in this diagram
             13 | expect(b, "-1")
                |        ^ expected one of its rows, written as a string: "b[1]", "b[2]"

            """)
    }

    func testUnknownViewSuggestsTheNearest() {
        XCTAssertEqual(runErrors(scan + #"expect(C.drop, "-1")"#), """
            test.marble:5:10: error: a lane has no view 'drop'
             5 | expect(C.drop, "-1")
               |          ^~~~ expected a view: did you mean 'drops'?

            """)
    }

    func testMalformedMarbleStringIsLocatedInsideIt() {
        XCTAssertEqual(runErrors(scan + #"expect(C, "-a-(b")"#), """
            test.marble:5:15: error: unclosed group '('
             5 | expect(C, "-a-(b")
               |               ^ expected ')'

            """)
    }

    func testACompletionAmongDropsIsAnError() {
        XCTAssertEqual(runErrors(scan + #"expect(C.drops, "--|")"#), """
            test.marble:5:20: error: 'drops' have no completion
             5 | expect(C.drops, "--|")
               |                    ^ expected the dropped values; '|' and '#' belong in expect(C, ...)

            """)
    }

    func testASymbolWithoutMeaningInSubscriptions() {
        XCTAssertEqual(runErrors(scan + #"expect(C.subscriptions, "^-x")"#), """
            test.marble:5:28: error: 'x' means nothing in subscriptions
             5 | expect(C.subscriptions, "^-x")
               |                            ^ expected '^' subscribe, '!' cancel, '+' connect

            """)
    }

    func testAMisspeltArgument() {
        XCTAssertEqual(runErrors(scan + #"expect(C, "-a", value: [a: 11])"#), """
            test.marble:5:17: error: 'expect' has no argument 'value:'
             5 | expect(C, "-a", value: [a: 11])
               |                 ^~~~~

            """)
    }

    func testAnExpectationIsNoValue() {
        XCTAssertEqual(runErrors(scan + #"x = expect(C, "-1")"#), """
            test.marble:5:5: error: an expectation is not a value to bind to 'x'
             5 | x = expect(C, "-1")
               |     ^~~~~~~~~~~~~~~ expected 'expect(...)' as a statement of its own

            """)
    }
}
