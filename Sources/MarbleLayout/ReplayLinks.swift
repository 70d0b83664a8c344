/// Faint dashed arrows from where a replayed value was first emitted, on the lane upstream
/// that emitted it, to its echo on the late subscriber's lane, like the fan of arrows in
/// Reactor's `replay` diagrams.
enum ReplayLinks {
    static let dash: [Double] = [3, 2.5]
    static let headLength = 5.0

    /// An arrow from the marble `origin` (centre, radius) to the echo `target`.
    static func elements(from origin: Point, originRadius: Double, to target: Point, targetRadius: Double, theme: Theme) -> [Element] {
        let dx = target.x - origin.x
        let dy = target.y - origin.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > originRadius + targetRadius + headLength + 2 else { return [] }
        let unit = Point(x: dx / length, y: dy / length)
        let start = Point(x: origin.x + unit.x * (originRadius + 1.5), y: origin.y + unit.y * (originRadius + 1.5))
        let tip = Point(x: target.x - unit.x * (targetRadius + 1), y: target.y - unit.y * (targetRadius + 1))
        let lineEnd = Point(x: tip.x - unit.x * (headLength - 0.5), y: tip.y - unit.y * (headLength - 0.5))
        return [
            .line(from: start, to: lineEnd, stroke: Stroke(color: theme.link, width: 1, dash: dash)),
            .arrowhead(tip: tip, direction: unit, length: headLength, width: 5, fill: theme.link),
        ]
    }
}
