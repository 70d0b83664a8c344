import MarbleDSL
import MarbleRuntime
import MarbleTrace
import TestSupport
import XCTest

/// `trace --format marbles` and the failure report: exact text.
final class TraceMarblesTests: XCTestCase {
    func testEveryViewThatHasEventsGetsALine() throws {
        let trace = try XCTUnwrap(runTrace(try Repository.example("15-demand")))
        XCTAssertEqual(TraceMarbles.encode(trace), """
            expect(s, "-1-2-3-4-5-6|")
            expect(s.requests, "2------2")
            expect(C, "-1-2---4-5--|")
            expect(C.subscriptions, "^")
            expect(C.requests, "2------2")
            expect(C.drops, "-----3-----6")

            """)
    }

    func testValuesThatAreNotTheirOwnSymbolGetLettersAndFailuresTheirMessage() throws {
        let trace = try XCTUnwrap(runTrace("""
            s = hot("-1-2-t-x-#", error: "bo\\"om")
            b = s.map { $0 == 1 ? 11 : $0 }
            C = b.sink()
            """))
        XCTAssertEqual(TraceMarbles.encode(trace), """
            expect(s, "-1-2-a-x-#", values: [a: "t"], error: "bo\\"om")
            expect(b, "-a-2-b-x-#", values: [a: 11, b: "t"], error: "bo\\"om")
            expect(b.subscriptions, "^")
            expect(b.requests, "*")
            expect(C, "-a-2-b-x-#", values: [a: 11, b: "t"], error: "bo\\"om")
            expect(C.subscriptions, "^")
            expect(C.requests, "*")

            """)
    }

    func testAnEventInsideTheGroupBeforeItGoesOnAFurtherLine() throws {
        let trace = try XCTUnwrap(runTrace(try Repository.example("19-replay-subject")))
        let lines = TraceMarbles.encode(trace).split(separator: "\n").filter { $0.hasPrefix("expect(D") }
        XCTAssertEqual(lines, [
            #"expect(D, "------(23)")"#,
            #"expect(D, "-------4|")"#,
            #"expect(D.subscriptions, "------^")"#,
            #"expect(D.requests, "------*")"#,
            #"expect(D.replays, "------(23)")"#,
        ])
    }

    func testLongGapsAreTimeProgressions() throws {
        let trace = try XCTUnwrap(runTrace("s = hot(\" 40t 1-2|\")"))
        XCTAssertEqual(TraceMarbles.encode(trace), "expect(s, \" 40t 1-2|\")\n")
    }

    func testTextTraceDoesNotRunValuesTogether() throws {
        let trace = try XCTUnwrap(runTrace("s = hot(\"-ab1c|\", values: [a: 11, b: 40, c: 7])"))
        XCTAssertEqual(TraceText.encode(trace), "s  -11-40-1-7|\n")
    }

    /// `-3` alone would read as a tick passing and a 3: it is a group of one.
    func testTextTraceKeepsANegativeValueApartFromTime() throws {
        let trace = try XCTUnwrap(runTrace("s = hot(\"-ab-(cd)|\", values: [a: -3, b: 4, c: -1, d: 2])"))
        XCTAssertEqual(TraceText.encode(trace), "s  -(-3)4-(-1,2)---|\n")
    }

    func testReportLinesUpExpectedAndActualAndMarksTheTick() throws {
        let source = """
            s = PassthroughSubject<Int>()
            b = s.scan(10, +)
            C = b.sink()
            s.send("-1-2-3|")
            expect(C, "-a-b-c|", values: [a: 11, b: 13, c: 15])   # the totals
            """
        let (parsed, _) = MarbleParser.parse(source)
        let result = MarbleRunner.run(parsed)
        let failure = try XCTUnwrap(ExpectationCheck.check(result.expectations, against: try XCTUnwrap(result.trace)).first)
        XCTAssertEqual(failure.report(fileName: "scan.marble", source: source), """
            scan.marble:5:11: error: C: expected 15 at tick 5, got 16
             5 | expect(C, "-a-b-c|", values: [a: 11, b: 13, c: 15])   # the totals
               |           ^~~~~~~~~
                expected  -a-b-c|  values: [a: 11, b: 13, c: 15]
                actual    -a-b-d|  values: [a: 11, b: 13, d: 16]
                               ^ tick 5

            """)
    }

    func testReportAlignsAGroupAgainstDashes() throws {
        let source = """
            s = ReplaySubject.create(bufferSize: 2)
            D = s.sink(at: 6)
            s.send("-1-2-3-4|")
            expect(D, "------2-3-4|")
            """
        let (parsed, _) = MarbleParser.parse(source)
        let result = MarbleRunner.run(parsed)
        let failure = try XCTUnwrap(ExpectationCheck.check(result.expectations, against: try XCTUnwrap(result.trace)).first)
        XCTAssertEqual(failure.differingTicks, [6, 7, 8, 10, 11])
        XCTAssertEqual(failure.report(fileName: "r.marble", source: source), """
            r.marble:4:11: error: D: expected 2 at tick 6, got 2 and 3
             4 | expect(D, "------2-3-4|")
               |           ^~~~~~~~~~~~~~
                expected  ------2-3-4|
                actual    ------(23)
                          -------4|
                                ^ tick 6

            """)
    }
}
