import MarbleLayout
import MarbleRender
import MarbleTrace

/// A layout has no NaN or infinite coordinate, and everything it places lies on its canvas.
public enum LayoutContract {
    /// How far a stroke or a glyph's origin may reach past the canvas edge, in points.
    static let tolerance = 0.5

    /// What the layout target does before its first input, so that loading fonts does not
    /// count against the first input's second.
    public static func warmUp() {
        _ = try? check(json: #"{ "ticks": 2, "lanes": [ { "name": "C", "role": "subscriber", "label": "s.sink()", "events": [ { "t": 1, "kind": "value", "value": "warm" } ] } ] }"#)
    }

    /// Reads `json` as a trace; a text that is not one must be refused with a located
    /// error. Lays out what it reads with Cairo's text measurement and checks the layout.
    public static func check(json: String) throws(ContractViolation) {
        let trace: Trace
        do {
            trace = try TraceJSON.decode(json)
        } catch {
            try require(error.line >= 1 && error.column >= 1 && !error.message.isEmpty, "layout: a decode error without a place: \(error)")
            return
        }
        try check(trace)
    }

    /// Lays `trace` out as the renderer would and checks the geometry.
    @discardableResult
    public static func check(_ trace: Trace) throws(ContractViolation) -> DiagramLayout {
        let layout: DiagramLayout
        do {
            layout = try DiagramRenderer.layout(trace)
        } catch {
            throw ContractViolation("layout: the text measurer failed: \(error)")
        }
        try check(layout)
        return layout
    }

    static func check(_ layout: DiagramLayout) throws(ContractViolation) {
        let size = layout.size
        try require(size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0, "layout: a canvas of \(size.width) × \(size.height)")
        let canvas = Canvas(width: size.width, height: size.height, tolerance: tolerance)
        for element in layout.elements {
            try canvas.check(element)
        }
        for mark in layout.marks {
            try canvas.check(mark.frame, "mark \(mark.kind.rawValue) on \(mark.lane) at \(mark.tick)")
        }
    }
}

/// The canvas a layout promises to stay on.
private struct Canvas {
    var width: Double
    var height: Double
    var tolerance: Double

    func check(_ element: Element) throws(ContractViolation) {
        switch element {
        case .rect(let rect, let radius, _, let stroke):
            try check(rect, "rect")
            try finite([radius, stroke?.width ?? 0], "rect")
        case .circle(let center, let radius, _, let stroke):
            try finite([radius, stroke?.width ?? 0], "circle")
            try check(Rect(center: center, width: 2 * radius, height: 2 * radius), "circle")
        case .line(let from, let to, let stroke):
            try check([from, to], "line")
            try finite([stroke.width], "line")
        case .segments(let segments, let stroke):
            try check(segments.flatMap { [$0.from, $0.to] }, "segments")
            try finite([stroke.width], "segments")
        case .polyline(let points, let stroke):
            try check(points, "polyline")
            try finite([stroke.width], "polyline")
        case .curve(let from, let control1, let control2, let to, let stroke):
            try check([from, to], "curve")
            try finite([control1.x, control1.y, control2.x, control2.y, stroke.width], "curve")
        case .path(let from, let pieces, let stroke):
            try check([from] + pieces.map(\.to), "path")
            try finite(pieces.flatMap { [$0.control1.x, $0.control1.y, $0.control2.x, $0.control2.y] } + [stroke.width], "path")
        case .arrowhead(let tip, let direction, let length, let width, _):
            try check([tip], "arrowhead")
            try finite([direction.x, direction.y, length, width], "arrowhead")
        case .cross(let center, let halfSize, let stroke):
            try finite([halfSize, stroke.width], "cross")
            try check(Rect(center: center, width: 2 * halfSize, height: 2 * halfSize), "cross")
        case .text(let run):
            try check([run.origin], "text '\(run.string.prefix(40))'")
            try finite([run.font.size], "text")
        }
    }

    func check(_ rect: Rect, _ what: String) throws(ContractViolation) {
        try finite([rect.width, rect.height], what)
        try require(rect.width >= 0 && rect.height >= 0, "layout: \(what) has a negative size \(rect)")
        try check([Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY)], what)
    }

    func check(_ points: [Point], _ what: String) throws(ContractViolation) {
        for point in points {
            try finite([point.x, point.y], what)
            try require(point.x >= -tolerance && point.x <= width + tolerance && point.y >= -tolerance && point.y <= height + tolerance,
                        "layout: \(what) reaches \(point), off the canvas of \(width) × \(height)")
        }
    }

    func finite(_ numbers: [Double], _ what: String) throws(ContractViolation) {
        try require(numbers.allSatisfy(\.isFinite), "layout: \(what) has a coordinate that is not finite: \(numbers)")
    }
}
