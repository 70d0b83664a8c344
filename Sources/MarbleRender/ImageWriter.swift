import CCairo
import CPNGWriter
import MarbleLayout

/// Paints a layout onto a Cairo surface of the right kind and returns the file's bytes.
enum ImageWriter {
    /// The fixed creation and modification date written into PDFs, so that the same
    /// diagram always gives the same bytes.
    static let pdfDate = "2000-01-01T00:00:00Z"

    static func png(_ layout: DiagramLayout, pixelsPerPoint density: Double, maximumPixels: Int) throws -> [UInt8] {
        guard density.isFinite, density > 0 else {
            throw RenderError(.invalidScale, "the scale must be a positive number")
        }
        let width = max((layout.size.width * density).rounded(.up), 1)
        let height = max((layout.size.height * density).rounded(.up), 1)
        let side = Double(RenderOptions.maximumSide)
        guard width <= side, height <= side else {
            throw RenderError(.imageTooLarge, "the image would be \(pixels(width))×\(pixels(height)) pixels; cairo allows at most \(RenderOptions.maximumSide) on a side (try a smaller --scale, or SVG or PDF)")
        }
        guard width * height <= Double(maximumPixels) else {
            throw RenderError(.imageTooLarge, "the image would be \(pixels(width))×\(pixels(height)) pixels, more than the budget of \(maximumPixels) pixels (try a smaller --scale, a larger --max-pixels, or SVG or PDF)")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError(.cairo, "cairo could not create an image surface")
        }
        let context = try CairoContext(surface: surface)
        cairo_scale(context.cr, density, density)
        Painter(context: context).paint(layout)
        try CairoContext.check(cairo_status(context.cr))
        cairo_surface_flush(surface)
        let sink = ByteSink()
        let written = marbles_png_write(cairo_image_surface_get_data(surface), cairo_image_surface_get_width(surface),
                                        cairo_image_surface_get_height(surface), cairo_image_surface_get_stride(surface),
                                        1, ByteSink.writePNG, sink.pointer)
        guard written == 1 else { throw RenderError(.cairo, "libpng could not encode the image") }
        return withExtendedLifetime(sink) { sink.bytes }
    }

    /// A pixel count for a message; a layout too large for an Int is shown as such.
    private static func pixels(_ count: Double) -> String {
        count < 1e15 ? String(Int(count)) : "more than 10^15"
    }

    static func svg(_ layout: consuming DiagramLayout) throws -> [UInt8] {
        let sink = ByteSink()
        guard let surface = cairo_svg_surface_create_for_stream(ByteSink.write, sink.pointer, layout.size.width, layout.size.height) else {
            throw RenderError(.cairo, "cairo could not create an SVG surface")
        }
        try draw(consume layout, on: surface)
        return withExtendedLifetime(sink) { sink.bytes }
    }

    static func pdf(_ layout: consuming DiagramLayout, title: String?) throws -> [UInt8] {
        let sink = ByteSink()
        guard let surface = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.pointer, layout.size.width, layout.size.height) else {
            throw RenderError(.cairo, "cairo could not create a PDF surface")
        }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, pdfDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, pdfDate)
        if let title, !title.isEmpty {
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        }
        try draw(consume layout, on: surface)
        return withExtendedLifetime(sink) { sink.bytes }
    }

    /// Paints onto a vector surface and finishes it, which writes the document out.
    private static func draw(_ layout: consuming DiagramLayout, on surface: OpaquePointer) throws {
        let context = try CairoContext(surface: surface)
        // Cairo records every element (about 1 KB each) and replays them all into the
        // document when finishing: its memory peaks at the end of painting and in the
        // replay. The marks are not drawn (an SVG's hover texts come from the caller's own
        // reference to them), and the elements are not needed once recorded.
        layout.marks = []
        Painter(context: context).paint(layout)
        layout.items = []
        try context.finish()
    }
}
