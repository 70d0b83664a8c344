/// A lane's events in a density drawing, a stroke each, as few elements as paint the same
/// picture: a diagram of 100,000 values would otherwise be 200,000 drawing calls, and
/// Cairo's SVG and PDF surfaces record every call (about 1 KB each) before writing the
/// document.
///
/// - A stroke that a later one covers exactly is left out. The time scale puts events on
///   half points, so once there are more than two to a point, many share their x, and only
///   the last at each x could be seen; its mark (and an SVG's hover text) stays.
/// - Strokes one after the other in the same colour and style are one element, a path of
///   several segments: nothing is drawn between them, so the order of painting is kept
///   (where they overlap, their colour is laid down once instead of twice).
///
/// A stroke alone stays a `.line`; several are `.segments`, in event order.
struct DensityStrokes {
    private struct Entry {
        var segment: LineSegment
        var stroke: Stroke
        var role: ElementRole
    }

    /// The strokes so far, `nil` where a later one covers them.
    private var entries: [Entry?] = []
    /// Where the strokes of each segment still shown are, in `entries`.
    private var shownAt: [LineSegment: [Int]] = [:]

    /// Adds the next event's stroke, standing for `role`.
    mutating func add(_ segment: LineSegment, stroke: Stroke, role: ElementRole) {
        var shown = shownAt.removeValue(forKey: segment) ?? []
        shown.removeAll { index in
            guard Self.stroke(stroke, covers: entries[index]!.stroke) else { return false }
            entries[index] = nil
            return true
        }
        shown.append(entries.count)
        shownAt[segment] = shown
        entries.append(Entry(segment: segment, stroke: stroke, role: role))
    }

    /// The elements, in paint order.
    func finish() -> [RoledElement] {
        var elements: [RoledElement] = []
        var run: [LineSegment] = []
        var runKind: (stroke: Stroke, role: ElementRole)?
        func endRun() {
            guard let kind = runKind else { return }
            elements.append(RoledElement(kind.role, run.count == 1
                ? .line(from: run[0].from, to: run[0].to, stroke: kind.stroke)
                : .segments(run, stroke: kind.stroke)))
            run = []
        }
        for case let entry? in entries {
            if runKind?.stroke != entry.stroke || runKind?.role != entry.role {
                endRun()
                runKind = (entry.stroke, entry.role)
            }
            run.append(entry.segment)
        }
        endRun()
        return elements
    }

    /// Whether `top`, drawn along the same segment as `below`, hides it: opaque, solid, at
    /// least as wide, and its ends reaching as far.
    private static func stroke(_ top: Stroke, covers below: Stroke) -> Bool {
        top.color.alpha >= 1 && top.dash.isEmpty && top.width >= below.width && (top.cap == below.cap || top.cap == .round)
    }
}
