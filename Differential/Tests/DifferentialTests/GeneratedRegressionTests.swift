import OpenCombine
import XCTest

/// Mismatches the generated scenarios (`GeneratedDifferentialTests`) found, each cut down to
/// the smallest scenario that shows it: fixed in the engine (`assertSameAsOpenCombine`) or,
/// where we keep to Combine's subscriber rather than to an OpenCombine operator, pinned as
/// a known difference.
final class GeneratedRegressionTests: XCTestCase {
    // MARK: - A zip whose input ends before the others have subscribed

    /// `C = s.zip(cold(other)).map { $0 * 10 + $1 }.sink(at: 2)` with `s` sent `sends` from 0.
    private func assertLateZipOfASubject(sent sends: String, with other: String, file: StaticString = #filePath, line: UInt = #line) {
        assertSameAsOpenCombine("""
            s = PassthroughSubject<Int>()
            C = s.zip(cold("\(other)")).map { $0 * 10 + $1 }.sink(at: 2)
            s.send("\(sends)")
            """, file: file, line: line) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            rig.sink("C", s.zip(rig.cold(other, as: Int.self)).map { $0 * 10 + $1 }, at: 2)
            rig.send(s, sends)
            return rig.run()
        }
    }

    /// Found by the generated scenarios: the subject had failed, so the zip's first input fails while
    /// it subscribes, before the second has subscribed and so before the zip has handed its
    /// subscription down. Combine's zip sends the failure then, and Combine's sink takes it;
    /// ours dropped it and went on to finish with the second input.
    func testZipOfAFailedSubjectFailsALateSubscriber() {
        assertLateZipOfASubject(sent: "1#", with: "7-|")
    }

    /// The same with a finished subject: the zip is over at once, not when the other input
    /// first sends.
    func testZipOfAFinishedSubjectFinishesALateSubscriberAtOnce() {
        assertLateZipOfASubject(sent: "1|", with: "-7-|")
    }

    /// Found by the generated scenarios: the early completion of the zip above reaches OpenCombine's
    /// `Multicast` before its subscription, which drops it: its subscribers wait for ever.
    /// Ours hands the subscription down first and the completion right after it, so every
    /// operator below passes the completion on, as a sink right below the zip takes it.
    func testZipEndingBeforeItsSubscriptionBelowMulticast() {
        assertKnownDifference("""
            s = CurrentValueSubject(0)
            C = s.zip(cold("--")).map { $0 * 10 + $1 }.multicast { PassthroughSubject<Int>() }.autoconnect().sink(at: 4)
            s.send("-9-|")
            """,
            expected: ["C": [.finished(4)]],
            openCombine: ["C": []]) { rig in
            let s = CurrentValueSubject<Int, TestFailure>(0)
            let zipped = s.zip(rig.cold("--", as: Int.self)).map { $0 * 10 + $1 }
            rig.sink("C", zipped.multicast { PassthroughSubject<Int, TestFailure>() }.autoconnect(), at: 4)
            rig.send(s, "-9-|")
            return rig.run()
        }
    }

    /// Found by the generated scenarios: OpenCombine's `Throttle` takes the early completion but
    /// sends it only when its next window would close.
    func testZipEndingBeforeItsSubscriptionBelowThrottle() {
        assertKnownDifference("""
            s = PassthroughSubject<Int>()
            C = s.zip(cold("---8|")).map { $0 * 10 + $1 }.throttle(for: 2, scheduler: main, latest: true).sink(at: 5)
            s.send("8|")
            """,
            expected: ["C": [.finished(5)]],
            openCombine: ["C": [.finished(8)]]) { rig in
            let s = PassthroughSubject<Int, TestFailure>()
            let zipped = s.zip(rig.cold("---8|", as: Int.self)).map { $0 * 10 + $1 }
            rig.sink("C", zipped.throttle(for: .seconds(2), scheduler: rig.main, latest: true), at: 5)
            rig.send(s, "8|")
            return rig.run()
        }
    }
}
