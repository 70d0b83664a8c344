import MarbleLayout

/// One hover text of an SVG: a mark's tooltip over its hover frame (its frame, or a dense
/// lane's event its strip's point-wide column), or, where several marks of a lane share one
/// (the events of one column), one text listing each. A rectangle per event there overlapped its neighbours, so a pointer reached
/// only the topmost of them, and a million events wrote a million rectangles (two thirds of
/// a 155 MB SVG).
struct Hover: Equatable {
    var frame: Rect
    var title: String

    /// The most marks one column's text lists in full; beyond them, the first and last
    /// halves and how many are left out between.
    static let maxListed = 200

    /// The hover texts of `marks` (each with a tooltip), in their order: a mark whose hover
    /// frame no neighbour shares keeps its tooltip.
    static func columns(of marks: some Sequence<Mark>) -> [Hover] {
        var hovers: [Hover] = []
        var column: [Mark] = []
        func flush() {
            defer { column.removeAll(keepingCapacity: true) }
            guard let first = column.first else { return }
            guard column.count > 1 else {
                hovers.append(Hover(frame: first.hoverFrame ?? first.frame, title: first.tooltip!))
                return
            }
            hovers.append(Hover(frame: first.hoverFrame ?? first.frame, title: listing(column)))
        }
        for mark in marks {
            if let first = column.first, !sharesColumn(mark, first) { flush() }
            column.append(mark)
        }
        flush()
        return hovers
    }

    private static func sharesColumn(_ mark: Mark, _ first: Mark) -> Bool {
        mark.lane == first.lane && (mark.hoverFrame ?? mark.frame) == (first.hoverFrame ?? first.frame)
    }

    /// One line a mark, its tooltip.
    private static func listing(_ marks: [Mark]) -> String {
        func line(_ mark: Mark) -> String { mark.tooltip! }
        guard marks.count > maxListed else { return marks.map(line).joined(separator: "\n") }
        let half = maxListed / 2
        return elidedList(head: marks.prefix(half).map(line), skipped: marks.count - 2 * half, tail: marks.suffix(half).map(line), separator: "\n")
    }
}
