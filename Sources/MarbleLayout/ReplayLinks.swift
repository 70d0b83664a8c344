/// Faint dashed arrows from where a replayed value was first emitted, on the lane upstream
/// that emitted it, to its echo on the late subscriber's lane, like the fan of arrows in
/// Reactor's `replay` diagrams.
///
/// A link that would pass behind a marble of a lane in between bends to drop straight
/// through that lane in the nearest gap between its marbles instead, so that it never seems
/// to start or end at a marble it has nothing to do with.
enum ReplayLinks {
    static let dash: [Double] = [3, 2.5]
    static let headLength = 5.0
    /// Room kept between a link and a marble it passes.
    static let clearance = 4.0

    /// A lane line the link may have to cross, the spans of it that marbles cover, and how
    /// far above and below the line they reach.
    struct Crossing {
        var y: Double
        var blocked: [ClosedRange<Double>]
        var halfHeight: Double
    }

    /// An arrow from the marble at `origin` to the echo at `target`, crossing `lanes` (the
    /// lines between them) where they are free. A link going straight down starts at
    /// `verticalStart` when given (below annotations hanging under the origin).
    static func elements(
        from origin: Point, originRadius: Double, to target: Point, targetRadius: Double,
        crossing lanes: [Crossing], verticalStart: Double? = nil, theme: Theme
    ) -> [Element] {
        let path = [origin] + waypoints(from: origin, to: target, crossing: lanes) + [target]
        guard let first = unit(from: path[0], to: path[1]), let last = unit(from: path[path.count - 2], to: path[path.count - 1]) else { return [] }
        var start = Point(x: origin.x + first.x * (originRadius + 1.5), y: origin.y + first.y * (originRadius + 1.5))
        if let verticalStart, path.count == 2, first == Point(x: 0, y: 1) { start.y = max(start.y, verticalStart) }
        let tip = Point(x: target.x - last.x * (targetRadius + 1), y: target.y - last.y * (targetRadius + 1))
        let lineEnd = Point(x: tip.x - last.x * (headLength - 0.5), y: tip.y - last.y * (headLength - 0.5))
        let span = distance(start, lineEnd)
        guard span > 2, distance(origin, target) > originRadius + targetRadius + headLength + 2 else { return [] }
        let stroke = Stroke(color: theme.link, width: 1, dash: dash)
        let inner = Array(path.dropFirst().dropLast())
        let line: Element = inner.isEmpty ? .line(from: start, to: lineEnd, stroke: stroke) : .polyline([start] + inner + [lineEnd], stroke: stroke)
        return [line, .arrowhead(tip: tip, direction: last, length: headLength, width: 5, fill: theme.link)]
    }

    /// The bends of a link: for each lane in between whose marbles the straight way would
    /// pass behind, a drop through that lane's band at the nearest free x.
    static func waypoints(from origin: Point, to target: Point, crossing lanes: [Crossing]) -> [Point] {
        guard target.y != origin.y else { return [] }
        let down = target.y > origin.y
        let ordered = lanes.filter { min(origin.y, target.y) < $0.y && $0.y < max(origin.y, target.y) }
            .sorted { down ? $0.y < $1.y : $0.y > $1.y }
        var points: [Point] = []
        var previous = origin
        for lane in ordered {
            // Where the way from the last fixed point to the target enters and leaves the band.
            let enter = lane.y + (down ? -lane.halfHeight : lane.halfHeight)
            let leave = lane.y + (down ? lane.halfHeight : -lane.halfHeight)
            func x(at y: Double) -> Double { previous.x + (target.x - previous.x) * (y - previous.y) / (target.y - previous.y) }
            let range = min(x(at: enter), x(at: leave))...max(x(at: enter), x(at: leave))
            guard lane.blocked.contains(where: { $0.overlaps(range) }) else { continue }
            let aim = x(at: lane.y)
            let free = lane.blocked.flatMap { [$0.lowerBound, $0.upperBound] }
                .filter { edge in !lane.blocked.contains { $0.lowerBound < edge && edge < $0.upperBound } }
                .min { abs($0 - aim) < abs($1 - aim) } ?? aim
            points += [Point(x: free, y: enter), Point(x: free, y: leave)]
            previous = points[points.count - 1]
        }
        return points
    }

    private static func unit(from a: Point, to b: Point) -> Point? {
        let length = distance(a, b)
        guard length > 0 else { return nil }
        return Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}
