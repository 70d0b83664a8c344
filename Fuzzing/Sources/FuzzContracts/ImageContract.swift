import MarbleLayout
import MarbleRender
import MarbleTrace

/// The renderer returns a whole image of the layout's size in each format, or, for a PNG
/// too large to allocate, a clear `imageTooLarge` error.
public enum ImageContract {
    /// What the render target does before its first input: the run's warm-up, then the
    /// empty file and a small one drawn, so that loading fonts and Cairo's first surfaces
    /// do not count against the first input's second.
    public static func warmUp() {
        RunContract.warmUp()
        for source in ["", "s = Just(\"warm\")\nC = s.sink()\n"] {
            _ = try? check(source)
        }
    }

    /// Runs `source`, lays it out and renders it as PNG, SVG and PDF.
    public static func check(_ source: String) throws(ContractViolation) {
        guard let trace = try RunContract.check(source) else { return }
        let layout = try LayoutContract.check(trace)
        for format in ImageFormat.allCases {
            try check(layout, format: format, title: trace.title)
        }
    }

    static func check(_ layout: DiagramLayout, format: ImageFormat, title: String?) throws(ContractViolation) {
        let options = RenderOptions()
        let bytes: [UInt8]
        do {
            bytes = try DiagramRenderer.render(layout, format: format, options: options, title: title)
        } catch let error as RenderError where error.kind == .imageTooLarge && format == .png {
            let (width, height) = pixelSize(layout, options)
            try require(width * height > options.maximumPixels || max(width, height) > RenderOptions.maximumSide,
                        "render: \(width)×\(height) pixels refused as too large: \(error)")
            return
        } catch {
            throw ContractViolation("render: \(format) failed: \(error)")
        }
        switch format {
        case .png: try checkPNG(bytes, size: pixelSize(layout, options))
        case .svg: try checkSVG(bytes, size: layout.size)
        case .pdf: try checkPDF(bytes, size: layout.size)
        }
    }

    /// The pixel size the PNG writer computes for `layout`.
    static func pixelSize(_ layout: DiagramLayout, _ options: RenderOptions) -> (width: Int, height: Int) {
        let density = RenderOptions.pixelsPerPoint * options.scale
        func side(_ points: Double) -> Int { max(Int((points * density).rounded(.up)), 1) }
        return (side(layout.size.width), side(layout.size.height))
    }

    /// The PNG signature, then an IHDR chunk with the expected width and height, and an
    /// IEND chunk at the very end.
    static func checkPNG(_ bytes: [UInt8], size: (width: Int, height: Int)) throws(ContractViolation) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        try require(bytes.count > 33 && Array(bytes[0..<8]) == signature, "render: PNG without its signature (\(bytes.count) bytes)")
        try require(Array(bytes[12..<16]) == Array("IHDR".utf8), "render: PNG whose first chunk is not IHDR")
        func uint32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        try require(uint32(16) == size.width && uint32(20) == size.height,
                    "render: PNG of \(uint32(16))×\(uint32(20)) pixels for a layout of \(size.width)×\(size.height)")
        try require(Array(bytes.suffix(8).prefix(4)) == Array("IEND".utf8), "render: PNG cut short (no IEND at the end)")
    }

    /// A well-formed XML document whose root is `svg` with the layout's width and height
    /// in points.
    static func checkSVG(_ bytes: [UInt8], size: Size) throws(ContractViolation) {
        let text = String(decoding: bytes, as: UTF8.self)
        let root = try XMLShape.rootElement(of: text)
        try require(root.name == "svg", "render: SVG whose root is <\(root.name)>")
        for (name, expected) in [("width", size.width), ("height", size.height)] {
            let value = root.attributes[name] ?? ""
            let points = value.hasSuffix("pt") ? Double(value.dropLast(2)) : nil
            try require(points.map { abs($0 - expected) < 0.01 } ?? false, "render: SVG \(name)=\"\(value)\" for a layout \(expected) points")
        }
    }

    /// `%PDF-` first, `%%EOF` last, and a page of the layout's size.
    static func checkPDF(_ bytes: [UInt8], size: Size) throws(ContractViolation) {
        try require(bytes.starts(with: Array("%PDF-".utf8)), "render: PDF without its header")
        let text = String(decoding: bytes, as: UTF8.self)
        try require(text.hasSuffix("%%EOF\n") || text.hasSuffix("%%EOF"), "render: PDF cut short (no %%EOF at the end)")
        guard let start = text.firstRange(of: "/MediaBox [") , let end = text[start.upperBound...].firstIndex(of: "]") else {
            throw ContractViolation("render: PDF without a MediaBox")
        }
        let box = text[start.upperBound..<end].split(separator: " ").compactMap { Double($0) }
        try require(box.count == 4 && box[0] == 0 && box[1] == 0 && abs(box[2] - size.width) < 0.01 && abs(box[3] - size.height) < 0.01,
                    "render: PDF MediaBox \(box) for a layout of \(size.width) × \(size.height)")
    }
}
