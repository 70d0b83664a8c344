import CCairo
import MarbleLayout

/// Which face draws each character of a text. Cairo's toy font API draws a string in one
/// face, with no fallback per glyph, and the theme's DejaVu faces lack two kinds of
/// characters users paste: CJK text (a demo's `print("订阅到了:", $0)`) and symbols such as
/// `❌` or `✅` (the seed's AsyncSubject demo fails with `"❌ 发生错误"`). Each is drawn in a
/// face that has it instead of as an empty box: CJK characters in Droid Sans Fallback, which
/// lacks Latin letters, and a character the theme's face has no glyph for in Symbola.
final class FaceFallback {
    /// The fontconfig family drawn for CJK text.
    static let cjkFamily = "Droid Sans Fallback"
    /// The fontconfig family drawn for a symbol the theme's face lacks.
    static let symbolFamily = "Symbola"

    /// A stretch of text drawn in one family.
    struct Run: Equatable {
        var text: String
        var family: String
    }

    private var covered: [Coverage: Bool] = [:]

    private struct Coverage: Hashable {
        var family: String
        var bold: Bool
        var italic: Bool
        var character: Character
    }

    /// `text` cut where the face that draws it changes. Glyphs are looked up by selecting
    /// faces on `cr`, whose font it leaves changed.
    func runs(_ text: String, in font: FontSpec, checkingOn cr: OpaquePointer) -> [Run] {
        // Labels are nearly always ASCII, which every theme face has.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return [Run(text: text, family: font.family)] }
        var runs: [Run] = []
        for character in text {
            let family = self.family(for: character, in: font, cr)
            if let last = runs.indices.last, runs[last].family == family {
                runs[last].text.append(character)
            } else {
                runs.append(Run(text: String(character), family: family))
            }
        }
        return runs
    }

    private func family(for character: Character, in font: FontSpec, _ cr: OpaquePointer) -> String {
        if character.isASCII { return font.family }
        if Self.isCJK(character) { return Self.cjkFamily }
        if has(character, family: font.family, font, cr) { return font.family }
        if has(character, family: Self.symbolFamily, font, cr) { return Self.symbolFamily }
        // No face has it: the theme's draws its box, as a reader of a font-less machine expects.
        return font.family
    }

    /// Whether `family` has a glyph for every scalar of `character` but the joiners and
    /// variation selectors that only choose among glyphs (`✔️` is `✔` and U+FE0F).
    private func has(_ character: Character, family: String, _ font: FontSpec, _ cr: OpaquePointer) -> Bool {
        let key = Coverage(family: family, bold: font.bold, italic: font.italic, character: character)
        if let known = covered[key] { return known }
        font.selectFace(family, on: cr)
        let scalars = character.unicodeScalars.filter { !Self.choosesAmongGlyphs($0) }
        let result = !scalars.isEmpty && scalars.allSatisfy { Self.hasGlyph($0, cr) }
        covered[key] = result
        return result
    }

    /// Whether the face selected on `cr` maps `scalar` to a glyph other than `.notdef`.
    private static func hasGlyph(_ scalar: Unicode.Scalar, _ cr: OpaquePointer) -> Bool {
        guard let scaled = cairo_get_scaled_font(cr) else { return false }
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let status = String(scalar).withCString { text in
            cairo_scaled_font_text_to_glyphs(scaled, 0, 0, text, -1, &glyphs, &count, nil, nil, nil)
        }
        defer { cairo_glyph_free(glyphs) }
        guard status == CAIRO_STATUS_SUCCESS, count == 1, let glyphs else { return false }
        return glyphs[0].index != 0
    }

    /// Zero-width joiners and variation selectors.
    private static func choosesAmongGlyphs(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value)
    }

    /// Whether `character` is of the CJK blocks, drawn in the CJK face whatever the theme's
    /// face has, so that a CJK line is set in one face.
    static func isCJK(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x2E80...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
                 0xFF00...0xFFEF, 0x20000...0x2FA1F:
                return true
            default:
                return false
            }
        }
    }
}
