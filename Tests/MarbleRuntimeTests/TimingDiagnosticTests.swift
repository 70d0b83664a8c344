import TestSupport
import XCTest

/// Bad arguments to the timing operators, schedulers and Timer: exact messages with places.
final class TimingDiagnosticTests: XCTestCase {
    func testTimingArgumentsAreChecked() {
        let source = """
            s = PassthroughSubject<Int>()
            a = s.receive(on: mainQueue)
            b = s.delay(for: "2", scheduler: main)
            c = s.debounce(2, scheduler: main)
            d = s.throttle(for: 2, scheduler: main)
            e = s.buffer(size: -1, prefetch: .byRequest, whenFull: .dropOldest)
            f = s.buffer(size: 2, prefetch: .eager, whenFull: .dropOldest)
            g = s.receive(on: queue(latency: -1))
            h = s.collect(.byTime(main, 0))
            t = Timer(every: 0)
            """
        XCTAssertEqual(runErrors(source), """
            test.marble:2:19: error: 'mainQueue' is not a scheduler
             2 | a = s.receive(on: mainQueue)
               |                   ^~~~~~~~~ expected a scheduler: main, immediate or queue(latency: n)
            test.marble:3:18: error: '"2"' is not a number of ticks
             3 | b = s.delay(for: "2", scheduler: main)
               |                  ^~~ expected a whole number of ticks from 0 to 1000000
            test.marble:4:5: error: missing argument 'for:' to 'debounce'
             4 | c = s.debounce(2, scheduler: main)
               |     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~ expected how many ticks of silence, e.g. 2
            test.marble:5:5: error: missing argument 'latest:' to 'throttle'
             5 | d = s.throttle(for: 2, scheduler: main)
               |     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~ expected true (the newest value of a window) or false (the first)
            test.marble:6:20: error: '-1' is not a buffer size
             6 | e = s.buffer(size: -1, prefetch: .byRequest, whenFull: .dropOldest)
               |                    ^~ expected a whole number, or .max for no limit
            test.marble:7:33: error: '.eager' is not a prefetch strategy
             7 | f = s.buffer(size: 2, prefetch: .eager, whenFull: .dropOldest)
               |                                 ^~~~~~ expected .byRequest or .keepFull
            test.marble:8:34: error: '-1' is not a number of ticks
             8 | g = s.receive(on: queue(latency: -1))
               |                                  ^~ expected a whole number of ticks from 0 to 1000000
            test.marble:9:29: error: the interval must be at least one tick
             9 | h = s.collect(.byTime(main, 0))
               |                             ^ expected 1 or more
            test.marble:10:18: error: a timer must fire at least every tick
             10 | t = Timer(every: 0)
                |                  ^ expected an interval of 1 tick or more

            """)
    }

    func testAnUnknownCombineReleaseListsTheKnownOnes() {
        XCTAssertEqual(runErrors("combine \"iOS 12\"\nC = Just(1).sink()"), """
            test.marble:1:1: error: 'iOS 12' is not a Combine release marbles models
             1 | combine "iOS 12"
               | ^~~~~~~~~~~~~~~~ expected "current", "iOS 13.0", "iOS 13.1", "iOS 13.2", "macOS 10.15", "macOS 10.15.1", "iOS 13.3", "macOS 10.15.2"

            """)
    }

    /// A timer never finishes: without `ticks N` the run reports the work it still had,
    /// rather than hanging.
    func testAnEndlessTimerNeedsTicks() {
        XCTAssertEqual(runErrors("C = Timer(every: 2).sink()"), """
            test.marble:1:1: error: the pipeline still had work at tick 1000000
             1 | C = Timer(every: 2).sink()
               | ^~~~~~~~~~~~~~~~~~~~~~~~~~ expected 'ticks N' to end the diagram at tick N

            """)
        XCTAssertEqual(runErrors("ticks 9\nC = Timer(every: 2).sink()"), "")
    }

    /// `collect(.x(...))` is a time grouping or nothing: a misspelt strategy is named as such,
    /// not as an unknown `collect`; a boolean argument that is not one says so.
    func testAMisspeltGroupingAndANonBooleanAreNamed() {
        let source = """
            s = PassthroughSubject<Int>()
            a = s.collect(.byTim(main, 3))
            b = s.throttle(for: 2, scheduler: main, latest: 1)
            c = Empty(completeImmediately: { 1 })
            """
        XCTAssertEqual(runErrors(source), """
            test.marble:2:15: error: '.byTim' is not a time grouping strategy
             2 | a = s.collect(.byTim(main, 3))
               |               ^~~~~~ expected '.byTime(main, n)' or '.byTimeOrCount(main, n, count)'
            test.marble:3:49: error: '1' is not a boolean
             3 | b = s.throttle(for: 2, scheduler: main, latest: 1)
               |                                                 ^ expected true or false
            test.marble:4:32: error: '{ 1 }' is not a boolean
             4 | c = Empty(completeImmediately: { 1 })
               |                                ^~~~~ expected true or false

            """)
    }

    /// Combine traps on a timeout on `ImmediateScheduler` (its action runs inside
    /// `receive(subscription:)` and takes the operator's lock again; OpenCombine 0.14.0
    /// aborts with "Resource deadlock avoided"), so the file is refused, whichever name the
    /// scheduler has, and the run draws nothing.
    func testTimeoutOnImmediateIsRefused() {
        let source = """
            s = PassthroughSubject<Int>()
            C = s.timeout(3, scheduler: immediate).sink()
            D = s.timeout(.seconds(1), scheduler: ImmediateScheduler.shared, customError: { "late" }).sink()
            """
        XCTAssertEqual(runErrors(source), """
            test.marble:2:29: error: a timeout on 'immediate' fires inside subscribe, while Combine's Timeout holds its lock: Combine traps there
             2 | C = s.timeout(3, scheduler: immediate).sink()
               |                             ^~~~~~~~~ expected a scheduler with a clock: main or queue(latency: n)
            test.marble:3:39: error: a timeout on 'immediate' fires inside subscribe, while Combine's Timeout holds its lock: Combine traps there
             3 | D = s.timeout(.seconds(1), scheduler: ImmediateScheduler.shared, customError: { "late" }).sink()
               |                                       ^~~~~~~~~~~~~~~~~~~~~~~~~ expected a scheduler with a clock: main or queue(latency: n)

            """)
    }
}
