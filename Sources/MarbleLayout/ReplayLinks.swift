/// Faint dashed arrows from where a replayed value was first emitted, on the lane upstream
/// that emitted it, to its echo on the late subscriber's lane, like the fan of arrows in
/// Reactor's `replay` diagrams.
///
/// A link that would pass behind a marble of a lane in between is routed through a gate
/// instead: it drops straight through that lane's band at the nearest free x, and swings
/// there and on in smooth S-curves, so that it never seems to start or end at a marble it
/// has nothing to do with, and never reads as wiring. The labels hanging under the lanes
/// (`request(∞)`, `cancel()`, an error's text) are bands' spans too (see `LabelBands`): a
/// link goes round them, not through their words.
enum ReplayLinks {
    static let dash: [Double] = [3, 2.5]
    static let headLength = 5.0
    /// Room kept between a link and a marble it passes.
    static let clearance = 4.0
    /// How many other gates a link tries in a band when the nearest leads it through a label
    /// of its ends' bands.
    static let alternatives = 5
    /// How close two bands are that a link passes as one, at one x.
    static let adjacent = 1.0
    /// Points sampled per curve piece when checking what it passes.
    static let samples = 24
    /// The most bands a drawn link crosses: one that would cross more (a late subscriber
    /// hundreds of lanes under its subject) is left out, its echo still drawn as a replay.
    /// Routing a link takes a pass over its whole way for each band it needs a gate in, so
    /// hundreds of late subscribers took minutes (issue 25); and a dashed arrow weaving
    /// through dozens of lanes is not one a reader follows.
    static let mostBandsCrossed = 64

    /// A lane line the link may have to cross, the spans of it that marbles cover, and how
    /// far above and below the line they reach.
    struct Crossing {
        let y: Double
        let blocked: [ClosedRange<Double>]
        let halfHeight: Double
        /// The labels reaching into the band (their widths are among `blocked`): a link
        /// starting or ending in the band, which it has no gate through, checks its way
        /// against them.
        let labels: [LabelBands.Box]
        /// The spans' lower bounds in order, and the highest upper bound up to each: what
        /// answers "is x taken?" in O(log n) for every sampled point of every link, where a
        /// replay-heavy diagram has thousands of spans on a lane and of links across it.
        private let lowerBounds: [Double]
        private let highestUpperBound: [Double]

        init(y: Double, blocked: [ClosedRange<Double>], halfHeight: Double, labels: [LabelBands.Box] = []) {
            self.y = y
            self.labels = labels
            self.blocked = blocked
            self.halfHeight = halfHeight
            let sorted = blocked.sorted { $0.lowerBound < $1.lowerBound }
            lowerBounds = sorted.map(\.lowerBound)
            var highest = -Double.infinity
            highestUpperBound = sorted.map { span in
                highest = max(highest, span.upperBound)
                return highest
            }
        }

        /// Whether a span covers `x` (bounds included).
        func covers(_ x: Double) -> Bool {
            let count = spansStarting { $0 <= x }
            return count > 0 && highestUpperBound[count - 1] >= x
        }

        /// Whether `x` lies strictly inside a span.
        func isStrictlyInside(_ x: Double) -> Bool {
            let count = spansStarting { $0 < x }
            return count > 0 && highestUpperBound[count - 1] > x
        }

        /// How many spans (in lower-bound order) start where `starts` holds: a prefix.
        private func spansStarting(_ starts: (Double) -> Bool) -> Int {
            lowerBounds.partitionPoint { !starts($0) }
        }
    }

    /// Every band a link may cross, sorted by y once for all links: a link looks up the bands
    /// between its ends and the bands at a point's y by binary search, where a replay-heavy
    /// diagram stacks thousands of echo rows.
    struct Bands {
        fileprivate let byY: [Crossing]
        fileprivate let tallestHalf: Double

        init(_ crossings: [Crossing]) {
            byY = crossings.sorted { $0.y < $1.y }
            tallestHalf = crossings.map(\.halfHeight).max() ?? 0
        }

        /// How many bands lie strictly between two heights.
        func count(between y: Double, and other: Double) -> Int {
            let start = firstIndex { $0 > min(y, other) }
            return max(start, firstIndex { $0 >= max(y, other) }) - start
        }

        /// The bands whose y is exactly `y`: those of a link's end.
        fileprivate func bands(atY y: Double) -> ArraySlice<Crossing> {
            let start = firstIndex { $0 >= y }
            var end = start
            while end < byY.count, byY[end].y == y { end += 1 }
            return byY[start..<end]
        }

