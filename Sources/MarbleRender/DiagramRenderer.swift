import MarbleLayout
import MarbleTrace

/// Draws traces and layouts into PNG, SVG or PDF bytes with Cairo.
///
/// Output is reproducible: the same trace and options give the same bytes, in one process
/// or across processes (fixed font options, normalised SVG ids, fixed PDF dates).
public enum DiagramRenderer {
    /// Lays `trace` out with a Cairo-backed text measurer and renders it as `format`.
    public static func render(_ trace: Trace, format: ImageFormat, options: RenderOptions = .init()) throws -> [UInt8] {
        let layout = try self.layout(trace, theme: options.theme)
        return try render(layout, format: format, options: options, title: trace.title,
                          description: TraceDescription.describe(trace))
    }

    /// The layout of `trace` as this renderer would draw it, with text measured by Cairo.
    public static func layout(_ trace: Trace, theme: Theme = .light) throws -> DiagramLayout {
        DiagramLayouter.layout(trace, theme: theme, measurer: try CairoTextMeasurer())
    }

    /// Renders a layout that was already computed. `title` becomes the PDF's title; with a
    /// `description`, an SVG gets `<title>` and `<desc>` for screen readers.
    public static func render(_ layout: DiagramLayout, format: ImageFormat, options: RenderOptions = .init(),
                              title: String? = nil, description: String? = nil) throws -> [UInt8] {
        switch format {
        case .png:
            return try ImageWriter.png(layout, pixelsPerPoint: RenderOptions.pixelsPerPoint * options.scale, maximumPixels: options.maximumPixels)
        case .svg:
            let svg = SVGNormalizer.normalize(try ImageWriter.svg(layout))
            let tipped = SVGTooltips.insert(layout.marks, into: svg)
            guard let description else { return tipped }
            return SVGAccessibility.label(tipped, title: title ?? "Marble diagram", description: description)
        case .pdf:
            return try ImageWriter.pdf(layout, title: title)
        }
    }
}
