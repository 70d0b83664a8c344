/// How a fuzz target hands its check to libFuzzer and turns a broken contract into a crash.
public enum FuzzInput {
    /// The bytes as text. Invalid UTF-8 becomes U+FFFD, as when the CLI reads a file.
    public static func text(_ data: UnsafePointer<UInt8>?, _ count: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: data, count: data == nil ? 0 : count), as: UTF8.self)
    }

    /// Runs `check` on the input; a violation stops the process with its message, which
    /// libFuzzer records as a crash together with the input.
    public static func run(_ data: UnsafePointer<UInt8>?, _ count: Int, _ check: (String) throws -> Void) {
        do {
            try check(text(data, count))
        } catch {
            fatalError("contract violated: \(error)")
        }
    }
}
