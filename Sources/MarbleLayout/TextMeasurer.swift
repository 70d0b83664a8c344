/// A font request: family, size in points, weight and slant.
public struct FontSpec: Hashable, Sendable {
    /// A fontconfig family name, e.g. "DejaVu Sans".
    public var family: String
    /// The em size in points.
    public var size: Double
    /// Bold weight rather than regular.
    public var bold: Bool
    /// Italic slant rather than upright.
    public var italic: Bool

    /// A regular upright face unless told otherwise.
    public init(family: String, size: Double, bold: Bool = false, italic: Bool = false) {
        self.family = family
        self.size = size
        self.bold = bold
        self.italic = italic
    }

    /// The same face at another size.
    public func withSize(_ size: Double) -> FontSpec {
        FontSpec(family: family, size: size, bold: bold, italic: italic)
    }
}

/// The measured extent of a string: its advance width, and how far its ink reaches above
/// and below the baseline (both positive).
public struct TextExtent: Hashable, Sendable {
    /// The advance: how far the next text would start.
    public var width: Double
    /// How far ink reaches above the baseline.
    public var ascent: Double
    /// How far ink reaches below the baseline.
    public var descent: Double

    /// An extent from its parts.
    public init(width: Double, ascent: Double, descent: Double) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }
}

/// Measures text for the layout. The renderer passes a Cairo-backed measurer; tests pass
/// a fixed-width fake, so geometry is checkable without Cairo.
public protocol TextMeasurer {
    /// The extent of `text` set in `font`.
    func measure(_ text: String, font: FontSpec) -> TextExtent
}
