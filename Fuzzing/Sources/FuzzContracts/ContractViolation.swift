/// A stage broke its promise on some input: what the fuzzer reports as a crash.
public struct ContractViolation: Error, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Throws `message` unless `condition` holds.
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(ContractViolation) {
    guard condition else { throw ContractViolation(message()) }
}
