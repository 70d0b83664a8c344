import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    static let timingOperators: [String] = []

    /// The operators that work on the clock or hop schedulers: delay, debounce, receive(on:) and the like.
    func timingOperator(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject? {
        switch call.name.name {
        default:
            return nil
        }
    }
}
