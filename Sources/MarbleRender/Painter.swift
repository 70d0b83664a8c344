import CCairo
import MarbleLayout

/// Paints a layout's elements, in order, onto a Cairo context. Knows nothing of traces:
/// every decision was made by the layout.
struct Painter {
    let context: CairoContext

    private var cr: OpaquePointer { context.cr }

    func paint(_ layout: DiagramLayout) {
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        // Through the items, not `layout.elements`, which would copy every element first.
        for item in layout.items {
            cairo_new_path(cr)
            draw(item.element)
        }
    }

    private func draw(_ element: Element) {
        switch element {
        case .rect(let rect, let cornerRadius, let fill, let stroke):
            rectPath(rect, radius: cornerRadius)
            fillAndStroke(fill, stroke)
        case .circle(let center, let radius, let fill, let stroke):
            cairo_new_sub_path(cr)
            cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
            cairo_close_path(cr)
            fillAndStroke(fill, stroke)
        case .line(let from, let to, let stroke):
            cairo_move_to(cr, from.x, from.y)
            cairo_line_to(cr, to.x, to.y)
            apply(stroke)
            cairo_stroke(cr)
        case .segments(let segments, let stroke):
            for segment in segments {
                cairo_move_to(cr, segment.from.x, segment.from.y)
                cairo_line_to(cr, segment.to.x, segment.to.y)
            }
            apply(stroke)
            cairo_stroke(cr)
        case .polyline(let points, let stroke):
            guard let first = points.first else { return }
            cairo_move_to(cr, first.x, first.y)
            for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
            apply(stroke)
            cairo_stroke(cr)
        case .curve(let from, let control1, let control2, let to, let stroke):
            cairo_move_to(cr, from.x, from.y)
            cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
            apply(stroke)
            cairo_stroke(cr)
        case .path(let from, let pieces, let stroke):
            cairo_move_to(cr, from.x, from.y)
            for piece in pieces {
                cairo_curve_to(cr, piece.control1.x, piece.control1.y, piece.control2.x, piece.control2.y, piece.to.x, piece.to.y)
            }
            apply(stroke)
            cairo_stroke(cr)
        case .arrowhead(let tip, let direction, let length, let width, let fill):
            let baseX = tip.x - direction.x * length
            let baseY = tip.y - direction.y * length
            let normalX = -direction.y * width / 2
            let normalY = direction.x * width / 2
            cairo_move_to(cr, tip.x, tip.y)
            cairo_line_to(cr, baseX + normalX, baseY + normalY)
            cairo_line_to(cr, baseX - normalX, baseY - normalY)
            cairo_close_path(cr)
            setSource(fill)
            cairo_fill(cr)
        case .cross(let center, let half, let stroke):
            cairo_move_to(cr, center.x - half, center.y - half)
            cairo_line_to(cr, center.x + half, center.y + half)
            cairo_move_to(cr, center.x - half, center.y + half)
            cairo_line_to(cr, center.x + half, center.y - half)
            apply(stroke)
            cairo_stroke(cr)
        case .text(let run):
            let advance = context.extents(of: run.string, font: run.font).advance
            let offset: Double
            switch run.anchor {
            case .start: offset = 0
            case .middle: offset = advance / 2
            case .end: offset = advance
            }
            setSource(run.color)
            cairo_move_to(cr, run.origin.x - offset, run.origin.y)
            context.show(run.string, font: run.font)
        }
    }

    private func rectPath(_ rect: Rect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard r > 0 else {
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -half, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, half)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, half, 2 * half)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, 2 * half, 3 * half)
        cairo_close_path(cr)
    }

    private func fillAndStroke(_ fill: RGBA?, _ stroke: Stroke?) {
        if let fill {
            setSource(fill)
            if stroke != nil { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
        }
        if let stroke {
            apply(stroke)
            cairo_stroke(cr)
        }
    }

    private func apply(_ stroke: Stroke) {
        setSource(stroke.color)
        cairo_set_line_width(cr, stroke.width)
        cairo_set_line_cap(cr, stroke.cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        if stroke.dash.isEmpty {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            stroke.dash.withUnsafeBufferPointer { dashes in
                cairo_set_dash(cr, dashes.baseAddress, Int32(dashes.count), 0)
            }
        }
    }

    private func setSource(_ color: RGBA) {
        if color.alpha >= 1 {
            cairo_set_source_rgb(cr, color.red, color.green, color.blue)
        } else {
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        }
    }
}
