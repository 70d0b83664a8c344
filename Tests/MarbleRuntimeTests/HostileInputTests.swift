import MarbleDSL
import MarbleRuntime
import MarbleTrace
import TestSupport
import XCTest

/// Inputs that crashed (stack overflow) or hung before the run had a guard: each is now an
/// error with its source position. See `RunGuard`.
final class HostileInputTests: XCTestCase {
    private let recursion = "expected a publisher that does not subscribe to itself, directly or through a closure"
    private let work = "expected fewer values and subscriptions (a retry, flatMap, merge or zip that multiplies them)"

    // MARK: - Recursion through closures (was a stack overflow)

    func testADeferredThatBuildsItselfIsAnError() {
        XCTAssertEqual(runErrors("d = Deferred { d }\nC = d.sink()\n"), """
            test.marble:1:14: error: the pipeline recursed too deeply at tick 0
             1 | d = Deferred { d }
               |              ^~~~~ \(recursion)

            """)
    }

    func testAFlatMapThatSubscribesToItselfIsAnError() {
        XCTAssertEqual(runErrors("s = Just(1)\nf = s.flatMap { f }\nC = f.sink()\n"), """
            test.marble:2:15: error: the pipeline recursed too deeply at tick 0
             2 | f = s.flatMap { f }
               |               ^~~~~ \(recursion)

            """)
        // Hidden names have no probes: the closure alone notices.
        XCTAssertEqual(runErrors("_s = Just(1)\n_f = _s.flatMap { _f }\nC = _f.sink()\n"), """
            test.marble:2:17: error: the pipeline recursed too deeply at tick 0
             2 | _f = _s.flatMap { _f }
               |                 ^~~~~~ \(recursion)

            """)
    }

    func testACatchThatRecoversWithItselfIsAnError() {
        XCTAssertEqual(runErrors("s = Fail(error: \"x\")\nb = s.catch { b }\nC = b.sink()\n"), """
            test.marble:2:13: error: the pipeline recursed too deeply at tick 0
             2 | b = s.catch { b }
               |             ^~~~~ \(recursion)

            """)
    }

    func testADeferredThatAppendsItselfIsAnError() {
        XCTAssertEqual(runErrors("d = Deferred { Just(1).append(d) }\nC = d.sink()\n"), """
            test.marble:1:14: error: the pipeline recursed too deeply at tick 0
             1 | d = Deferred { Just(1).append(d) }
               |              ^~~~~~~~~~~~~~~~~~~~~ \(recursion)

            """)
    }

    func testASubjectFedByItselfThroughAClosureIsAnError() {
        // The static check of subject feeds cannot see into the closure, which ran at tick 0:
        // no closure takes part in the recursion, so the error is the run's.
        XCTAssertEqual(runErrors("s = PassthroughSubject<Int>()\nd = Deferred { s }\nd.subscribe(s)\nC = s.sink()\ns.send(1, at: 1)\n"), """
            test.marble:5:1: error: the pipeline recursed too deeply at tick 1
             5 | s.send(1, at: 1)
               | ^~~~~~~~~~~~~~~~ \(recursion)

            """)
        // Nothing is drawn on the way round: the subject itself stops.
        XCTAssertEqual(runErrors("_s = PassthroughSubject<Int>()\nDeferred { _s }.subscribe(_s)\nC = _s.sink()\n_s.send(1, at: 1)\n"), """
            test.marble:4:1: error: the pipeline recursed too deeply at tick 1
             4 | _s.send(1, at: 1)
               | ^~~~~~~~~~~~~~~~~ \(recursion)

            """)
    }

    func testAnExponentialChainOfAppendsIsAnError() {
        var lines = ["b0 = Just(1)"]
        for i in 1..<30 { lines.append("b\(i) = b\(i - 1).append(b\(i - 1))") }
        lines.append("C = b29.sink()")
        let errors = runErrors(lines.joined(separator: "\n"))
        XCTAssertTrue(errors.contains("error: the pipeline recursed too deeply at tick 0"), errors)
    }

    // MARK: - Work without end within one action (was a hang)

    func testRetryingAFailureABillionTimesIsAnError() {
        XCTAssertEqual(runErrors("C = Fail(error: \"x\").retry(1000000000).sink()\n"), """
            test.marble:1:22: error: the pipeline did more than 1000000 steps of work by tick 0, more here than anywhere else
             1 | C = Fail(error: "x").retry(1000000000).sink()
               |                      ^~~~~ \(work)

            """)
        XCTAssertEqual(runErrors("s = Fail(error: \"x\")\nb = s.retry(1000000000)\nC = b.sink()\n"), """
            test.marble:1:1: error: the pipeline did more than 1000000 steps of work by tick 0, more here than anywhere else
             1 | s = Fail(error: "x")
               | ^ \(work)

            """)
    }

    func testAMergeThatDoublesItsValuesOverAndOverIsAnError() {
        var lines = ["b0 = Just(1)"]
        for i in 1..<25 { lines.append("b\(i) = b\(i - 1).merge(with: b\(i - 1))") }
        lines.append("C = b24.sink()")
        XCTAssertEqual(runErrors(lines.joined(separator: "\n") + "\n"), """
            test.marble:1:1: error: the pipeline did more than 1000000 steps of work by tick 0, more here than anywhere else
             1 | b0 = Just(1)
               | ^~ \(work)

            """)
    }

