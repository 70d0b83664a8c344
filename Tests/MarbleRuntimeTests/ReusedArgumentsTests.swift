@testable import MarbleRuntime
import MarbleTrace
import XCTest

final class ReusedArgumentsTests: XCTestCase {
    /// A call made from inside another (a closure whose result feeds its own pipeline) gets
    /// its own arguments, and the outer call still reads its own afterwards.
    func testACallInsideACallKeepsEachCallsArguments() {
        var seen: [[MarbleValue]] = []
        var call: ReusedArguments<MarbleValue>?
        call = ReusedArguments { arguments in
            if arguments == [.int(1), .int(2)] { _ = call?(.int(3), .int(4)) }
            seen.append(arguments)
            return arguments[0]
        }
        XCTAssertEqual(call?(.int(1), .int(2)), .int(1))
        XCTAssertEqual(seen, [[.int(3), .int(4)], [.int(1), .int(2)]])
        XCTAssertEqual(call?(.int(5)), .int(5))
        XCTAssertEqual(seen.last, [.int(5)])
        call = nil
    }

    /// The arguments are let go when the call returns: nothing the closure was given is kept
    /// alive by the closure until its next call.
    func testArgumentsAreLetGoAfterTheCall() {
        let call = ReusedArguments<Int> { $0.count }
        let text = MarbleValue.string(String(repeating: "x", count: 64))
        XCTAssertEqual(call(text), 1)
        XCTAssertEqual(call(text, text), 2)
        XCTAssertEqual(Mirror(reflecting: call).children.compactMap { $0.value as? [MarbleValue] },
                       [[.nilValue], [.nilValue, .nilValue]])
    }
}
