/// The path of a branch line: the straight slant from the parent's line to the start of the
/// inner publisher's line, unless that slant would pass behind or through a mark (a marble, an
/// end mark, a caret, a label), as it does when an inner publisher starts and emits or ends at its
/// parent's tick (a `retry` or `flatMap` whose inner publishers all run at one tick): then it
/// leaves the parent's line to the right of every mark in its way, runs down there and turns
/// back into the inner lane's row at the right edge of its first mark: a bracket beside the
/// stack rather than a line through it.
enum BranchRoute {
    /// A mark drawn in the branch's group, which the branch must not run through.
    struct Obstacle {
        var box: Rect
        /// A marble (or an end drawn behind one): its fill hides a branch that starts under
        /// it. An end mark on the line (a failure's X, a bar) is drawn in strokes, which a
        /// branch starting under it would show through.
        var hidesStart: Bool
    }

    /// Room kept between a routed branch and the marks it passes: wide enough that the
    /// stubs joining it to each row read as lines.
    static let clearance = 8.0

    /// The points of the branch from `from` (on the parent's line) to `to` (the inner line's
    /// start); two points for the plain slant. `marks` are the marks drawn in the branch's
    /// group; a marble holding `from` is the parent's own, which the branch leaves from
    /// under, and an end mark holding it (a failure's X beside the parent's caret, at the
    /// branch's tick) one it leaves from the right of.
    static func points(from: Point, to: Point, marks: [Obstacle]) -> [Point] {
        // Only a mark within the slant's bounding box can be on it: sampling the slant past
        // every mark of a group of hundreds of inner publishers took minutes.
        let left = min(from.x, to.x), right = max(from.x, to.x), high = min(from.y, to.y), low = max(from.y, to.y)
        let obstacles = marks.filter { mark in
            mark.box.minX <= right && mark.box.maxX >= left && mark.box.minY <= low && mark.box.maxY >= high
                && !(mark.hidesStart && mark.box.contains(from))
        }
        guard obstacles.contains(where: { crosses($0.box, from, to) }) else { return [from, to] }
        let top = min(from.y, to.y), bottom = max(from.y, to.y)
        // Right of every mark between the branch point and the run down: the first x from
        // the start on that no mark (kept `clearance` off) covers. By their left edges, once:
        // moving right may bring more marks into reach, and x only grows.
        let inSpan = marks.map(\.box).filter { $0.maxY >= top && $0.minY <= bottom && $0.maxX >= from.x }.sorted { $0.minX < $1.minX }
        var x = max(to.x, from.x)
        for box in inSpan {
            guard box.minX - clearance <= x else { break }
            x = max(x, box.maxX + clearance)
        }
        let start = Point(x: marks.filter { !$0.hidesStart && $0.box.contains(from) }.map(\.box.maxX).max() ?? from.x, y: from.y)
        // Back along the inner line to its start, or to its first mark's edge if the start is
        // under one, or the line has none left of its start (an inner publisher that ended
        // where it began): a stub on each row, so that branches sharing the run down each
        // show where they end.
        let onRow = marks.map(\.box).filter { $0.contains(to) || ($0.minY <= to.y && $0.maxY >= to.y && $0.maxX >= from.x && $0.maxX < to.x) }
        let end = Point(x: onRow.map(\.maxX).max() ?? to.x, y: to.y)
        return [start, Point(x: x, y: from.y), Point(x: x, y: to.y), end]
    }

    /// Whether the segment `a`–`b` passes through `box`, sampled a point apart.
    private static func crosses(_ box: Rect, _ a: Point, _ b: Point) -> Bool {
        let steps = max(1, Int(max(abs(b.x - a.x), abs(b.y - a.y)).rounded(.up)))
        return (0...steps).contains { step in
            let t = Double(step) / Double(steps)
            return box.contains(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
    }
}
