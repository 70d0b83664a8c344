/// The path of a branch line: the straight slant from the parent's line to the start of the
/// inner publisher's line, unless that slant would pass behind a marble, as it does when an
/// inner publisher starts and emits at its parent's tick (a `retry` or `flatMap` whose inner
/// publishers all run at one tick): then it leaves the parent's line to the right of every
/// marble in its way, runs down there and turns back into the inner lane's row at the right
/// edge of its marble: a bracket beside the stack rather than a line through it.
enum BranchRoute {
    /// Room kept between a routed branch and the marbles it passes: wide enough that the
    /// stubs joining it to each row read as lines.
    static let clearance = 8.0

    /// The points of the branch from `from` (on the parent's line) to `to` (the inner line's
    /// start); two points for the plain slant. `marbles` are the boxes of the marbles drawn
    /// in the branch's group; one holding `from` is the parent's own, which the branch leaves
    /// from under.
    static func points(from: Point, to: Point, marbles: [Rect]) -> [Point] {
        let obstacles = marbles.filter { !$0.contains(from) }
        guard obstacles.contains(where: { crosses($0, from, to) }) else { return [from, to] }
        let top = min(from.y, to.y), bottom = max(from.y, to.y)
        let inSpan = marbles.filter { $0.maxY >= top && $0.minY <= bottom }
        // Right of every marble between the branch point and the run down; moving right may
        // bring more marbles into reach, so until nothing more is in the way.
        var x = max(to.x, from.x)
        while let blocking = inSpan.filter({ $0.minX - clearance <= x && $0.maxX + clearance > x && $0.maxX >= from.x }).max(by: { $0.maxX < $1.maxX }) {
            x = blocking.maxX + clearance
        }
        // Back along the inner line to its start, or to its marble's edge if the start is
        // under one: a stub on each row, so that branches sharing the run down each show
        // where they end.
        let end = Point(x: marbles.filter { $0.contains(to) }.map(\.maxX).max() ?? to.x, y: to.y)
        return [from, Point(x: x, y: from.y), Point(x: x, y: to.y), end]
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
