/// How the marbles of one tick sit around the tick's x.
///
/// Everything that happens at one tick is drawn at that tick's x, so that it reads as one
/// moment: values stack downwards under the line, joined by a stem, in the order they
/// happened. Replayed history is no exception: it arrives the moment a subscriber
/// subscribes, so its echoes stack at the subscription's tick (a row of echoes right of the
/// tick would read as later ticks).
struct ColumnArrangement: Hashable {
    /// Each marble's centre, relative to the tick's x on the line.
    var offsets: [Point]
    /// How far the column reaches left and right of the tick's x.
    var left: Double
    var right: Double

    /// The arrangement of a column whose marbles are `halfWidths` wide on each side.
    static func arrange(halfWidths: [Double], metrics: Metrics) -> ColumnArrangement {
        let half = halfWidths.max() ?? 0
        let offsets = halfWidths.indices.map { offsetY($0, metrics: metrics) }.map { Point(x: 0, y: $0) }
        return ColumnArrangement(offsets: offsets, left: half, right: half)
    }

    /// How far under the line the centre of the `index`th marble of a column is.
    static func offsetY(_ index: Int, metrics: Metrics) -> Double {
        Double(index) * metrics.stackPitch
    }

    /// How far a column of `shapes` reaches each side of its tick's x.
    static func halfWidth(_ shapes: [MarbleShape]) -> Double {
        var half = 0.0
        for shape in shapes { half = max(half, shape.halfWidth) }
        return half
    }
}