    func testAPipelineThatIsSimplyBigIsOfferedAHigherLimit() {
        // Ten maps in a row over 99,990 values: about 12 steps a value, no closure-built
        // publisher, no burst.
        let names = ["s", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
        var lines = ["s = PassthroughSubject<Int>()"]
        for (upstream, name) in zip(names, names.dropFirst()) {
            lines.append("\(name) = \(upstream).map { $0 + 1 }")
        }
        lines += ["C = j.sink()", "s.send(\"-\(String(repeating: "1", count: 99_990))|\")"]
        let source = lines.joined(separator: "\n") + "\n"
        XCTAssertEqual(runErrors(source), """
            test.marble:2:1: error: the pipeline did more than 1000000 steps of work by tick 83331, more here than anywhere else
             2 | a = s.map { $0 + 1 }
               | ^ expected a smaller pipeline, or a higher limit: --max-steps N

            """)
        let (file, _) = MarbleParser.parse(source)
        XCTAssertEqual(MarbleRunner.run(file, maximumSteps: 2_000_000).trace?[lane: "C"]?.events.count, 99_990 + 3)
    }

    func testATimerFlatMappedOntoItselfIsAnError() {
        // Every firing adds a subscriber to the shared timer: the work grows with the square
        // of the ticks.
        XCTAssertEqual(runErrors("ticks 100000\nt = Timer(every: 1)\nf = t.flatMap { t }\nC = f.sink()\n"), """
            test.marble:3:1: error: the pipeline did more than 1000000 steps of work by tick 706, more here than anywhere else
             3 | f = t.flatMap { t }
               | ^ \(work)

            """)
    }

    // MARK: - Values without bound

    func testAValueThatDoublesIsAnError() {
        XCTAssertEqual(runErrors("s = hot(\"-1-2-3-4-5-6-7-8-9-1-2-3-4-5|\")\nb = s.scan(1) { acc, v in (acc, acc) }\nC = b.sink()\n"), """
            test.marble:2:27: error: the value grows past 10000 elements or 100 levels of nesting
             2 | b = s.scan(1) { acc, v in (acc, acc) }
               |                           ^~~~~~~~~~ expected smaller values

            """)
    }

    func testAValueThatNestsWithoutEndIsAnError() {
        let source = "s = cold(\"\(String(repeating: "1", count: 120))|\")\nb = s.scan(1) { acc, v in [acc] }\nC = b.sink()\n"
        XCTAssertEqual(runErrors(source), """
            test.marble:2:27: error: the value grows past 10000 elements or 100 levels of nesting
             2 | b = s.scan(1) { acc, v in [acc] }
               |                           ^~~~~ expected smaller values

            """)
    }

    func testAZipOfAStreamWithItselfOverAndOverIsAnError() {
        var lines = ["s0 = Just(1)"]
        for i in 1..<15 { lines.append("s\(i) = s\(i - 1).zip(s\(i - 1))") }
        lines.append("C = s14.sink()")
        XCTAssertEqual(runErrors(lines.joined(separator: "\n") + "\n"), """
            test.marble:14:1: error: a value grew past 10000 elements or 100 levels of nesting at tick 0
             14 | s13 = s12.zip(s12)
                | ^~~ expected smaller values

            """)
    }

    func testLongStringsOnEveryTickAreAnErrorNotGigabytes() {
        // Found looking for the worst inputs for memory: 100,000 values of 2,000 characters each, all
        // recorded twice (m and C), stayed under the step limit and took 1.5 GB. The text of
        // recorded values is now capped at 10,000,000 bytes.
        let source = "ticks 100000\nt = Timer(every: 1)\nm = t.map { \"\\($0)\(String(repeating: "x", count: 2000))\" }\nC = m.sink()\n"
        XCTAssertEqual(runErrors(source), """
            test.marble:4:1: error: the values of the pipeline held more than 10000000 bytes of text by tick 2496
             4 | C = m.sink()
               | ^ expected shorter strings, or fewer values

            """)
    }

    // MARK: - Large but legitimate inputs still run

    func testALongSequencePublisherRuns() {
        let elements = Array(repeating: "7", count: 10_000).joined(separator: ", ")
        let trace = runTrace("s = [\(elements)].publisher\nC = s.count().sink()\n")
        XCTAssertEqual(trace?[lane: "C"]?.events.suffix(2), [.value(0, 10_000), .finished(0)])
    }

    func testAHundredThousandValuesAreWithinTheBudget() {
        // A range and a marble string of 100,000 values: the limits are a budget on work
        // (RunBudget), no longer 10,000 numbers per range and 100,000 ticks per diagram.
        let counted = runTrace("s = (1...100000).publisher\nC = s.count().sink()\n")
        XCTAssertEqual(counted?[lane: "C"]?.events.suffix(2), [.value(0, 100_000), .finished(0)])
        let sent = runTrace("s = PassthroughSubject<Int>()\nC = s.sink()\ns.send(\"-\(String(repeating: "1", count: 100_000))|\")\n")
        XCTAssertEqual(sent?[lane: "C"]?.events.filter { if case .value = $0.kind { true } else { false } }.count, 100_000)
        XCTAssertEqual(sent?[lane: "C"]?.events.last, .finished(100_001))
    }

    func testManySubscribersOfOneColdSourceRun() {
        var lines = ["s = cold(\"\(String(repeating: "1", count: 100))|\")"]
        for i in 0..<100 { lines.append("C\(i) = s.sink()") }
        let trace = runTrace(lines.joined(separator: "\n"))
        XCTAssertEqual(trace?.lanes.count, 200)
        XCTAssertEqual(trace?[lane: "C99"]?.events.count, 2 + 100 + 1)
    }
}
