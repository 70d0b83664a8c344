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

    /// Selects the toy font face and size for `font`, to draw `text`, one of `faceRuns`.
    func select(_ font: FontSpec, for text: String) {
        cairo_select_font_face(
            cr, Self.needsCJKFace(text) ? Self.cjkFamily : font.family,
            font.italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
            font.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, font.size)
    }

    /// `text` cut where it changes between CJK characters and others. Cairo's toy font API
    /// draws a string in one face, with no fallback per glyph: the CJK characters of a pasted
    /// demo's `print("订阅到了:", $0)`, which the theme's DejaVu faces lack, are drawn in a
    /// face that has them (which lacks Latin letters), not as empty boxes.
    static func faceRuns(_ text: String) -> [String] {
        var runs: [String] = []
        var current = "", currentIsCJK = false
        for character in text {
            let isCJK = needsCJKFace(String(character))
            if !current.isEmpty, isCJK != currentIsCJK {
                runs.append(current)
                current = ""
            }
            current.append(character)
            currentIsCJK = isCJK
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// The extents of `text` in `font`, its face runs one after another: the advance is their
    /// sum, the bearing and height the largest.
    func extents(of text: String, font: FontSpec) -> (advance: Double, ascent: Double, descent: Double) {
        var advance = 0.0, ascent = 0.0, descent = 0.0
        for run in Self.faceRuns(text) {
            select(font, for: run)
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, run, &extents)
            advance += extents.x_advance
            ascent = max(ascent, -extents.y_bearing)
            descent = max(descent, extents.height + extents.y_bearing)
        }
        return (advance, ascent, descent)
    }

    /// Draws `text` in `font` from the current point, face run after face run.
    func show(_ text: String, font: FontSpec) {
        for run in Self.faceRuns(text) {
            select(font, for: run)
            cairo_show_text(cr, run)
        }
    }

    /// The fontconfig family drawn for CJK text.
    static let cjkFamily = "Droid Sans Fallback"

    /// Whether `text` holds a character of the CJK blocks.
    static func needsCJKFace(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x2E80...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
                 0xFF00...0xFFEF, 0x20000...0x2FA1F:
                return true
            default:
                return false
            }
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
