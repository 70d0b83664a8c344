/// How big each marble may be: the room busy ticks need, and how it is shared when the
/// scale is tighter than they want.
extension LayoutPass {
    /// The shape of every marble of a lane, column by column, within per-column limits.
    func shapes(for model: LaneModel, metrics: Metrics, limits: [Double]?, footnotes: Footnotes? = nil) -> [[MarbleShape]] {
        model.columns.enumerated().map { index, column in
            column.items.enumerated().map { itemIndex, item in
                let text = item.text
                // A mark hanging under a dense lane keeps the theme's size, and has the plot's width.
                let hangs = DenseDetail.hangs(model, column: index, item: itemIndex, metrics: metrics)
                let metrics = hangs ? DenseDetail.metrics(metrics) : metrics
                return MarbleShape.fit(text, radius: metrics.radius,
                                maxHalfWidth: hangs ? metrics.maxPillHalfWidth : limits?[index] ?? metrics.maxPillHalfWidth, font: metrics.marbleFont,
                                minimumFontSize: metrics.minimumMarbleFontSize, padding: theme.pillPadding * max(metrics.shrink, 0.5),
                                marker: footnotes?.marker(for: text) ?? "",
                                ring: item.kind == .initial ? Glyphs.innerRingInset : 0, measurer: measurer)
            }
        }
    }

    /// What a lane occupies around each busy tick: marbles, and the terminal marks after the
    /// first (which is drawn through the marble at its tick, taking no room of its own).
    func extents(_ model: LaneModel, _ shapes: [[MarbleShape]], metrics: Metrics, circlesOnly: Bool) -> [(tick: Int, left: Double, right: Double, extra: Double)] {
        // The columns come sorted by tick, one per tick; the few ticks with an end mark and no
        // marble are merged in, so that a big lane needs no dictionary or sort here.
        let columns = zip(model.columns.indices, shapes).map { index, columnShapes in
            let column = model.columns[index]
            // A mark hanging under a dense lane takes no room on the line: a stroke's, like
            // the events around it.
            let hangs = metrics.isDense
            let halves = columnShapes.indices.map { item in
                circlesOnly || DenseDetail.hangs(model, column: index, item: item, metrics: metrics) ? metrics.radius : columnShapes[item].halfWidth
            }
            let arrangement = ColumnArrangement.arrange(halfWidths: halves, metrics: metrics)
            // A burst's deck of outlines stands out to the right of its mark.
            let deck = !hangs && column.items.contains { $0.burst != nil } ? 2 * Burst.deckStep : 0
            return (tick: column.tick, left: arrangement.left, right: arrangement.right + deck)
        }
        let markTicks = Set(model.terminals.map(\.tick))
        let columnTicks = Set(markTicks.filter { tick in model.columns.contains { $0.tick == tick } })
        var bare = markTicks.subtracting(columnTicks).sorted()[...]
        func marks(at tick: Int) -> [Double] {
            markTicks.contains(tick) ? model.terminals(at: tick).map(metrics.terminalHalfWidth) : []
        }
        func bareExtent(_ tick: Int) -> (tick: Int, left: Double, right: Double, extra: Double) {
            let marks = marks(at: tick)
            let first = marks.first ?? 0
            let extra = marks.dropFirst().reduce(0) { $0 + metrics.terminalGap + 2 * $1 }
            return (tick, first, first + extra, extra)
        }
        var result: [(tick: Int, left: Double, right: Double, extra: Double)] = []
        result.reserveCapacity(columns.count + bare.count)
        for column in columns {
            while let tick = bare.first, tick < column.tick {
                result.append(bareExtent(tick))
                bare.removeFirst()
            }
            let extra = marks(at: column.tick).dropFirst().reduce(0) { $0 + metrics.terminalGap + 2 * $1 }
            result.append((column.tick, column.left, column.right + extra, extra))
        }
        result += bare.map(bareExtent)
        return result
    }

    /// The smallest points-per-tick at which no two neighbouring busy ticks collide.
    func neededSpacing(_ shapes: [[[MarbleShape]]], metrics: Metrics, circlesOnly: Bool) -> Double {
        var needed = 0.0
        for (model, laneShapes) in zip(models, shapes) {
            let busy = extents(model, laneShapes, metrics: metrics, circlesOnly: circlesOnly)
            for (a, b) in zip(busy, busy.dropFirst()) {
                needed = max(needed, (a.right + b.left + metrics.marbleGap) / Double(b.tick - a.tick))
            }
        }
        return needed
    }

    /// How wide each column's marbles may grow when the scale is tighter than they want:
    /// the room to each neighbour is shared in proportion to what both sides want.
    func halfWidthLimits(_ model: LaneModel, _ shapes: [[MarbleShape]], spacing: Double, metrics: Metrics) -> [Double] {
        let busy = extents(model, shapes, metrics: metrics, circlesOnly: false)
        let position = Dictionary(uniqueKeysWithValues: busy.enumerated().map { ($1.tick, $0) })
        return zip(model.columns, shapes).map { column, columnShapes in
            let want = columnShapes.map(\.halfWidth).max() ?? metrics.radius
            var limit = metrics.maxPillHalfWidth
            guard let at = position[column.tick] else { return limit }
            let me = busy[at]
            if at > 0 {
                let previous = busy[at - 1]
                let room = Double(me.tick - previous.tick) * spacing - metrics.marbleGap - 0.5 - previous.extra
                let other = previous.right - previous.extra
                if other + want > room { limit = min(limit, room * want / (other + want)) }
            }
            if at + 1 < busy.count {
                let next = busy[at + 1]
                let room = Double(next.tick - me.tick) * spacing - metrics.marbleGap - 0.5 - me.extra
                if next.left + want > room { limit = min(limit, room * want / (next.left + want)) }
            }
            return max(limit, metrics.radius)
        }
    }
}
