import CCairo
import MarbleLayout

/// Measures text with Cairo's toy font API on a 1×1 image surface, with the same font
/// options as the painting contexts.
final class CairoTextMeasurer: TextMeasurer {
    private let context: CairoContext
    private var cache: [Key: TextExtent] = [:]

    private struct Key: Hashable {
        var text: String
        var font: FontSpec
    }

    init() throws {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else {
            throw RenderError(.cairo, "cairo could not create a measuring surface")
        }
        context = try CairoContext(surface: surface)
    }

    func measure(_ text: String, font: FontSpec) -> TextExtent {
        let key = Key(text: text, font: font)
        if let known = cache[key] { return known }
        // Text without CJK characters is one run, measured as it always was.
        let extents = context.extents(of: text, font: font)
        let result = TextExtent(width: extents.advance, ascent: max(0, extents.ascent), descent: max(0, extents.descent))
        cache[key] = result
        return result
    }
}
