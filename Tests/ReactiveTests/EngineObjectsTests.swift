import Reactive
import XCTest

/// The count of engine objects alive, which `RunTeardownTests` reads to tell a run left
/// nothing behind: it must see what a live subscription holds, and a cycle that outlives it.
final class EngineObjectsTests: XCTestCase {
    func testALiveSubscriptionIsCountedUntilCancelled() {
        let before = EngineObjects.aliveOnThisThread
        var subject: PassthroughSubject<Int, Never>? = PassthroughSubject()
        var sink = subject?.map { $0 + 1 }.sink()
        // The subject, its conduit, map's inner and the sink.
        XCTAssertEqual(EngineObjects.aliveOnThisThread - before, 4)
        sink?.cancel()
        sink = nil
        subject = nil
        XCTAssertEqual(EngineObjects.aliveOnThisThread - before, 0)
    }

    func testASubscriptionNobodyCancelsOutlivesItsReferencesAsACycle() {
        let before = EngineObjects.aliveOnThisThread
        var subject: PassthroughSubject<Int, Never>? = PassthroughSubject()
        weak let weakSubject = subject
        weak let weakSink = subject?.map { $0 + 1 }.sink()
        subject = nil
        // As in Combine: the subject holds its conduit, which holds the subject and the chain.
        XCTAssertEqual(EngineObjects.aliveOnThisThread - before, 4)
        // Letting go of its subscribers frees the subject; the sink and map's inner still
        // hold each other (and the ended conduit) until the sink is cancelled.
        weakSubject?.tearDown()
        XCTAssertEqual(EngineObjects.aliveOnThisThread - before, 3)
        weakSink?.cancel()
        XCTAssertEqual(EngineObjects.aliveOnThisThread - before, 0)
    }

    func testAZipReleasesItsChildrenWhenCancelled() {
        let before = EngineObjects.aliveOnThisThread
        var a: PassthroughSubject<Int, Never>? = PassthroughSubject()
        var b: PassthroughSubject<Int, Never>? = PassthroughSubject()
        var sink = a?.zip(b!).sink()
        a?.send(1)
        // Two subjects, two conduits, the zip and its two children, the sink.
        XCTAssertEqual(EngineObjects.aliveOnThisThread - before, 8)
        sink?.cancel()
        (sink, a, b) = (nil, nil, nil)
        XCTAssertEqual(EngineObjects.aliveOnThisThread - before, 0)
    }

    func testARetryReleasesItsUpstreamWhenCancelledOrFinished() {
        let before = EngineObjects.aliveOnThisThread
        var subject: PassthroughSubject<Int, Never>? = PassthroughSubject()
        // `map` holds its downstream after the end, as every operator does: a retry holding
        // it in turn would make a cycle.
        var sink = subject?.map { $0 }.retry(2).sink()
        sink?.cancel()
        (sink, subject) = (nil, nil)
        XCTAssertEqual(EngineObjects.aliveOnThisThread - before, 0)

        var finishing: PassthroughSubject<Int, Never>? = PassthroughSubject()
        var finished = finishing?.map { $0 }.retry(2).sink()
        // The sink is held while its upstream finishes, then let go.
        withExtendedLifetime(finished) { finishing?.send(completion: .finished) }
        (finished, finishing) = (nil, nil)
        XCTAssertEqual(EngineObjects.aliveOnThisThread - before, 0)
    }
}