        /// The first band (by y) whose y satisfies `holds`, a predicate false then true.
        fileprivate func firstIndex(where holds: (Double) -> Bool) -> Int {
            byY.partitionPoint { holds($0.y) }
        }
    }

    /// The bands strictly between a link's ends, in the order the link meets them.
    fileprivate struct Between {
        let bands: Bands
        /// `bands.byY[range]`, met from the top when `down`, else from the bottom.
        let range: Range<Int>
        let down: Bool

        var count: Int { range.count }

        subscript(index: Int) -> Crossing { bands.byY[position(of: index)] }

        /// Where the `index`th band met lies in `bands.byY`.
        func position(of index: Int) -> Int { down ? range.lowerBound + index : range.upperBound - 1 - index }

        /// The order in which the band at `position` in `bands.byY` is met.
        func order(of position: Int) -> Int { down ? position - range.lowerBound : range.upperBound - 1 - position }
    }

    /// Where a link passes a band: straight down (or up) at `x`, from `enter` to `leave`.
    struct Gate: Equatable {
        var x: Double
        var enter: Double
        var leave: Double
    }

    /// Whether a link from `origin` to `target` would cross more than `mostBandsCrossed`
    /// bands, and is left out.
    static func crossesTooMany(from origin: Point, to target: Point, lanes: Bands) -> Bool {
        lanes.count(between: origin.y, and: target.y) > mostBandsCrossed
    }

    /// An arrow from the marble at `origin` to the echo at `target`, crossing `lanes` where
    /// they are free (the caller leaves out a link that `crossesTooMany`). A link going
    /// straight down starts at `verticalStart` when given (below annotations hanging under the
    /// origin).
    static func elements(
        from origin: Point, originRadius: Double, to target: Point, targetRadius: Double,
        crossing lanes: Bands, verticalStart: Double? = nil, theme: Theme
    ) -> [Element] {
        guard distance(origin, target) > originRadius + targetRadius + headLength + 2 else { return [] }
        let stroke = Stroke(color: theme.link, width: 1, dash: dash)
        let gates = gates(from: origin, originRadius: originRadius, to: target, targetRadius: targetRadius, crossing: lanes)
        guard let route = route(from: origin, originRadius: originRadius, through: gates, to: target, targetRadius: targetRadius) else { return [] }
        if gates.isEmpty {
            var start = route.start
            if let verticalStart, route.first == Point(x: 0, y: 1) { start.y = max(start.y, verticalStart) }
            guard distance(start, route.lineEnd) > 2 else { return [] }
            return [.line(from: start, to: route.lineEnd, stroke: stroke),
                    .arrowhead(tip: route.tip, direction: route.last, length: headLength, width: 5, fill: theme.link)]
        }
        return [.path(from: route.start, pieces: route.pieces, stroke: stroke),
                .arrowhead(tip: route.tip, direction: route.last, length: headLength, width: 5, fill: theme.link)]
    }

    /// The drawn way of a link through `gates`: where its line starts and ends, its curve
    /// pieces, the arrow's tip and the directions at both ends. Nil when the gates leave no
    /// room for a curve that keeps going one way (bands crowding the origin or the target).
    struct Route {
        var start: Point
        var pieces: [BezierPiece]
        var lineEnd: Point
        var tip: Point
        var first: Point
        var last: Point

        /// Points along the way, from its start to its end, about a point apart.
        var sampled: [Point] {
            let pieces = pieces.isEmpty
                ? [BezierPiece(control1: start, control2: lineEnd, to: lineEnd)]
                : pieces
            var points = [start]
            var from = start
            for piece in pieces {
                let span = ReplayLinks.distance(from, piece.control1) + ReplayLinks.distance(piece.control1, piece.control2)
                    + ReplayLinks.distance(piece.control2, piece.to)
                let steps = max(ReplayLinks.samples, Int(span.rounded(.up)))
                for step in 1...steps { points.append(piece.point(at: Double(step) / Double(steps), from: from)) }
                from = piece.to
            }
            return points
        }
    }

