import MarbleTrace

/// Lays a trace out as a diagram: lanes top to bottom in trace order, time left to right
/// on one shared scale, a time axis and a legend for the kinds that need explaining.
public enum DiagramLayouter {
    /// The geometry of `trace` drawn with `theme`, measuring text with `measurer`.
    public static func layout(_ trace: Trace, theme: Theme = .light, measurer: some TextMeasurer) -> DiagramLayout {
        let pass = LayoutPass(trace: trace, theme: theme, measurer: measurer)
        return pass.run()
    }
}

/// One run of the layout: the steps share the models, the scale and the metrics.
struct LayoutPass<Measurer: TextMeasurer> {
    let trace: Trace
    let theme: Theme
    let measurer: Measurer
    let models: [LaneModel]
    /// Lane indices per binding, in order of first appearance: `b[1]`, `b[2]` share one group.
    /// An inner publisher's lane follows right after the lane it branches off, in that group.
    let groups: [[Int]]
    let graph: LaneGraph
    let tickCount: Int

    init(trace: Trace, theme: Theme, measurer: Measurer) {
        self.trace = trace
        self.theme = theme
        self.measurer = measurer
        models = trace.lanes.map(LaneModel.init)
        graph = LaneGraph(trace.lanes)
        groups = LayoutPass.groups(trace.lanes, parents: graph.parents)
        tickCount = max(trace.ticks, (models.map(\.lastTick).max() ?? 0) + 1, 1)
    }

    /// Groups lanes by binding; branch lanes are placed after their parent (and after the
    /// parent's earlier branches), in trace order.
    static func groups(_ lanes: [Lane], parents: [Int?]) -> [[Int]] {
        var order: [LaneID] = []
        var members: [LaneID: [Int]] = [:]
        var children: [Int: [Int]] = [:]
        for (index, lane) in lanes.enumerated() {
            if let parent = parents[index], LayoutPass.root(of: index, parents: parents) != index {
                children[parent, default: []].append(index)
                continue
            }
            if members[lane.id.stream] == nil { order.append(lane.id.stream) }
            members[lane.id.stream, default: []].append(index)
        }
        func withBranches(_ index: Int) -> [Int] {
            [index] + (children[index] ?? []).flatMap(withBranches)
        }
        return order.map { members[$0]!.flatMap(withBranches) }
    }

    /// The lane at the top of `index`'s chain of parents; `index` itself when the chain is a
    /// cycle (which a trace should not have, but must not hang the layout).
    static func root(of index: Int, parents: [Int?]) -> Int {
        var current = index
        var seen: Set<Int> = [index]
        while let parent = parents[current] {
            if seen.contains(parent) { return index }
            seen.insert(parent)
            current = parent
        }
        return current
    }

