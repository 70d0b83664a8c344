/// The file formats a diagram can be rendered to.
public enum ImageFormat: String, CaseIterable, Sendable {
    case png
    case svg
    case pdf

    /// The format for a file extension such as `"png"` or `".SVG"`; nil for anything else.
    public init?(fileExtension: String) {
        var text = fileExtension.lowercased()
        if text.hasPrefix(".") { text.removeFirst() }
        self.init(rawValue: text)
    }

    /// The usual file extension, without a dot.
    public var fileExtension: String { rawValue }
}
