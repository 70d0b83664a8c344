import MarbleLayout

/// How a diagram is rendered.
public struct RenderOptions: Sendable {
    /// Colours, fonts and spacings.
    public var theme: Theme
    /// Multiplies the PNG pixel size. PNGs are rendered at `pixelsPerPoint × scale` pixels
    /// per layout point, so the default of 1 already gives a crisp 2× image. SVG and PDF
    /// are vector formats and ignore it.
    public var scale: Double

    /// PNG pixels per layout point at `scale` 1.
    public static let pixelsPerPoint = 2.0

    /// The light theme at the default density unless told otherwise.
    public init(theme: Theme = .light, scale: Double = 1) {
        self.theme = theme
        self.scale = scale
    }
}
