@testable import Reactive
import XCTest

/// A probe tells its recorder which subscription it is making, so the recorder can say
/// which row feeds which: links opened while a probe subscribes its upstream feed that
/// probe's link; those opened once the subscription is handed down (a value that makes
/// `flatMap` subscribe) do not.
final class ProbeNestingTests: XCTestCase {
    private final class NestingRecorder: Recorder {
        var now = 0
        var replayOrigin: Int?
        private var lanes: [String] = []
        /// What is going on: the lane whose upstream is being subscribed, or nil while a
        /// made subscription is handed down.
        private var frames: [String?] = []
        private(set) var opened: [String] = []

        func openLink(lane: String) -> LinkID {
            let context = frames.last.map { $0 ?? "handing over" } ?? "nothing"
            opened.append("\(lane) during \(context)")
            lanes.append(lane)
            return LinkID(lanes.count - 1)
        }

        func subscribing(through link: LinkID, _ body: () -> Void) {
            frames.append(lanes[link.rawValue])
            defer { frames.removeLast() }
            body()
        }

        func subscribed(_ body: () -> Void) {
            frames.append(nil)
            defer { frames.removeLast() }
            body()
        }

        func record<Value>(_ signal: Signal<Value>, on link: LinkID) {}
    }

    func testUpstreamLinksOpenWhileTheirConsumerSubscribesAndValueDrivenOnesAfter() {
        let recorder = NestingRecorder()
        var received: [Int] = []
        let sink = Subscribers.Sink<Int, Never>(receiveValue: { received.append($0) })
        Just(1).probe(lane: "A", recorder: recorder)
            .flatMap { value in Just(value * 10).probe(lane: "inner", recorder: recorder) }
            .probe(lane: "B", recorder: recorder)
            .subscribe(sink)
        XCTAssertEqual(recorder.opened, ["B during nothing", "A during B", "inner during handing over"])
        XCTAssertEqual(received, [10])
    }
}
