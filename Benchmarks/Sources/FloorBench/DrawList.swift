import Marbles

/// A layout as the text that `CairoFloor/cairo-floor.c` reads: one primitive a line, every
/// number exactly as laid out (Swift prints the shortest text that reads back as the same
/// Double, and strtod reads it back), text and font names as `LENGTH:BYTES`.
///
/// ```
/// size W H PIXELS-PER-POINT
/// rect X Y W H RADIUS FILL STROKE     circle X Y R FILL STROKE
/// line X1 Y1 X2 Y2 STROKE             poly N X Y ... STROKE
/// segs N (X1 Y1 X2 Y2)... STROKE
/// curve X Y C1X C1Y C2X C2Y X Y STROKE
/// path X Y N (C1X C1Y C2X C2Y X Y)... STROKE
/// arrow TIPX TIPY DX DY LENGTH WIDTH COLOR
/// cross X Y HALF STROKE
/// text X Y ANCHOR(0 start, 1 middle, 2 end) BOLD ITALIC SIZE COLOR FAMILY STRING
/// ```
/// COLOR is `R G B A`; FILL is `-` or a COLOR; STROKE is `-` or `COLOR WIDTH CAP(0 butt, 1
/// round) N DASH...`.
enum DrawList {
    static func text(of layout: DiagramLayout, pixelsPerPoint: Double) -> String {
        var out = "size \(layout.size.width) \(layout.size.height) \(pixelsPerPoint)\n"
        for item in layout.items {
            out += line(item.element)
            out += "\n"
        }
        return out
    }

    private static func line(_ element: Element) -> String {
        switch element {
        case .rect(let r, let radius, let fill, let stroke):
            return "rect \(r.x) \(r.y) \(r.width) \(r.height) \(radius) \(optional(fill)) \(optional(stroke))"
        case .circle(let c, let radius, let fill, let stroke):
            return "circle \(c.x) \(c.y) \(radius) \(optional(fill)) \(optional(stroke))"
        case .line(let a, let b, let stroke):
            return "line \(a.x) \(a.y) \(b.x) \(b.y) \(text(stroke))"
        case .segments(let segments, let stroke):
            return "segs \(segments.count) " + segments.map { "\($0.from.x) \($0.from.y) \($0.to.x) \($0.to.y)" }.joined(separator: " ")
                + " \(text(stroke))"
        case .polyline(let points, let stroke):
            return "poly \(points.count) " + points.map { "\($0.x) \($0.y)" }.joined(separator: " ") + " \(text(stroke))"
        case .curve(let a, let c1, let c2, let b, let stroke):
            return "curve \(a.x) \(a.y) \(c1.x) \(c1.y) \(c2.x) \(c2.y) \(b.x) \(b.y) \(text(stroke))"
        case .path(let from, let pieces, let stroke):
            let numbers = pieces.map { "\($0.control1.x) \($0.control1.y) \($0.control2.x) \($0.control2.y) \($0.to.x) \($0.to.y)" }
            return "path \(from.x) \(from.y) \(pieces.count) " + numbers.joined(separator: " ") + " \(text(stroke))"
        case .arrowhead(let tip, let direction, let length, let width, let fill):
            return "arrow \(tip.x) \(tip.y) \(direction.x) \(direction.y) \(length) \(width) \(text(fill))"
        case .cross(let center, let half, let stroke):
            return "cross \(center.x) \(center.y) \(half) \(text(stroke))"
        case .text(let run):
            let anchor = run.anchor == .start ? 0 : run.anchor == .middle ? 1 : 2
            return "text \(run.origin.x) \(run.origin.y) \(anchor) \(run.font.bold ? 1 : 0) \(run.font.italic ? 1 : 0) "
                + "\(run.font.size) \(text(run.color)) \(bytes(run.font.family)) \(bytes(run.string))"
        }
    }

    private static func text(_ color: RGBA) -> String { "\(color.red) \(color.green) \(color.blue) \(color.alpha)" }

    private static func text(_ stroke: Stroke) -> String {
        "\(text(stroke.color)) \(stroke.width) \(stroke.cap == .round ? 1 : 0) \(stroke.dash.count)"
            + stroke.dash.map { " \($0)" }.joined()
    }

    private static func optional(_ color: RGBA?) -> String { color.map(text) ?? "-" }
    private static func optional(_ stroke: Stroke?) -> String { stroke.map(text) ?? "-" }
    private static func bytes(_ string: String) -> String { "\(string.utf8.count):\(string)" }
}
