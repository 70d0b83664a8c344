
/// The failure type of every stream in a diagram: an error with a message (`#` in a marble
/// string, `Fail(error: "boom")`).
public struct MarbleError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
