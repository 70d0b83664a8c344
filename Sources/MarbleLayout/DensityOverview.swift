/// A dense lane's overview strip: one stroke per point of width, as tall as the rate of the
/// lane's events there (events per tick, against the lane's highest), in one neutral colour;
/// replays dashed, drops hollow (the two ends of their stroke) in the drop colour, over it.
///
/// A stroke per event in its value's colour aliased: at 13 ticks to a pixel the last value
/// drawn in each pixel was all that showed, and values repeating 0–9 turned into long
/// stretches of one colour that looked like data. A histogram of how many events each pixel
/// holds is true at any zoom, once it is a rate over a window of several ticks: a point
/// covering 13.6 ticks holds 13 or 14 of a value a tick (1.35 ticks: 1 or 2), and counts per
/// point would stripe a steady stream again. Rates are rounded to quarters of the
/// highest, so that a steady stream is a flat band and a change of pace shows as a step. The values themselves are on hover (every event keeps its mark) and the
/// first and last are drawn in full under the line (`DenseDetail`).
struct DensityOverview {
    /// The events in one point-wide column of the strip.
    private struct Column {
        var x: Int
        var values = 0
        var replays = 0
        var drops = 0
        var total: Int { values + replays + drops }
    }

    /// In x order: a lane's marbles come sorted by tick.
    private var columns: [Column] = []

    /// The shortest stroke, as a share of the tallest: a column with one event among columns
    /// of hundreds still shows.
    static let floor = 0.3
    /// How many heights a stroke may have between the floor and the tallest.
    static let levels = 4.0
    /// How long each of the two ends of a drop's hollow stroke is.
    static let dropEdge = 1.5
    /// How many ticks the window a rate is taken over spans at least.
    static let windowTicks = 16.0

    /// Counts `count` events of `kind` at `x` (a burst left to the strip is many).
    mutating func add(x: Double, kind: Mark.Kind, count: Int = 1) {
        let column = Int(x.rounded(.down))
        if columns.last?.x != column { columns.append(Column(x: column)) }
        switch kind {
        case .replay: columns[columns.count - 1].replays += count
        case .drop: columns[columns.count - 1].drops += count
        default: columns[columns.count - 1].values += count
        }
    }

    /// The strip's strokes around the line at `lineY`, reaching at most `halfHeight` above
    /// and below it: values and replays (dashed) in `color`, drops over them, hollow, in `dropColor`.
    /// `ticksPerPoint`: how many ticks a point of width covers.
    func elements(lineY: Double, halfHeight: Double, ticksPerPoint: Double, color: RGBA, dropColor: RGBA) -> [RoledElement] {
        guard let first = columns.first?.x, let last = columns.last?.x else { return [] }
        // Events per point over a window of at least `windowTicks` around each column, kept
        // within the lane's events (a window reaching past them would thin its ends).
        let reach = Int((Self.windowTicks / 2 / max(ticksPerPoint, 1e-9)).rounded(.up))
        var rates: [Double] = []
        rates.reserveCapacity(columns.count)
        var low = 0, high = 0, inWindow = 0
        for column in columns {
            while high < columns.count && columns[high].x <= column.x + reach { inWindow += columns[high].total; high += 1 }
            while columns[low].x < column.x - reach { inWindow -= columns[low].total; low += 1 }
            let width = min(column.x + reach, last) - max(column.x - reach, first) + 1
            rates.append(Double(inWindow) / Double(width))
        }
        let most = rates.max() ?? 1
        var strokes = DensityStrokes()
        for (column, rate) in zip(columns, rates) {
            let x = Double(column.x) + 0.5
            // Each kind's stroke as tall as its share of the column's rate, up to it.
            func segment(_ count: Int) -> LineSegment {
                let part = rate * Double(count) / Double(column.total)
                let share = (min(part / most, 1) * Self.levels).rounded() / Self.levels
                let half = halfHeight * (Self.floor + (1 - Self.floor) * share)
                return LineSegment(from: Point(x: x, y: lineY - half), to: Point(x: x, y: lineY + half))
            }
            // Each kind as tall as the events of the column up to it: a replay's dashes and a
            // drop's colour show over the values under them.
            if column.values > 0 {
                strokes.add(segment(column.values), stroke: Stroke(color: color, width: 1), role: .marble)
            }
            if column.replays > 0 {
                strokes.add(segment(column.values + column.replays), stroke: Stroke(color: color, width: 1, dash: [1.5, 1]), role: .echo)
            }
            if column.drops > 0 {
                // Hollow, as a dropped marble is: only the ends of its stroke, so that a run of
                // drops is an empty band between two edges, never a filled one that reads as
                // values received (and in black and white too).
                let whole = segment(column.total)
                let edge = min(Self.dropEdge, (whole.to.y - whole.from.y) / 2)
                strokes.add(LineSegment(from: whole.from, to: Point(x: x, y: whole.from.y + edge)),
                            stroke: Stroke(color: dropColor, width: 1), role: .drop)
                strokes.add(LineSegment(from: Point(x: x, y: whole.to.y - edge), to: whole.to),
                            stroke: Stroke(color: dropColor, width: 1), role: .drop)
            }
        }
        return strokes.finish()
    }
}
