/// How big each marble may be: the room busy ticks need, and how it is shared when the
/// scale is tighter than they want.
extension LayoutPass {
    /// The shape of every marble of a lane, column by column, within per-column limits.
    ///
    /// `reusing` holds the lane's shapes at the same metrics with no limits: a marble that
    /// fitted within its column's limit there is the same shape here, and is not fitted (and
    /// its text not made and measured) again. A million-event lane is fitted three times, and
    /// its marbles are dots that always fit.
    func shapes(for model: LaneModel, metrics: Metrics, limits: [Double]?, footnotes: Footnotes? = nil,
                reusing unlimited: [[MarbleShape]]? = nil) -> [[MarbleShape]] {
        // The two sizes a marble may have, their numbers taken out once: `Metrics` holds the
        // theme, and a copy of it per marble cost more than fitting a dot.
        let hangingMetrics = metrics.isDense ? DenseDetail.metrics(metrics) : metrics
        let padding = theme.pillPadding * max(metrics.shrink, 0.5)
        let hangingPadding = theme.pillPadding * max(hangingMetrics.shrink, 0.5)
        let isDot = 2 * metrics.radius < metrics.minimumMarbleFontSize + 2
        let dot = MarbleShape(halfWidth: metrics.radius, radius: metrics.radius, label: "", font: metrics.marbleFont, truncated: true)
        let footnotes = footnotes.flatMap { $0.isEmpty ? nil : $0 }
        let reused = footnotes == nil ? unlimited : nil
        var result: [[MarbleShape]] = []
        result.reserveCapacity(model.columns.count)
        for (index, column) in model.columns.enumerated() {
            let limit = max(limits?[index] ?? metrics.maxPillHalfWidth, metrics.radius)
            var columnShapes: [MarbleShape] = []
            columnShapes.reserveCapacity(column.items.count)
            for (itemIndex, item) in column.items.enumerated() {
                // A mark hanging under a dense lane keeps the theme's size, and has the plot's width.
                let hangs = DenseDetail.hangs(model, column: index, item: itemIndex, metrics: metrics)
                if let reused, hangs || reused[index][itemIndex].halfWidth <= limit {
                    columnShapes.append(reused[index][itemIndex])
                } else if !hangs, isDot {
                    // What `MarbleShape.fit` makes of a marble too small for any text, without
                    // making the text: a dot, cut short unless its value's text is empty.
                    var shape = dot
                    shape.truncated = !item.hasEmptyText
                    columnShapes.append(shape)
                } else {
                    let text = item.text
                    let fitted = hangs ? hangingMetrics : metrics
                    columnShapes.append(MarbleShape.fit(
                        text, radius: fitted.radius, maxHalfWidth: hangs ? fitted.maxPillHalfWidth : limit, font: fitted.marbleFont,
                        minimumFontSize: fitted.minimumMarbleFontSize, padding: hangs ? hangingPadding : padding,
                        marker: footnotes?.marker(for: text) ?? "", ring: item.kind == .initial ? Glyphs.innerRingInset : 0,
                        measurer: measurer))
                }
            }
            result.append(columnShapes)
        }
        return result
    }

    /// What a lane occupies around each busy tick: marbles, and the terminal marks after the
    /// first (which is drawn at its tick, through the marble there or over the drop hanging
    /// under it, taking no room of its own).
    func extents(_ model: LaneModel, _ shapes: [[MarbleShape]], metrics: Metrics, circlesOnly: Bool) -> [(tick: Int, left: Double, right: Double, extra: Double)] {
        // The columns come sorted by tick, one per tick; the few ticks with an end mark and no
        // marble are merged in, so that a big lane needs no dictionary or sort here.
        let columns = zip(model.columns.indices, shapes).map { index, columnShapes in
            let column = model.columns[index]
            // A mark hanging under a dense lane takes no room on the line: a stroke's, like
            // the events around it.
            let hangs = metrics.isDense
            // The widest marble's half width (`ColumnArrangement`'s reach), with no array made.
            var half = 0.0
            for item in columnShapes.indices {
                half = max(half, circlesOnly || DenseDetail.hangs(model, column: index, item: item, metrics: metrics)
                    ? metrics.radius : columnShapes[item].halfWidth)
            }
            // A burst's deck of outlines stands out to the right of its mark.
            let deck = !hangs && model.bursts > 0 && column.items.contains { $0.burst != nil } ? 2 * Burst.deckStep : 0
            return (tick: column.tick, left: half, right: half + deck)
        }
        let markTicks = Set(model.terminals.map(\.tick))
        let columnTicks = Set(markTicks.filter { tick in model.hasColumn(at: tick) })
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
        // Both come sorted by tick: each column's place in `busy` is found walking on from
        // the last one's (a dictionary of a million ticks cost more than the rest).
        var cursor = 0
        return zip(model.columns, shapes).map { column, columnShapes in
            let want = columnShapes.isEmpty ? metrics.radius : ColumnArrangement.halfWidth(columnShapes)
            var limit = metrics.maxPillHalfWidth
            while cursor < busy.count, busy[cursor].tick < column.tick { cursor += 1 }
            guard cursor < busy.count, busy[cursor].tick == column.tick else { return limit }
            let at = cursor
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
