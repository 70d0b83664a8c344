import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    static let combiningOperators: [String] = []

    /// The merge, combineLatest, zip, flatMap, switchToLatest and the other operators that subscribe to more than one publisher.
    func combiningOperator(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject? {
        switch call.name.name {
        default:
            return nil
        }
    }
}
