import MarbleTrace
import MarblesCompiled
import XCTest

/// Several test schedulers in one diagram share one axis: the furthest any of them has been
/// advanced (each counted from when it was made), so a scheduler made late never sends time back.
final class SchedulerClockTests: XCTestCase {
    func testASecondSchedulerMadeLaterDoesNotSendTimeBack() throws {
        let run = try CompiledFixture.run("""
            import Combine
            import CombineSchedulers

            let ui = DispatchQueue.test
            let s = PassthroughSubject<Int, Never>()
            let c = s.sink { _ in }
            ui.advance(by: .seconds(2))
            s.send(1)
            let background = DispatchQueue.test
            s.send(2)
            background.advance(by: .seconds(1))
            s.send(3)
            background.advance(by: .seconds(2))
            s.send(4)
            ui.advance(by: .seconds(2))
            s.send(5)
            """)
        XCTAssertEqual(run.diagrams.count, 1)
        // 1 at 2 s (ui); 2 as background is made, at 0 of its own: still 2 s; 3 with
        // background at 1 s, behind ui: 2 s; 4 with background at 3 s; 5 with ui at 4 s.
        XCTAssertEqual(CompiledFixture.summary(try XCTUnwrap(run.diagrams.first).trace), """
            ticks 5
            s: value(1) @ 2, value(2) @ 2, value(3) @ 2, value(4) @ 3, value(5) @ 4
            c <- s: subscribe @ 0, request(unlimited) @ 0, value(1) @ 2, value(2) @ 2, value(3) @ 2, value(4) @ 3, value(5) @ 4
            """)
    }
}
