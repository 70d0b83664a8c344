import OpenCombine
import XCTest

/// `replaceError`, `replaceEmpty`, `mapError`, `setFailureType`, `ignoreOutput`,
/// `handleEvents` and the `try` operators' failures, against OpenCombine.
final class ErrorHandlingDifferentialTests: XCTestCase {
    func testReplaceErrorFinishesWithTheReplacement() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.replaceError(with: 0).sink()
            s.send("-1-2-#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.replaceError(with: 0))
            rig.send(s, "-1-2-#", error: "boom")
            return rig.run()
        }
    }

    func testReplaceErrorWaitsForDemand() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.replaceError(with: 0).sink(demand: 1)
            C.request(1, at: 6)
            s.send("-1-#")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.replaceError(with: 0), demand: .max(1))
            rig.at(6) { c.request(.max(1)) }
            rig.send(s, "-1-#")
            return rig.run()
        }
    }

    func testReplaceErrorLeavesAFinishAlone() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.replaceError(with: 0).sink()
            s.send("-1-|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.replaceError(with: 0))
            rig.send(s, "-1-|")
            return rig.run()
        }
    }

    func testReplaceEmptyOnAnEmptyStream() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.replaceEmpty(with: 7).sink()
            D = s.replaceEmpty(with: 7).sink(demand: 0)
            D.request(1, at: 6)
            s.send("---|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.replaceEmpty(with: 7))
            let d = rig.sink("D", s.replaceEmpty(with: 7), demand: .none)
            rig.at(6) { d.request(.max(1)) }
            rig.send(s, "---|")
            return rig.run()
        }
    }

    func testReplaceEmptyAsksUpstreamForEverything() {
        // It requests unlimited from its upstream, so every value reaches the sink whatever
        // its demand, as in Combine.
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.replaceEmpty(with: 7).sink(demand: 1)
            s.send("-1-2-3|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.replaceEmpty(with: 7), demand: .max(1))
            rig.send(s, "-1-2-3|")
            return rig.run()
        }
    }

    func testReplaceEmptyPassesAFailureOn() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.replaceEmpty(with: 7).sink()
            s.send("--#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.replaceEmpty(with: 7))
            rig.send(s, "--#", error: "boom")
            return rig.run()
        }
    }

    func testMapErrorRewritesTheFailure() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.mapError { "wrapped: \\($0)" }.sink()
            s.send("-1-#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.mapError { TestFailure("wrapped: \($0)") })
            rig.send(s, "-1-#", error: "boom")
            return rig.run()
        }
    }

    func testSetFailureTypeChangesNothing() {
        assertSameAsOpenCombine("""
            C = Just(1).setFailureType(to: Error.self).sink(demand: 0)
            C.request(1, at: 2)
            """) { rig in
            let c = rig.sink("C", Just(1).setFailureType(to: TestFailure.self), demand: .none)
            rig.at(2) { c.request(.max(1)) }
            return rig.run()
        }
    }

    func testIgnoreOutputKeepsOnlyTheCompletion() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.ignoreOutput().sink(demand: 0)
            D = s.ignoreOutput().sink()
            s.send("-1-2-|")
            t = PassthroughSubject<Int>()
            E = t.ignoreOutput().sink()
            t.send("-1-#", error: "boom")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.ignoreOutput(), demand: .none)
            rig.sink("D", s.ignoreOutput())
            rig.send(s, "-1-2-|")
            let t = PassthroughSubject<Int, TestFailure>()
            rig.sink("E", t.ignoreOutput())
            rig.send(t, "-1-#", error: "boom")
            return rig.run()
        }
    }

    func testHandleEventsPassesEverythingThrough() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.handleEvents(receiveOutput: { $0 }, receiveCancel: { 0 }).sink(demand: 1)
            C.request(1, at: 4)
            C.cancel(at: 6)
            s.send("-1-2-3-4|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let c = rig.sink("C", s.handleEvents(receiveOutput: { _ in }, receiveCancel: {}), demand: .max(1))
            rig.at(4) { c.request(.max(1)) }
            rig.at(6) { c.cancel() }
            rig.send(s, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testTryScanFailsOnAClosureError() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.tryScan(120) { $0 / $1 }.sink()
            s.send("-2-3-0-1|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.tryScan(120) { accumulated, value in
                guard value != 0 else { throw TestFailure("division by zero") }
                return accumulated / value
            })
            rig.send(s, "-2-3-0-1|")
            return rig.run()
        }
    }

    func testTryMapFailureThenReplaceError() {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.tryMap { 10 / $0 }.replaceError(with: -1).sink()
            s.send("-1-2-0-5|")
            """) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.tryMap { value -> Int in
                guard value != 0 else { throw TestFailure("division by zero") }
                return 10 / value
            }.replaceError(with: -1))
            rig.send(s, "-1-2-0-5|")
            return rig.run()
        }
    }
}
