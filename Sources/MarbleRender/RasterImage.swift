import CCairo

/// A decoded image: 8-bit RGBA pixels with straight alpha, row by row from the top left.
/// Used to check rendered PNGs against committed ones.
public struct RasterImage: Hashable, Sendable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public var pixels: [UInt8]

    /// One pixel's channels.
    public struct Pixel: Hashable, Sendable {
        /// Red, 0...255.
        public var red: UInt8
        /// Green, 0...255.
        public var green: UInt8
        /// Blue, 0...255.
        public var blue: UInt8
        /// Opacity, 0...255 (straight, not premultiplied).
        public var alpha: UInt8

        /// A pixel, opaque unless told otherwise.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// An image from raw RGBA bytes; `pixels` must hold `width × height × 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else {
            throw RenderError(.unreadableImage, "expected \(width)×\(height)×4 bytes, got \(pixels.count)")
        }
        self.init(checkedWidth: width, height: height, pixels: pixels)
    }

    /// For buffers built here, whose size is right by construction.
    init(checkedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes PNG bytes with Cairo.
    public init(pngBytes: [UInt8]) throws {
        let source = ByteSource(pngBytes)
        let created = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(ByteSource.read, source.pointer)
        }
        guard let surface = created else {
            throw RenderError(.unreadableImage, "cairo could not read the PNG")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(.unreadableImage, "not a readable PNG (" + CairoContext.message(status) + ")")
        }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if let data = cairo_image_surface_get_data(surface), width > 0 {
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let argb = row[x]
                    let alpha = format == CAIRO_FORMAT_RGB24 ? 255 : UInt8(argb >> 24)
                    let offset = (y * width + x) * 4
                    pixels[offset] = RasterImage.unpremultiply(UInt8((argb >> 16) & 0xFF), alpha)
                    pixels[offset + 1] = RasterImage.unpremultiply(UInt8((argb >> 8) & 0xFF), alpha)
                    pixels[offset + 2] = RasterImage.unpremultiply(UInt8(argb & 0xFF), alpha)
                    pixels[offset + 3] = alpha
                }
            }
        }
        self.init(checkedWidth: width, height: height, pixels: pixels)
    }

    /// The pixel at column `x`, row `y`; nil outside the image.
    public subscript(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let offset = (y * width + x) * 4
        return Pixel(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
    }

    /// Encodes the image as PNG with Cairo.
    public func pngBytes() throws -> [UInt8] {
        guard width > 0, height > 0 else { throw RenderError(.imageTooLarge, "an empty image cannot be written as PNG") }
        guard width <= RenderOptions.maximumSide, height <= RenderOptions.maximumSide else {
            throw RenderError(.imageTooLarge, "\(width)×\(height) is larger than cairo allows")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError(.cairo, "cairo could not create an image surface")
        }
        defer { cairo_surface_destroy(surface) }
        try CairoContext.check(cairo_surface_status(surface))
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderError(.cairo, "cairo gave no pixel buffer")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let offset = (y * width + x) * 4
                let alpha = pixels[offset + 3]
                let red = UInt32(RasterImage.premultiply(pixels[offset], alpha))
                let green = UInt32(RasterImage.premultiply(pixels[offset + 1], alpha))
                let blue = UInt32(RasterImage.premultiply(pixels[offset + 2], alpha))
                row[x] = UInt32(alpha) << 24 | red << 16 | green << 8 | blue
            }
        }
        cairo_surface_mark_dirty(surface)
        let sink = ByteSink()
        try CairoContext.check(cairo_surface_write_to_png_stream(surface, ByteSink.write, sink.pointer))
        return withExtendedLifetime(sink) { sink.bytes }
    }

    static func unpremultiply(_ channel: UInt8, _ alpha: UInt8) -> UInt8 {
        guard alpha != 0 else { return 0 }
        guard alpha != 255 else { return channel }
        return UInt8(min(255, (Int(channel) * 255 + Int(alpha) / 2) / Int(alpha)))
    }

    static func premultiply(_ channel: UInt8, _ alpha: UInt8) -> UInt8 {
        UInt8((Int(channel) * Int(alpha) + 127) / 255)
    }
}
