import CCairo
import MarbleLayout

/// A Cairo surface and its drawing context, owned together and destroyed together.
///
/// Every context gets the same font options (no hinting of metrics or outlines), so text
/// measures the same on the measuring surface and on PNG, SVG and PDF surfaces.
final class CairoContext {
    let surface: OpaquePointer
    let cr: OpaquePointer
    /// Which face draws each character: the theme's, or one that has the glyph it lacks.
    private let faces = FaceFallback()

    /// Takes ownership of `surface`.
    init(surface: OpaquePointer) throws {
        try CairoContext.check(cairo_surface_status(surface), destroying: surface)
        guard let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError(.cairo, "cairo could not create a drawing context")
        }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            throw RenderError(.cairo, CairoContext.message(status))
        }
        self.surface = surface
        self.cr = cr
        CairoContext.applyFontOptions(cr)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Hint metrics off, hint style none, default antialiasing.
    static func applyFontOptions(_ cr: OpaquePointer) {
        guard let options = cairo_font_options_create() else { return }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_DEFAULT)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    /// Selects the toy font face `family` in `font`'s slant, weight and size.
    private func select(_ font: FontSpec, family: String) {
        font.selectFace(family, on: cr)
        cairo_set_font_size(cr, font.size)
    }

    /// `text` cut where the face that draws it changes.
    func faceRuns(_ text: String, in font: FontSpec) -> [FaceFallback.Run] {
        faces.runs(text, in: font, checkingOn: cr)
    }

    /// The extents of `text` in `font`, its face runs one after another: the advance is their
    /// sum, the bearing and height the largest.
    func extents(of text: String, font: FontSpec) -> (advance: Double, ascent: Double, descent: Double) {
        var advance = 0.0, ascent = 0.0, descent = 0.0
        for run in faceRuns(text, in: font) {
            select(font, family: run.family)
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, run.text, &extents)
            advance += extents.x_advance
            ascent = max(ascent, -extents.y_bearing)
            descent = max(descent, extents.height + extents.y_bearing)
        }
        return (advance, ascent, descent)
    }

    /// Draws `text` in `font` from the current point, face run after face run.
    func show(_ text: String, font: FontSpec) {
        for run in faceRuns(text, in: font) {
            select(font, family: run.family)
            cairo_show_text(cr, run.text)
        }
    }

    /// Flushes and finishes the surface, then reports any error either of them recorded.
    func finish() throws {
        try CairoContext.check(cairo_status(cr))
        cairo_surface_flush(surface)
        cairo_surface_finish(surface)
        try CairoContext.check(cairo_surface_status(surface))
    }

    static func check(_ status: cairo_status_t, destroying surface: OpaquePointer? = nil) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        if let surface { cairo_surface_destroy(surface) }
        throw RenderError(.cairo, message(status))
    }

    static func message(_ status: cairo_status_t) -> String {
        "cairo: " + String(cString: cairo_status_to_string(status))
    }
}

extension FontSpec {
    /// Selects Cairo's toy font face `family` on `cr` in this font's slant and weight.
    func selectFace(_ family: String, on cr: OpaquePointer) {
        cairo_select_font_face(cr, family, italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
    }
}
