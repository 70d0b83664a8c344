/// How two images differ.
public struct PixelDifference: Hashable, Sendable {
    /// Pixels whose channels differ by more than the tolerance, counting every pixel that
    /// only one of the images has.
    public var differingPixels: Int
    /// The largest difference of any channel of any pixel (255 where only one image has it).
    public var maxChannelDelta: UInt8
    /// Whether both images have the same width and height.
    public var sameSize: Bool

    /// A difference from its parts.
    public init(differingPixels: Int, maxChannelDelta: UInt8, sameSize: Bool) {
        self.differingPixels = differingPixels
        self.maxChannelDelta = maxChannelDelta
        self.sameSize = sameSize
    }

    /// No pixel differs beyond the tolerance and the sizes match.
    public var isMatch: Bool { sameSize && differingPixels == 0 }
}

extension RasterImage {
    /// Compares `a` and `b` pixel by pixel; a pixel differs when any channel differs by more
    /// than `tolerance`.
    public static func compare(_ a: RasterImage, _ b: RasterImage, tolerance: UInt8) -> PixelDifference {
        var differing = 0
        var maxDelta: UInt8 = 0
        forEachPixel(a, b) { _, _, pa, pb in
            guard let pa, let pb else {
                differing += 1
                maxDelta = 255
                return
            }
            let delta = channelDelta(pa, pb)
            maxDelta = max(maxDelta, delta)
            if delta > tolerance { differing += 1 }
        }
        return PixelDifference(differingPixels: differing, maxChannelDelta: maxDelta, sameSize: a.width == b.width && a.height == b.height)
    }

    /// An image the size of the larger of `a` and `b`: a faded grey copy of `a` with every
    /// differing pixel in red.
    public static func differenceImage(_ a: RasterImage, _ b: RasterImage, tolerance: UInt8) -> RasterImage {
        let width = max(a.width, b.width)
        let height = max(a.height, b.height)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        forEachPixel(a, b) { x, y, pa, pb in
            let offset = (y * width + x) * 4
            let changed: Bool
            if let pa, let pb { changed = channelDelta(pa, pb) > tolerance } else { changed = true }
            if changed {
                pixels[offset] = 230
                pixels[offset + 1] = 20
                pixels[offset + 2] = 40
            } else if let base = pa ?? pb {
                // Grey, composited on white, then faded three quarters of the way to white.
                let luma = (Int(base.red) * 54 + Int(base.green) * 183 + Int(base.blue) * 19) / 256
                let onWhite = (luma * Int(base.alpha) + 255 * (255 - Int(base.alpha))) / 255
                let faded = UInt8(255 - (255 - onWhite) / 4)
                pixels[offset] = faded
                pixels[offset + 1] = faded
                pixels[offset + 2] = faded
            }
        }
        return RasterImage(checkedWidth: width, height: height, pixels: pixels)
    }

    /// The difference image of `a` and `b`, as PNG bytes.
    public static func differencePNG(_ a: RasterImage, _ b: RasterImage, tolerance: UInt8) throws -> [UInt8] {
        try differenceImage(a, b, tolerance: tolerance).pngBytes()
    }

    private static func channelDelta(_ a: Pixel, _ b: Pixel) -> UInt8 {
        func d(_ x: UInt8, _ y: UInt8) -> UInt8 { x > y ? x - y : y - x }
        return max(d(a.red, b.red), d(a.green, b.green), d(a.blue, b.blue), d(a.alpha, b.alpha))
    }

    /// Visits every position of the union of both images with each image's pixel there, if any.
    private static func forEachPixel(_ a: RasterImage, _ b: RasterImage, _ body: (Int, Int, Pixel?, Pixel?) -> Void) {
        for y in 0..<max(a.height, b.height) {
            for x in 0..<max(a.width, b.width) {
                body(x, y, a[x, y], b[x, y])
            }
        }
    }
}
