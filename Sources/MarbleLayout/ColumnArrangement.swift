/// How the marbles of one tick sit around the tick's x.
///
/// Values that happen at one tick stack downwards under the line, joined by a stem. A
/// column holding replayed history is different: the history arrives the moment a
/// subscriber subscribes, so the echoes line up side by side just right of the tick,
/// leaving the line at the tick itself free for the subscription caret, as Reactor's
/// `replay` diagrams draw it.
struct ColumnArrangement: Hashable {
    /// Each marble's centre, relative to the tick's x on the line.
    var offsets: [Point]
    /// How far the column reaches left and right of the tick's x.
    var left: Double
    var right: Double
    /// Whether the marbles stand side by side rather than stacked.
    var isRow: Bool

    /// Horizontal gap between echoes in a row.
    static let rowGap = 2.0

    /// The arrangement of `column` whose marbles are `halfWidths` wide on each side.
    static func arrange(_ column: LaneModel.Column, halfWidths: [Double], metrics: Metrics) -> ColumnArrangement {
        guard column.isReplayRow else {
            let half = halfWidths.max() ?? 0
            let offsets = halfWidths.indices.map { Point(x: 0, y: Double($0) * metrics.stackPitch) }
            return ColumnArrangement(offsets: offsets, left: half, right: half, isRow: false)
        }
        // The first echo starts just clear of the caret's right arm.
        var x = rowInset(metrics)
        var offsets: [Point] = []
        for half in halfWidths {
            offsets.append(Point(x: x + half, y: 0))
            x += 2 * half + rowGap
        }
        return ColumnArrangement(offsets: offsets, left: metrics.caretHalfWidth, right: x - rowGap, isRow: true)
    }

    /// Room between the tick's x and the first echo of a row.
    static func rowInset(_ metrics: Metrics) -> Double {
        metrics.caretHalfWidth + 3
    }
}
