import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    static let sharingOperators: [String] = []

    /// The operators that share one subscription among many: share, multicast, autoconnect.
    func sharingOperator(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject? {
        switch call.name.name {
        default:
            return nil
        }
    }
}