    static func route(from origin: Point, originRadius: Double, through gates: [Gate], to target: Point, targetRadius: Double) -> Route? {
        let firstAim = gates.first.map { Point(x: $0.x, y: $0.enter) } ?? target
        let lastFrom = gates.last.map { Point(x: $0.x, y: $0.leave) } ?? origin
        guard let first = unit(from: origin, to: firstAim), let last = unit(from: lastFrom, to: target) else { return nil }
        let start = Point(x: origin.x + first.x * (originRadius + 1.5), y: origin.y + first.y * (originRadius + 1.5))
        let tip = Point(x: target.x - last.x * (targetRadius + 1), y: target.y - last.y * (targetRadius + 1))
        let lineEnd = Point(x: tip.x - last.x * (headLength - 0.5), y: tip.y - last.y * (headLength - 0.5))
        guard !gates.isEmpty else { return Route(start: start, pieces: [], lineEnd: lineEnd, tip: tip, first: first, last: last) }

        let sign: Double = target.y > origin.y ? 1 : -1
        func moves(_ a: Point, _ b: Point) -> Bool { (b.y - a.y) * sign > 0 }
        var pieces: [BezierPiece] = []
        // Start → first gate: leaving along the straight way, arriving straight down.
        let enter = Point(x: gates[0].x, y: gates[0].enter)
        guard moves(start, enter) else { return nil }
        let arm = min(distance(start, enter) / 3, abs(enter.y - start.y) / 2)
        pieces.append(BezierPiece(control1: Point(x: start.x + first.x * distance(start, enter) / 3, y: start.y + first.y * distance(start, enter) / 3),
                                  control2: Point(x: enter.x, y: enter.y - sign * arm), to: enter))
        for (index, gate) in gates.enumerated() {
            // Straight through the band.
            let top = Point(x: gate.x, y: gate.enter), bottom = Point(x: gate.x, y: gate.leave)
            pieces.append(BezierPiece(control1: Point(x: gate.x, y: top.y + (bottom.y - top.y) / 3),
                                      control2: Point(x: gate.x, y: top.y + 2 * (bottom.y - top.y) / 3), to: bottom))
            if index + 1 < gates.count {
                // An S-curve to the next gate, vertical at both ends.
                let next = Point(x: gates[index + 1].x, y: gates[index + 1].enter)
                guard moves(bottom, next) else { return nil }
                let half = (next.y - bottom.y) / 2
                pieces.append(BezierPiece(control1: Point(x: bottom.x, y: bottom.y + half), control2: Point(x: next.x, y: next.y - half), to: next))
            }
        }
        // Last gate → the echo: leaving straight down, arriving along the straight way.
        let leave = Point(x: gates[gates.count - 1].x, y: gates[gates.count - 1].leave)
        guard moves(leave, lineEnd) else { return nil }
        let reach = distance(leave, lineEnd) / 3
        pieces.append(BezierPiece(control1: Point(x: leave.x, y: leave.y + sign * min(reach, abs(lineEnd.y - leave.y) / 2)),
                                  control2: Point(x: lineEnd.x - last.x * reach, y: lineEnd.y - last.y * reach), to: lineEnd))
        return Route(start: start, pieces: pieces, lineEnd: lineEnd, tip: tip, first: first, last: last)
    }

