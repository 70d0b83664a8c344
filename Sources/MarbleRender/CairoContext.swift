import CCairo
import MarbleLayout

/// A Cairo surface and its drawing context, owned together and destroyed together.
///
/// Every context gets the same font options (no hinting of metrics or outlines), so text
/// measures the same on the measuring surface and on PNG, SVG and PDF surfaces.
final class CairoContext {
    let surface: OpaquePointer
    let cr: OpaquePointer

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

    /// Selects the toy font face and size for `font`.
    func select(_ font: FontSpec) {
        cairo_select_font_face(
            cr, font.family,
            font.italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
            font.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, font.size)
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
