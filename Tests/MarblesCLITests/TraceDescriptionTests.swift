import Marbles
import XCTest

/// The words a diagram is described with (alt text, SVG `<desc>`, `marbles describe`),
/// exact, from real runs.
final class TraceDescriptionTests: XCTestCase {
    private func describe(_ source: String) throws -> String {
        TraceDescription.describe(try MarbleDocument(source: source).trace())
    }

    func testValuesDropsAndFinish() throws {
        XCTAssertEqual(try describe("""
            s = PassthroughSubject<Int>()
            C = s.sink(demand: 2)
            s.send("-1-2-3|")
            """), "C receives 1 at tick 1 and 2 at tick 3; 3 at tick 5 is dropped (no demand); finishes at tick 6.")
    }

    func testReplaysFailureAndCancelPerSubscriber() throws {
        XCTAssertEqual(try describe("""
            s = CurrentValueSubject(0)
            C = s.sink(until: 4)
            D = s.sink(at: 2)
            s.send("-1---#", error: "boom")
            """), "C receives 0 at tick 0 (replayed from tick 0) and 1 at tick 1; is cancelled at tick 4. "
                + "D receives 1 at tick 2 (replayed from tick 1); fails with \"boom\" at tick 5.")
    }

    func testDropsOnAnotherLaneGetASentenceOfTheirOwn() throws {
        XCTAssertEqual(try describe("""
            s = BufferSubject(limit: 1, whenFull: .dropOldest)
            s.send("12|")
            D = s.sink(at: 3)
            """), "D receives 2 at tick 3 (replayed from tick 1); finishes at tick 3. On s, 1 at tick 1 is dropped (buffer full).")
    }

    func testLongRunsAreCounted() throws {
        XCTAssertEqual(try describe("""
            C = hot("-123456789|").sink()
            """), "C receives 1 at tick 1, 2 at tick 2, 3 at tick 3, 4 at tick 4, 5 at tick 5 and 4 more until tick 9; finishes at tick 10.")
    }

    func testASubscriberThatGetsNothing() throws {
        XCTAssertEqual(try describe("""
            s = PassthroughSubject<Int>()
            C = s.sink()
            """), "C receives nothing.")
    }

    func testWithoutSubscribersTheStreamsAreDescribed() throws {
        XCTAssertEqual(try describe("""
            s = hot("-a-b|")
            """), "s emits a at tick 1 and b at tick 3; finishes at tick 4.")
    }
}
