/// Why a diagram could not be rendered or an image could not be read.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in general.
    public enum Kind: String, Hashable, Sendable {
        /// The requested scale is not a positive finite number.
        case invalidScale
        /// The image would be larger than Cairo can allocate.
        case imageTooLarge
        /// Cairo reported an error while drawing or writing.
        case cairo
        /// PNG bytes could not be decoded.
        case unreadableImage
    }

    /// The category, for programs.
    public var kind: Kind
    /// A sentence for the user, e.g. Cairo's own status string.
    public var message: String

    /// An error of `kind` explained by `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
