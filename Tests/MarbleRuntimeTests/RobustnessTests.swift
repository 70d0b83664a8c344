import MarbleTrace
import TestSupport
import XCTest

/// Inputs that once crashed, hung or drew the wrong thing: each is now an error or a
/// correct trace.
final class RobustnessTests: XCTestCase {
    func testASubjectCannotFeedItself() {
        XCTAssertEqual(runErrors("s = PassthroughSubject<Int>()\nt = PassthroughSubject<Int>()\ns.subscribe(t)\nt.map { $0 + 1 }.subscribe(s, at: 1)\n"), """
            test.marble:4:28: error: 's' would feed its own input, which never ends
             4 | t.map { $0 + 1 }.subscribe(s, at: 1)
               |                            ^ expected a subject that is not upstream of this publisher

            """)
        XCTAssertTrue(runErrors("c = CurrentValueSubject(0)\nc.subscribe(c)\n").contains("'c' would feed its own input"))
    }

    func testHugeTimeProgressionsAreErrorsNotTraps() {
        XCTAssertEqual(runErrors("s = PassthroughSubject<Int>()\ns.send(\" 9223372036854775807t 1\")\n"), """
            test.marble:2:10: error: a marble string may span at most 1000000 ticks
             2 | s.send(" 9223372036854775807t 1")
               |          ^~~~~~~~~~~~~~~~~~~~ expected a smaller time progression

            """)
        XCTAssertEqual(runErrors("s = PassthroughSubject<Int>()\ns.send(\" 999999t |\", at: 2)\n"), """
            test.marble:2:8: error: this marble string runs to tick 1000002
             2 | s.send(" 999999t |", at: 2)
               |        ^~~~~~~~~~~~ expected a diagram within 1000000 ticks

            """)
    }

    func testAMarbleStringPastTheLastTickIsQuotedAroundTheCaretNotWhole() {
        let source = "s = PassthroughSubject<Int>()\ns.send(\"-\(String(repeating: "-", count: 100_005))1|\", at: 900000)\n"
        XCTAssertEqual(runErrors(source), """
            test.marble:2:8: error: this marble string runs to tick 1000008
             2 | s.send("\(String(repeating: "-", count: 112))...
               |        ^\(String(repeating: "~", count: 112)) expected a diagram within 1000000 ticks

            """)
    }

    func testALongLineIsCutBeforeAnErrorFarIntoIt() {
        let source = "s = PassthroughSubject<Int>()\ns.send(\"\(String(repeating: "-", count: 300))\", at: -1)\n"
        XCTAssertEqual(runErrors(source), """
            test.marble:2:316: error: tick -1 is out of range
             2 | ...\(String(repeating: "-", count: 110))", at: -1)
               | \(String(repeating: " ", count: 120))^~ expected a tick from 0 to 1000000

            """)
    }

    func testRunawayStringGrowthIsAnError() {
        let source = "s = hot(\"1111111111111111111111|\")\nb = s.scan(\"x\") { acc, v in acc + acc }\nC = b.sink()\n"
        XCTAssertTrue(runErrors(source).hasPrefix("test.marble:2:29: error: the string grows past 10000 characters"), runErrors(source))
    }

    func testAliasesOfSubjectsAndSinksAreRefused() {
        XCTAssertEqual(runErrors("s = PassthroughSubject<Int>()\nt = s\n"), """
            test.marble:2:5: error: 't = s' would draw s twice
             2 | t = s
               |     ^ expected 's' itself

            """)
    }

    func testAHiddenCurrentValueSubjectStillMarksReplays() {
        let trace = runTrace("_cv = CurrentValueSubject(0)\nC = _cv.sink(at: 3)\n_cv.send(5, at: 1)\n")
        XCTAssertEqual(trace?.lanes.map(\.name), ["C"])
        XCTAssertEqual(trace?[lane: "C"]?.events, [.subscribe(3), .unlimited(3), .replay(3, 5, from: 1)])
    }

    func testTicksIsTheAxisLength() {
        let trace = runTrace("ticks 5\ns = PassthroughSubject<Int>()\nC = s.sink()\ns.send(\"-1-2-3-4|\")\n")
        XCTAssertEqual(trace?.ticks, 5)
        XCTAssertEqual(trace?[lane: "C"]?.events, [.subscribe(0), .unlimited(0), .value(1, 1), .value(3, 2)])
    }

    func testRequestingNothingIsAnError() {
        XCTAssertEqual(runErrors("s = PassthroughSubject<Int>()\nC = s.sink(demand: 0)\nC.request(0, at: 2)\n"), """
            test.marble:3:11: error: a request must ask for at least one value
             3 | C.request(0, at: 2)
               |           ^ expected a demand above 0, or '.unlimited'

            """)
    }

    func testASinkCancelledBeforeSubscribingCanStillSubscribe() {
        let trace = runTrace("s = PassthroughSubject<Int>()\nC = Sink()\nC.cancel(at: 1)\ns.subscribe(C, at: 2)\ns.send(\"---1|\")\n")
        XCTAssertEqual(trace?[lane: "C"]?.events, [.subscribe(2), .unlimited(2), .value(3, 1), .finished(4)])
    }

    func testARefusedSecondSubscriptionIsNotDrawnAfterTheEnd() {
        let trace = runTrace("a = PassthroughSubject<Int>()\nb = PassthroughSubject<Int>()\nC = a.sink()\na.send(\"-1|\")\nb.subscribe(C, at: 4)\n")
        XCTAssertEqual(trace?[lane: "C"]?.events, [.subscribe(0), .unlimited(0), .value(1, 1), .finished(2)])
    }
}

extension RobustnessTests {
    func testAFailedBindingIsReportedOnceNotAtEveryUse() {
        XCTAssertEqual(runErrors("s = PassthroughSubject<Int>()\nb = s.scna(10, +)\nc = b.map { $0 }\nC = c.sink()\n"), """
            test.marble:2:7: error: unknown operator 'scna'
             2 | b = s.scna(10, +)
               |       ^~~~ expected an operator: did you mean 'scan'?

            """)
    }

    func testAVeryLongChainIsAnErrorNotAStackOverflow() {
        var lines = ["s = PassthroughSubject<Int>()", "b0 = s.map { $0 + 1 }"]
        for i in 1..<2_000 { lines.append("b\(i) = b\(i - 1).map { $0 + 1 }") }
        lines.append("C = b1999.sink()")
        let errors = runErrors(lines.joined(separator: "\n"))
        XCTAssertTrue(errors.hasPrefix("test.marble:252:13: error: the pipeline is more than 500 operators deep"), errors)
        XCTAssertEqual(errors.components(separatedBy: "error:").count, 2, "one error, no cascade")
    }
}
