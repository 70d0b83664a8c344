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
        return try render(consume layout, format: format, options: options, title: trace.title,
                          description: TraceDescription.describe(trace))
    }

    /// The layout of `trace` as this renderer would draw it, with text measured by Cairo.
    public static func layout(_ trace: Trace, theme: Theme = .light) throws -> DiagramLayout {
        DiagramLayouter.layout(trace, theme: theme, measurer: try CairoTextMeasurer())
    }

    /// Renders a layout that was already computed. `title` becomes the PDF's title; with a
    /// `description`, an SVG gets `<title>` and `<desc>` for screen readers.
    ///
    /// The layout is consumed: once Cairo has taken its elements, and before Cairo writes
    /// the document (when it holds the most memory), they are let go, unless the caller
    /// still holds the layout.
    public static func render(_ layout: consuming DiagramLayout, format: ImageFormat, options: RenderOptions = .init(),
                              title: String? = nil, description: String? = nil) throws -> [UInt8] {
        switch format {
        case .png:
            return try ImageWriter.png(layout, pixelsPerPoint: RenderOptions.pixelsPerPoint * options.scale, maximumPixels: options.maximumPixels)
        case .svg:
            let marks = layout.marks
            let label = description.map { SVGAccessibility.Label(title: title ?? "Marble diagram", description: $0) }
            // One buffer from the normaliser on, with room for what goes in after: a 58 MB
            // SVG is held twice at most, never once per step.
            var svg = SVGNormalizer.normalize(try ImageWriter.svg(consume layout),
                                              reserving: SVGTooltips.estimatedSize(marks) + (label?.size ?? 0))
            SVGTooltips.insert(marks, into: &svg)
            if let label { SVGAccessibility.insert(label, into: &svg) }
            return svg
        case .pdf:
            return try ImageWriter.pdf(consume layout, title: title)
        }
    }
}
