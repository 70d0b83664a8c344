extension LaneID {
    /// Why a text is not a row's name.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// `'b[x]' has no subscription number in its brackets`.
        public var message: String

        public var description: String { message }
    }

    /// The row named as `description` writes it: `b`, `b[2]`, `f.1`, `f.1[2]`. The one reader
    /// of that text form (version 1 and 2 traces name rows by it; version 3 writes ids as
    /// objects). A binding that itself ends in `.N` or `[N]` (a recorder's name may) cannot
    /// be told apart in this form; that is why version 3 does not use it.
    public init(parsing name: String) throws(ParseError) {
        var rest = Substring(name)
        var subscription: Int?
        if rest.hasSuffix("]"), let open = rest.lastIndex(of: "[") {
            guard let index = Int(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]), index >= 1 else {
                throw ParseError(message: "'\(name)' has no subscription number in its brackets")
            }
            subscription = index
            rest = rest[..<open]
        }
        var inner: Int?
        if let dot = rest.lastIndex(of: "."), let index = Int(rest[rest.index(after: dot)...]), index >= 1 {
            inner = index
            rest = rest[..<dot]
        }
        guard !rest.isEmpty else { throw ParseError(message: "'\(name)' names no binding") }
        self.init(binding: String(rest), inner: inner, subscription: subscription)
    }
}
