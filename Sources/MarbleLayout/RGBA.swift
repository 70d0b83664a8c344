/// A colour with straight (not premultiplied) alpha, each channel in 0...1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// A colour from its channels, opaque unless told otherwise.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a `0xRRGGBB` literal, as design tools print it.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Straight interpolation towards `other` by `amount` (0 = self, 1 = other).
    public func mixed(with other: RGBA, amount: Double) -> RGBA {
        let t = min(max(amount, 0), 1)
        return RGBA(
            red: red + (other.red - red) * t,
            green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t,
            alpha: alpha + (other.alpha - alpha) * t)
    }

    /// `#rrggbb`, for SVG attributes and readable test failures.
    public var description: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            let s = String(b, radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
}