    /// The gates of a link: for each band in between whose taken spans the way would pass,
    /// a drop through that band at the free x nearest to where the way crossed it. Found one
    /// at a time, nearest the origin first, since each gate bends the way after it.
    static func gates(from origin: Point, originRadius: Double, to target: Point, targetRadius: Double, crossing lanes: Bands) -> [Gate] {
        guard target.y != origin.y else { return [] }
        let down = target.y > origin.y
        let low = min(origin.y, target.y), high = max(origin.y, target.y)
        let ordered = Between(bands: lanes, range: lanes.firstIndex { $0 > low }..<max(lanes.firstIndex { $0 > low }, lanes.firstIndex { $0 >= high }),
                              down: down)
        let ends = [(origin, originRadius), (target, targetRadius)].flatMap { end in lanes.bands(atY: end.0.y).map { (end.0, end.1, $0) } }
        let endLabels = ends.flatMap(\.2.labels)
        /// Whether the way through `gates` passes a label of its ends' bands, or (unless
        /// `labelsOnly`) a marble or mark there other than the ends themselves.
        func crossesEnds(_ gates: [Gate], labelsOnly: Bool) -> Bool {
            guard let route = route(from: origin, originRadius: originRadius, through: gates, to: target, targetRadius: targetRadius) else { return true }
            return route.sampled.contains { point in
                if endLabels.contains(where: { $0.contains(point, clearance: 1) }) { return true }
                guard !labelsOnly else { return false }
                return ends.contains { end, radius, band in
                    abs(point.y - band.y) < band.halfHeight && band.covers(point.x) && distance(point, end) > radius + clearance + 2
                }
            }
        }

        var gates: [Gate] = []
        var gated: Set<Int> = []
        for _ in 0...ordered.count {
            guard let route = route(from: origin, originRadius: originRadius, through: gates, to: target, targetRadius: targetRadius) else {
                return gates.isEmpty ? [] : Array(gates.dropLast())
            }
            let points = route.sampled
            guard let (index, aim) = firstHit(points, ordered, skipping: gated) else { return gates }
            let lane = ordered[index]
            let free = lane.blocked.flatMap { [$0.lowerBound, $0.upperBound] }.filter { !lane.isStrictlyInside($0) }
            // Where a link going `down` (or up) enters the band and leaves it.
            let enter = lane.y + (down ? -lane.halfHeight : lane.halfHeight)
            let leave = lane.y + (down ? lane.halfHeight : -lane.halfHeight)
            func withGate(at x: Double) -> [Gate] {
                let gate = Gate(x: x, enter: enter, leave: leave)
                let slot = gates.firstIndex { down ? $0.enter > enter : $0.enter < enter } ?? gates.count
                var result = gates
                result.insert(gate, at: slot)
                return result
            }
            // A band right next to a gated one (a label's part under its lane's line) is
            // passed at that gate's x where it can be: at another, the link would jog sideways
            // between them.
            let neighbour = gates.first { abs($0.leave - enter) < adjacent || abs($0.enter - leave) < adjacent }
            // Else at an x free in the bands touching it too (those it may need a gate in), so
            // that their gates can share it.
            let position = ordered.position(of: index)
            let touching = [position - 1, position + 1].filter { ordered.range.contains($0) }.map { lanes.byY[$0] }.filter {
                abs(abs($0.y - lane.y) - $0.halfHeight - lane.halfHeight) < adjacent
            }
            let shared = free.filter { x in touching.allSatisfy { !$0.isStrictlyInside(x) } }
            let candidates = shared.isEmpty ? free : shared
            let nearest = neighbour.map(\.x).flatMap { lane.isStrictlyInside($0) ? nil : $0 }
                ?? candidates.min { abs($0 - aim) < abs($1 - aim) } ?? aim
            var choice = withGate(at: nearest)
            // The bands of the link's ends have no gate: the way into and out of them keeps
            // clear of their labels by passing this band at one of the next nearest free x,
            // if one leads clear of everything there.
            if !endLabels.isEmpty, crossesEnds(choice, labelsOnly: true) {
                let others = candidates.filter { $0 != nearest }.sorted { (abs($0 - aim), $0) < (abs($1 - aim), $1) }.prefix(alternatives)
                if let clear = others.lazy.map(withGate).first(where: { !crossesEnds($0, labelsOnly: false) }) { choice = clear }
            }
            gated.insert(index)
            gates = choice
        }
        return gates
    }

    /// The first band (in path order, not yet gated) where `points` pass a taken span, and the
    /// x where they cross its middle.
    /// Each point is checked against the few bands near its y only: the window of bands moves
    /// along with the points, which step about a point at a time.
    private static func firstHit(_ points: [Point], _ lanes: Between, skipping gated: Set<Int>) -> (Int, Double)? {
        let byY = lanes.bands.byY, reach = lanes.bands.tallestHalf + 1
        guard let start = points.first else { return nil }
        // Bands from `low` up to `high` have a y within `reach` of the point's.
        var low = lanes.bands.firstIndex { $0 > start.y - reach }
        var high = lanes.bands.firstIndex { $0 >= start.y + reach }
        var first: Int?
        for point in points {
            while low > 0 && byY[low - 1].y > point.y - reach { low -= 1 }
            while low < byY.count && !(byY[low].y > point.y - reach) { low += 1 }
            while high > 0 && byY[high - 1].y >= point.y + reach { high -= 1 }
            while high < byY.count && !(byY[high].y >= point.y + reach) { high += 1 }
            let from = max(lanes.range.lowerBound, low), to = min(lanes.range.upperBound, high)
            for position in from..<max(from, to) {
                let lane = byY[position], index = lanes.order(of: position)
                guard index < first ?? .max, abs(point.y - lane.y) < lane.halfHeight, lane.covers(point.x),
                      !gated.contains(index) else { continue }
                first = index
            }
        }
        guard let first else { return nil }
        let lane = lanes[first]
        let aim = points.min { abs($0.y - lane.y) < abs($1.y - lane.y) }!.x
        return (first, aim)
    }

    private static func unit(from a: Point, to b: Point) -> Point? {
        let length = distance(a, b)
        guard length > 0 else { return nil }
        return Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}
