// The seed book's `debug` operator: prints every subscription, value, completion, cancel and
// request that passes through, prefixed with the calling function and line, so that a test
// can watch where `receive(on:)` loses a value (testReceiveWithDebug).
// From the seed material, "Understand how Combine work by test cases" (Mars, 2019), chapter
// "Combine 中的异步事件调度" (asynchronous scheduling in Combine); the code as the book prints
// it, without the PDF's line numbers. The PDF's text lost the backslashes of the pattern's
// interpolations, restored here; the book's console output ("line 502: request unlimited")
// shows a ": " that its code does not print, and the code is kept as printed.

import Combine

public extension Publisher {
    func debug(
        prefix: String = "",
        function: String = #function,
        line: Int = #line) -> Publishers.HandleEvents<Self> {
        let pattern =
            "\(prefix + (prefix.isEmpty ? "" : " "))\(function), line \(line)"

        return handleEvents(receiveSubscription: {
            Swift.print("\(pattern)subscription \($0)")
        }, receiveOutput: {
            Swift.print("\(pattern)output \($0)")
        }, receiveCompletion: {
            Swift.print("\(pattern)completion \($0)")
        }, receiveCancel: {
            Swift.print("\(pattern)canceled")
        }, receiveRequest: {
            Swift.print("\(pattern)request \($0)")
        })
    }
}
