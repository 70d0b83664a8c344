/// The path of a branch line: the straight slant from the parent's line to the start of the
/// inner publisher's line, unless that slant would pass behind or through a mark (a marble, an
/// end mark, a caret, a label), as it does when an inner publisher starts and emits or ends at its
/// parent's tick (a `retry` or `flatMap` whose inner publishers all run at one tick): then it
/// leaves the parent's line to the right of every mark in its way, runs down there and turns
/// back into the inner lane's row at the right edge of its first mark: a bracket beside the
/// stack rather than a line through it. The bracket is only drawn where its stub back along
/// the row lies on no part of that row's time line: a stub on the line read as the line
/// running on to the bracket (every cancelled inner publisher of a dense `switchToLatest`
/// seemed to run to the right edge).
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

    /// The marks of a group by x: a branch meets only those near it, and a filter of every
    /// mark per branch made a group of thousands of inner publishers quadratic.
    struct Marks {
        private let index: ExtentIndex<Obstacle>

        init(_ marks: [Obstacle]) {
            index = ExtentIndex(marks.map { .init(x: $0.box.center.x, halfWidth: $0.box.width / 2, item: $0) })
        }

        /// The marks reaching into `[left, right]`, and perhaps some a rounding error off it.
        func near(_ left: Double, _ right: Double) -> [Obstacle] {
            index.candidates(from: left, to: right, slack: 1).map(\.item).filter { $0.box.minX <= right + 1 && $0.box.maxX >= left - 1 }
        }

        /// The first x from `start` on that no mark passing `holds` covers, each kept `margin`
        /// off: moving right past a mark may bring the next into reach. One sweep in x
        /// order; a mark not yet in reach waits until x reaches it. Nil once x passes `limit`.
        func firstClear(from start: Double, margin: Double, limit: Double = .infinity, where holds: (Obstacle) -> Bool) -> Double? {
            var x = start
            var waiting: [Rect] = []
            for entry in index.candidates(from: start - margin, slack: 1) {
                // No mark from here on starts within reach.
                if entry.x - index.widestHalf - 1 > x + margin { break }
                let box = entry.item.box
                guard box.maxX + margin > x, holds(entry.item) else { continue }
                guard box.minX - margin <= x else {
                    waiting.append(box)
                    continue
                }
                x = box.maxX + margin
                if x > limit { return nil }
                while let reached = waiting.firstIndex(where: { $0.minX - margin <= x }) {
                    x = max(x, waiting.remove(at: reached).maxX + margin)
                    if x > limit { return nil }
                }
            }
            return x
        }
    }

    /// The points of the branch from `from` (on the parent's line) to `to` (the inner line's
    /// start, the line running on to `lineEnd`); two points for the plain slant. `marks` are
    /// the marks drawn in the branch's group; a marble holding `from` is the parent's own,
    /// which the branch leaves from under, and an end mark holding it (a failure's X beside
    /// the parent's caret, at the branch's tick) one it leaves from the right of. A marble
    /// holding `to` and standing right of `from` is the inner publisher's first value, drawn
    /// over its line's start when ticks are close: the slant ends under it as its line does.
    static func points(from: Point, to: Point, lineEnd: Double, marks: Marks) -> [Point] {
        // Only a mark within the slant's bounding box can be on it.
        let left = min(from.x, to.x), right = max(from.x, to.x), high = min(from.y, to.y), low = max(from.y, to.y)
        let obstacles = marks.near(left, right).filter { mark in
            mark.box.minX <= right && mark.box.maxX >= left && mark.box.minY <= low && mark.box.maxY >= high
                && !(mark.hidesStart && mark.box.contains(from))
                && !(mark.hidesStart && mark.box.contains(to) && mark.box.center.x > from.x)
        }
        let met = obstacles.filter { $0.box.meets(segmentFrom: from, to: to) }
        guard !met.isEmpty else { return [from, to] }
        let top = min(from.y, to.y), bottom = max(from.y, to.y)
        // Right of every mark between the branch point and the run down: the first x from
        // the start on that no mark (kept `clearance` off) covers.
        // A bracket round the marks the slant meets (and the one it leaves from), not one that
        // runs on past later marks too: in a dense drawing that reached the right edge, its
        // stub along the row reading as the row's line (and the walk there, over every mark
        // of the rows' span per branch, made the drawing quadratic).
        let beside = (met + marks.near(from.x, from.x).filter { $0.box.contains(from) }).map(\.box.maxX).max()!
        guard let x = marks.firstClear(from: max(to.x, from.x), margin: clearance, limit: beside + clearance + 1e-9, where: { mark in
            mark.box.maxY >= top && mark.box.minY <= bottom && mark.box.maxX >= from.x
        }) else { return [from, to] }
        let start = Point(x: marks.near(from.x, from.x).filter { !$0.hidesStart && $0.box.contains(from) }.map(\.box.maxX).max() ?? from.x,
                          y: from.y)
        // Back along the inner line to its start, or to its first mark's edge if the start is
        // under one, or the line has none left of its start (an inner publisher that ended
        // where it began): a stub on each row, so that branches sharing the run down each
        // show where they end.
        let onRow = marks.near(min(from.x, to.x), to.x).map(\.box).filter {
            $0.contains(to) || ($0.minY <= to.y && $0.maxY >= to.y && $0.maxX >= from.x && $0.maxX < to.x)
        }
        let end = Point(x: onRow.map(\.maxX).max() ?? to.x, y: to.y)
        // A stub on the row's line (which runs on past the mark it turns back to) would read
        // as the line itself: then the slant behind the marks it meets reads truer.
        guard lineEnd <= end.x else { return [from, to] }
        return [start, Point(x: x, y: from.y), Point(x: x, y: to.y), end]
    }
}
