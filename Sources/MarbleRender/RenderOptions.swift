import MarbleLayout

/// How a diagram is rendered.
public struct RenderOptions: Sendable {
    /// Colours, fonts and spacings.
    public var theme: Theme
    /// Multiplies the PNG pixel size. PNGs are rendered at `pixelsPerPoint × scale` pixels
    /// per layout point, so the default of 1 already gives a crisp 2× image. SVG and PDF
    /// are vector formats and ignore it.
    public var scale: Double
    /// The most pixels a PNG may have (width × height). A bigger one is refused with
    /// `RenderError.imageTooLarge` before anything is allocated, so that no diagram can make
    /// the renderer take more memory than this budget allows (4 bytes a pixel, plus the
    /// encoder's buffers). SVG and PDF are vector formats and have no pixel budget.
    public var maximumPixels: Int

    /// PNG pixels per layout point at `scale` 1.
    public static let pixelsPerPoint = 2.0
    /// The default pixel budget: 64 million pixels, a 256 MB surface.
    public static let defaultMaximumPixels = 64_000_000
    /// Cairo's limit on either side of an image surface, whatever the budget.
    public static let maximumSide = 32_767

    /// The light theme at the default density and pixel budget unless told otherwise.
    public init(theme: Theme = .light, scale: Double = 1, maximumPixels: Int = RenderOptions.defaultMaximumPixels) {
        self.theme = theme
        self.scale = scale
        self.maximumPixels = maximumPixels
    }
}
