// The C library's pow and cbrt; Foundation is not linked into marbles (README, Performance).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How far apart two fills look, to normal vision and to the two common kinds of red-green
/// colour blindness: the smallest CIE76 ΔE (in CIELAB) of the three. Value colours are chosen
/// so that values of one diagram stay apart by this measure.
public enum ColorDistance {
    /// The smallest ΔE between `a` and `b` as seen with normal vision, protanopia and
    /// deuteranopia (Viénot, Brettel and Mollon's 1999 simulation).
    public static func perceived(_ a: RGBA, _ b: RGBA) -> Double {
        let la = linear(a), lb = linear(b)
        return [identity, protanopia, deuteranopia].map { vision in
            deltaE(lab(apply(vision, la)), lab(apply(vision, lb)))
        }.min() ?? 0
    }

    private typealias Matrix = [[Double]]
    private static let identity: Matrix = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
    private static let protanopia: Matrix = [[0.11238, 0.88762, 0], [0.11238, 0.88762, 0], [0.00401, -0.00401, 1]]
    private static let deuteranopia: Matrix = [[0.29275, 0.70725, 0], [0.29275, 0.70725, 0], [-0.02234, 0.02234, 1]]

    private static func linear(_ color: RGBA) -> [Double] {
        [color.red, color.green, color.blue].map { c in c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    }

    private static func apply(_ matrix: Matrix, _ rgb: [Double]) -> [Double] {
        matrix.map { row in min(max(row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2], 0), 1) }
    }

    /// CIELAB of linear sRGB, D65 white.
    private static func lab(_ rgb: [Double]) -> [Double] {
        let x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047
        let y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
        let z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883
        let f = { (t: Double) in t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116.0 }
        return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
    }

    private static func deltaE(_ a: [Double], _ b: [Double]) -> Double {
        sqrt(zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +))
    }
}
