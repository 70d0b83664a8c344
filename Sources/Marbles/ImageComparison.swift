/// Compares a freshly rendered image with a reference, as `marbles check` and
/// `marbles diff` do: SVG byte for byte, PNG pixel for pixel within a per-channel tolerance.
public enum ImageComparison {
    /// The outcome of one comparison.
    public enum Outcome: Equatable, Sendable {
        /// Byte-identical.
        case identical
        /// PNG pixels within the tolerance, though the bytes differ.
        case withinTolerance(maxChannelDelta: UInt8)
        /// PNG pixels beyond the tolerance.
        case pixelsDiffer(PixelDifference, totalPixels: Int)
        /// SVG text differs, first at this 1-based line.
        case textDiffers(firstLine: Int)

        /// Whether the images count as the same.
        public var isMatch: Bool {
            switch self {
            case .identical, .withinTolerance: return true
            case .pixelsDiffer, .textDiffers: return false
            }
        }
    }

    /// Compares two images of `format`. PDF compares as bytes, like SVG.
    public static func compare(_ actual: [UInt8], _ reference: [UInt8], format: ImageFormat, tolerance: UInt8) throws -> Outcome {
        if actual == reference { return .identical }
        switch format {
        case .png:
            let a = try RasterImage(pngBytes: actual)
            let b = try RasterImage(pngBytes: reference)
            let difference = RasterImage.compare(a, b, tolerance: tolerance)
            if difference.isMatch { return .withinTolerance(maxChannelDelta: difference.maxChannelDelta) }
            return .pixelsDiffer(difference, totalPixels: max(a.width, b.width) * max(a.height, b.height))
        case .svg, .pdf:
            return .textDiffers(firstLine: firstDifferingLine(actual, reference))
        }
    }

    /// The difference image of two PNGs: the reference faded to grey, changed pixels red.
    public static func differencePNG(_ actual: [UInt8], _ reference: [UInt8], tolerance: UInt8) throws -> [UInt8] {
        try RasterImage.differencePNG(try RasterImage(pngBytes: reference), try RasterImage(pngBytes: actual), tolerance: tolerance)
    }

    /// The first 1-based line at which two texts differ (one past the shorter if one is a
    /// prefix of the other).
    static func firstDifferingLine(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var line = 1
        for (x, y) in zip(a, b) {
            if x != y { return line }
            if x == UInt8(ascii: "\n") { line += 1 }
        }
        return line
    }

    /// `412 of 98,304 pixels (0.42%) differ, by up to 255` or `line 14 differs`.
    public static func summary(_ outcome: Outcome) -> String {
        switch outcome {
        case .identical: return "identical"
        case .withinTolerance(let delta): return "same within tolerance (channels differ by up to \(delta))"
        case .pixelsDiffer(let difference, let total):
            let percent = total > 0 ? Double(difference.differingPixels) * 100 / Double(total) : 100
            let size = difference.sameSize ? "" : ", and the sizes differ"
            return "\(difference.differingPixels) of \(total) pixels (\(formatPercent(percent))) differ, by up to \(difference.maxChannelDelta)\(size)"
        case .textDiffers(let line): return "differs from line \(line)"
        }
    }

    private static func formatPercent(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)%"
    }
}