    func run() -> DiagramLayout {
        // Horizontal: how much room marbles need, which scale that gives, what shrinks.
        let full = Metrics(theme: theme, shrink: 1)
        let desired = models.map { shapes(for: $0, metrics: full, limits: nil) }
        let neededAll = neededSpacing(desired, metrics: full, circlesOnly: false)
        let neededCircles = neededSpacing(desired, metrics: full, circlesOnly: true)
        let spacing = TimeScale.spacing(needed: neededAll, tickCount: tickCount, theme: theme)
        // Marbles, gaps and marks shrink together when the axis had to be squeezed.
        let shrink = neededCircles > 0 ? min(1, max(0.02, (spacing - 0.5) / neededCircles)) : 1
        let metrics = Metrics(theme: theme, shrink: shrink)
        let unlimited = models.map { shapes(for: $0, metrics: metrics, limits: nil) }
        let limits = models.indices.map { halfWidthLimits(models[$0], unlimited[$0], spacing: spacing, metrics: metrics) }
        let truncated = models.indices.map { shapes(for: models[$0], metrics: metrics, limits: limits[$0]) }
        // A second fit gives each cut label room for its footnote number.
        let footnotes = Footnotes(models: models, shapes: truncated)
        let fitted = footnotes.isEmpty ? truncated : models.indices.map {
            shapes(for: models[$0], metrics: metrics, limits: limits[$0], footnotes: footnotes)
        }

        let names = NameColumn(pass: self)
        let plotLeft = theme.margin + names.width + theme.nameGap
        var leftAtZero = metrics.radius
        for (model, laneShapes) in zip(models, fitted) {
            if let first = model.columns.first, first.tick == 0 {
                leftAtZero = max(leftAtZero, laneShapes[0].map(\.halfWidth).max() ?? 0)
            }
        }
        let tickLabelWidth = measurer.measure(String(tickCount), font: theme.axisFont).width
        var scale = TimeScale(tickCount: tickCount, spacing: spacing, originX: plotLeft + leftAtZero + 10,
                              labelStep: TimeScale.labelStep(spacing: spacing, labelWidth: tickLabelWidth))
        scale.originX = (scale.originX * 2).rounded() / 2
        var rightmost = scale.x(tickCount)
        for (model, laneShapes) in zip(models, fitted) {
            for extent in extents(model, laneShapes, metrics: metrics, circlesOnly: false) {
                rightmost = max(rightmost, scale.x(extent.tick) + extent.right + 8)
            }
        }
        let axisEnd = (rightmost * 2).rounded() / 2
        let arrowTip = axisEnd + theme.arrowLength

        let colors = ValueColors(trace: trace, palette: theme.palette)
        // A branch's slant runs about half a tick to the right, at most 16 pt.
        let branchRun = min(16, max(4, spacing * 0.5))
        let geometries = models.indices.map { index in
            LaneGeometry(model: models[index], shapes: fitted[index], scale: scale, metrics: metrics,
                         axisStart: plotLeft, axisEnd: arrowTip, annotationFont: theme.annotationFont, measurer: measurer,
                         branchRun: isBranch(index) ? branchRun : nil)
        }

        // Vertical: title, groups of rows (with operator boxes between them), axis, legend.
        var elements: [Element] = []
        var marks: [Mark] = []
        var cursor = theme.margin
        var titleRun: TextRun?
        if let title = trace.title, !title.isEmpty {
            let extent = measurer.measure(title, font: theme.titleFont)
            titleRun = TextRun(title, origin: Point(x: theme.margin, y: (cursor + extent.ascent).rounded()),
                               font: theme.titleFont, color: theme.foreground)
            cursor += extent.ascent + extent.descent + 18
        }
        let plotTop = cursor
        var bands: [Element] = []
        var links: [Element] = []
        var laneElements: [Element] = []
        var boxes: [(box: OperatorBox, input: Int?, output: Int)] = []
        var lineY = Array(repeating: 0.0, count: models.count)
        for (groupIndex, group) in groups.enumerated() {
            if let found = operatorBox(above: groupIndex) {
                // The lane gap becomes room for the box.
                cursor += theme.operatorBoxGap - theme.laneGap
                let box = OperatorBox(label: found.label, sources: found.sources, left: plotLeft, right: arrowTip, top: cursor.rounded(),
                                      theme: theme, measurer: measurer)
                boxes.append((box, found.linked, group[0]))
                cursor = box.rect.maxY + theme.operatorBoxGap + (group.count > 1 ? 8 : 0)
            }
            let groupTop = cursor
            var groupBottom = cursor
            let rows = self.rows(of: group, geometries)
            for (rowIndex, row) in rows.enumerated() {
                let top = row.map { geometries[$0].top }.min() ?? 0
                let bottom = row.map { geometries[$0].bottom }.max() ?? 0
                let y = (cursor - top).rounded()
                for index in row { lineY[index] = y }
                groupBottom = y + bottom
                cursor = groupBottom + (rowIndex == rows.count - 1 ? 0 : theme.subRowGap)
            }
            let nameBottom = names.place(group: groupIndex, lineYs: group.map { lineY[$0] }, tagRight: plotLeft - 6, into: &laneElements)
            groupBottom = max(groupBottom, nameBottom)
            let banded = rows.count > 1
            if banded {
                bands.append(.rect(Rect(x: theme.margin - 10, y: groupTop - 8, width: arrowTip - theme.margin + 20,
                                        height: groupBottom - groupTop + 16),
                                   cornerRadius: 6, fill: theme.groupBand, stroke: nil))
            }
            for index in group {
                if let parent = graph.parents[index], let branchX = geometries[index].branchX {
                    laneElements.append(.line(
                        from: Point(x: branchX, y: lineY[parent]), to: Point(x: geometries[index].lineStart, y: lineY[index]),
                        stroke: Stroke(color: theme.foreground, width: theme.lineWidth)))
                }
            }
            for index in group {
                let built = LaneElements(geometries[index], lineY: lineY[index], scale: scale, metrics: metrics, colors: colors,
                                         laneBackground: banded ? theme.groupBand : theme.background,
                                         linkedElsewhere: Set(replayOrigins(index, geometries).keys),
                                         annotationFont: theme.annotationFont, measurer: measurer)
                laneElements += built.elements
                marks += built.marks
            }
            cursor = groupBottom + (banded ? 8 : 0) + theme.laneGap
        }
        // The lines a replay link may have to cross, with the spans their marbles cover.
        var crossings: [ReplayLinks.Crossing] = []
        for index in models.indices {
            var blocked = geometries[index].marbles.filter { $0.center.y == 0 }.map { marble in
                (marble.center.x - marble.shape.halfWidth - ReplayLinks.clearance)...(marble.center.x + marble.shape.halfWidth + ReplayLinks.clearance)
            }
            // A link crossing a lane on its end mark would seem to end it.
            blocked += geometries[index].terminals.map { terminal in
                let half = metrics.terminalHalfWidth(terminal.kind) + ReplayLinks.clearance
                return (terminal.center.x - half)...(terminal.center.x + half)
            }
            let halfHeight = metrics.radius + ReplayLinks.clearance
            if let row = crossings.firstIndex(where: { $0.y == lineY[index] }) {
                crossings[row].blocked += blocked
            } else {
                crossings.append(.init(y: lineY[index], blocked: blocked, halfHeight: halfHeight))
            }
        }
        for index in models.indices {
            // In marble order: a dictionary's order would change the bytes from run to run.
            for (marble, origin) in replayOrigins(index, geometries).sorted(by: { $0.key < $1.key }) {
                let echo = geometries[index].marbles[marble]
                let source = geometries[origin.lane].marbles[origin.marble]
                links += ReplayLinks.elements(
                    from: Point(x: source.center.x, y: source.center.y + lineY[origin.lane]), originRadius: source.shape.radius,
                    to: Point(x: echo.center.x, y: echo.center.y + lineY[index]), targetRadius: echo.shape.radius,
                    crossing: crossings,
                    verticalStart: ItemLinks.below(.init(geometry: geometries[origin.lane], lineY: lineY[origin.lane]), x: source.center.x, from: 0),
                    theme: theme)
            }
        }
        var boxElements: [Element] = []
        for (box, input, output) in boxes {
            boxElements += box.elements(theme: theme, measurer: measurer)
            guard let input, trace.lanes[output].mapsTickToTick else { continue }
            boxElements += ItemLinks.elements(from: .init(geometry: geometries[input], lineY: lineY[input]),
                                              to: .init(geometry: geometries[output], lineY: lineY[output]),
                                              through: box.rect, barHalfHeight: metrics.barHalfHeight, theme: theme)
        }
        let plotBottom = cursor - theme.laneGap
        let axis = AxisLayout(scale: scale, theme: theme, plotLeft: plotLeft, axisEnd: axisEnd,
                              y: (plotBottom + 14).rounded(), unit: trace.unit, measurer: measurer)

        var contentRight = max(axis.right, geometries.map(\.annotationsRight).max() ?? 0)
        if let titleRun { contentRight = max(contentRight, titleRun.origin.x + measurer.measure(titleRun.string, font: titleRun.font).width) }
        let legend = LegendLayout(models: models, footnotes: footnotes, theme: theme, left: theme.margin,
                                  top: axis.bottom + 16, maxRight: max(contentRight, 420), measurer: measurer)
        contentRight = max(contentRight, legend.right)
        let bottom = legend.isEmpty ? axis.bottom : legend.bottom

        let size = Size(width: (contentRight + theme.margin).rounded(.up), height: (bottom + theme.margin).rounded(.up))
        elements.append(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height), cornerRadius: 0, fill: theme.background, stroke: nil))
        elements += bands
        elements += axis.guides(from: plotTop)
        // Links go behind the boxes: a replayed value passes through the operators.
        elements += links
        elements += boxElements
        elements += laneElements
        elements += axis.elements
        elements += legend.elements
        if let titleRun { elements.append(.text(titleRun)) }
        return DiagramLayout(size: size, elements: elements, marks: marks)
    }

    // MARK: - Relations between lanes

    /// Whether lane `index` is drawn as a branch of another lane.
    func isBranch(_ index: Int) -> Bool {
        graph.parents[index] != nil && LayoutPass.root(of: index, parents: graph.parents) != index
    }

    /// The operator box above group `index`, if its first lane is derived through operators
    /// worth writing down: the label; the names of its inputs when they are not in the
    /// group right above (the box then says where the values come from); and the input
    /// whose values may be linked through the box, when it is the last row right above.
    func operatorBox(above index: Int) -> (label: String, sources: [String], linked: Int?)? {
        let output = groups[index][0]
        let lane = trace.lanes[output]
        let inputs = graph.inputs[output]
        guard lane.deservesOperatorBox, let label = lane.operatorLabel, !inputs.isEmpty else { return nil }
        let above = index > 0 ? Set(groups[index - 1]) : []
        if inputs.allSatisfy(above.contains) {
            let last = groups[index - 1].last!
            let linked = !isBranch(last) && inputs.contains(last) ? last : nil
            return (label, [], linked)
        }
        var sources: [String] = []
        for input in inputs where !sources.contains(trace.lanes[input].id.stream.description) {
            sources.append(trace.lanes[input].id.stream.description)
        }
        return (label, sources, nil)
    }

    /// The rows of a group, top to bottom, each holding one lane, or several branches of one
    /// parent that follow each other in time (first fit, so inner publishers that do not
    /// overlap take one row between them, as a higher-order stream reads best).
    func rows(of group: [Int], _ geometries: [LaneGeometry]) -> [[Int]] {
        var rows: [[Int]] = []
        for index in group {
            if isBranch(index), let branchX = geometries[index].branchX,
               let row = rows.firstIndex(where: { row in
                   row.allSatisfy { graph.parents[$0] == graph.parents[index] && isBranch($0) && geometries[$0].right + 8 < branchX }
               }) {
                rows[row].append(index)
            } else {
                rows.append([index])
            }
        }
        return rows
    }

    /// For each echo of lane `index` (by marble index), the lane upstream and the marble its
    /// link starts from: the nearest input that either emitted the value at the echo's `from`
    /// tick (the marble of the same value if several share that tick), or got the same
    /// value replayed at the same moment (a multicast's subject row passing its history on;
    /// that echo carries the link to the origin, this one links to it).
    func replayOrigins(_ index: Int, _ geometries: [LaneGeometry]) -> [Int: (lane: Int, marble: Int)] {
        var result: [Int: (lane: Int, marble: Int)] = [:]
        for (marbleIndex, marble) in geometries[index].marbles.enumerated() {
            guard case .replay(let from) = marble.item.kind else { continue }
            func candidates(_ lane: Int) -> [Int] {
                let marbles = geometries[lane].marbles
                let passedOn = marbles.indices.filter {
                    guard case .replay(from) = marbles[$0].item.kind else { return false }
                    return marbles[$0].tick == marble.tick && marbles[$0].item.value == marble.item.value
                }
                if !passedOn.isEmpty { return passedOn }
                return marbles.indices.filter { marbles[$0].tick == from && marbles[$0].item.kind == .value }
            }
            guard let lane = graph.upstream(of: index, where: { !candidates($0).isEmpty }) else { continue }
            let found = candidates(lane)
            let same = found.first { geometries[lane].marbles[$0].item.value == marble.item.value }
            result[marbleIndex] = (lane, same ?? found[0])
        }
        return result
    }

    // MARK: - Marble sizes

    /// The shape of every marble of a lane, column by column, within per-column limits.
    func shapes(for model: LaneModel, metrics: Metrics, limits: [Double]?, footnotes: Footnotes? = nil) -> [[MarbleShape]] {
        model.columns.enumerated().map { index, column in
            column.items.map { item in
                let text = item.value.description
                return MarbleShape.fit(text, radius: metrics.radius,
                                maxHalfWidth: limits?[index] ?? metrics.maxPillHalfWidth, font: metrics.marbleFont,
                                minimumFontSize: metrics.minimumMarbleFontSize, padding: theme.pillPadding * max(metrics.shrink, 0.5),
                                marker: footnotes?.marker(for: text) ?? "", measurer: measurer)
            }
        }
    }

    /// What a lane occupies around each busy tick: marbles and the terminal marks after them.
    func extents(_ model: LaneModel, _ shapes: [[MarbleShape]], metrics: Metrics, circlesOnly: Bool) -> [(tick: Int, left: Double, right: Double, extra: Double)] {
        var columns: [Int: (left: Double, right: Double)] = [:]
        for (column, columnShapes) in zip(model.columns, shapes) {
            let halves = columnShapes.map { circlesOnly ? metrics.radius : $0.halfWidth }
            let arrangement = ColumnArrangement.arrange(column, halfWidths: halves, metrics: metrics)
            columns[column.tick] = (arrangement.left, arrangement.right)
        }
        let ticks = Set(columns.keys).union(model.terminals.map(\.tick)).sorted()
        return ticks.map { tick in
            let marks = model.terminals(at: tick).map(metrics.terminalHalfWidth)
            if let column = columns[tick] {
                let extra = marks.reduce(0) { $0 + metrics.terminalGap + 2 * $1 }
                return (tick, column.left, column.right + extra, extra)
            }
            let first = marks.first ?? 0
            let extra = marks.dropFirst().reduce(0) { $0 + metrics.terminalGap + 2 * $1 }
            return (tick, first, first + extra, extra)
        }
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
            if column.isReplayRow {
                // A row of echoes shrinks as a whole: each pill gets its share of the room
                // up to the next busy tick.
                guard at + 1 < busy.count else { return limit }
                let next = busy[at + 1]
                let room = Double(next.tick - me.tick) * spacing - metrics.marbleGap - 0.5 - me.extra - next.left
                let wanted = me.right - me.extra
                if wanted > room { limit = min(limit, want * max(room, 0) / wanted) }
                return max(limit, metrics.radius)
            }
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
