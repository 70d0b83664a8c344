/// The first phase's result: how much room a tick gets, how big marbles are, and where
/// every lane's marks sit across (their heights come with the vertical stacking).
struct HorizontalFit {
    var metrics: Metrics
    var spacing: Double
    var scale: TimeScale
    /// The marble shapes of each lane, column by column.
    var shapes: [[[MarbleShape]]]
    var footnotes: Footnotes
    var names: NameColumn
    /// The footnote number ending the label of the operator box above a group (by group
    /// index), for a label too long for its box.
    var boxMarkers: [Int: String]
    /// Where the time lines may start: right of the name column.
    var plotLeft: Double
    /// Where the axis line ends, and the arrow tips of lanes that never end.
    var axisEnd: Double
    var arrowTip: Double
    var colors: ValueColors
    /// Each lane placed across, y measured from its own time line.
    var geometries: [LaneGeometry]
}

extension LayoutPass {
    /// Fits the time scale to what the marbles need, shrinking marbles, gaps and marks
    /// together when the axis had to be squeezed, and places each lane across.
    func fitHorizontally() -> HorizontalFit {
        let full = Metrics(theme: theme, shrink: 1)
        let desired = models.map { shapes(for: $0, metrics: full, limits: nil) }
        let neededAll = neededSpacing(desired, metrics: full, circlesOnly: false)
        let neededCircles = neededSpacing(desired, metrics: full, circlesOnly: true)
        let spacing = TimeScale.spacing(needed: neededAll, tickCount: tickCount, theme: theme)
        let shrink = neededCircles > 0 ? min(1, max(0.02, (spacing - 0.5) / neededCircles)) : 1
        let metrics = Metrics(theme: theme, shrink: shrink)
        // Unshrunk, the marbles are as desired; within limits, those that fitted stay as they were.
        let unlimited = shrink == 1 ? desired : models.map { shapes(for: $0, metrics: metrics, limits: nil) }
        let limits = models.indices.map { halfWidthLimits(models[$0], unlimited[$0], spacing: spacing, metrics: metrics) }
        let truncated = models.indices.map { shapes(for: models[$0], metrics: metrics, limits: limits[$0], reusing: unlimited[$0]) }
        // A second fit gives each cut label room for its footnote number.
        var footnotes = Footnotes(models: models, shapes: truncated)
        let fitted = footnotes.isEmpty ? truncated : models.indices.map {
            shapes(for: models[$0], metrics: metrics, limits: limits[$0], footnotes: footnotes)
        }

        // After the values' footnotes: a label cut short gets the next number.
        let names = nameColumn(footnotes: &footnotes)
        let plotLeft = theme.margin + names.width + theme.nameGap
        var scale = timeScale(spacing: spacing, plotLeft: plotLeft, shapes: fitted, metrics: metrics)
        // A branch's slant runs about half a tick to the right, at most 16 pt.
        let branchRun = min(16, max(4, spacing * 0.5))
        let linkedTicks = itemLinkedTicks(metrics: metrics)
        func place(_ scale: TimeScale) -> (axisEnd: Double, arrowTip: Double, geometries: [LaneGeometry]) {
            var rightmost = scale.x(tickCount)
            for (model, laneShapes) in zip(models, fitted) {
                for extent in extents(model, laneShapes, metrics: metrics, circlesOnly: false) {
                    rightmost = max(rightmost, scale.x(extent.tick) + extent.right + 8)
                }
            }
            let axisEnd = (rightmost * 2).rounded() / 2
            let arrowTip = axisEnd + theme.arrowLength
            let geometries = models.indices.map { index in
                LaneGeometry(model: models[index], shapes: fitted[index], scale: scale, metrics: metrics,
                             axisStart: plotLeft, axisEnd: arrowTip, annotationFont: theme.annotationFont, measurer: measurer,
                             branchRun: isBranch(index) ? branchRun : nil, linkedTicks: linkedTicks[index])
            }
            return (axisEnd, arrowTip, geometries)
        }
        var placed = place(scale)
        // A label an item link would cross, with no room left of its leader before the name
        // column: the plot starts that much further right (everything moves alike, so the
        // links stay clear of it), once.
        if let shortfall = placed.geometries.map(\.leftShortfall).max(), shortfall > 0 {
            scale.originX += (shortfall * 2).rounded(.up) / 2
            placed = place(scale)
        }
        let (axisEnd, arrowTip, geometries) = placed

        // After the labels': an operator box's label cut short gets the next number.
        var boxMarkers: [Int: String] = [:]
        for index in groups.indices {
            guard let box = operatorBox(above: index),
                  !OperatorBox.fits(label: box.label, sources: box.sources, left: plotLeft, right: arrowTip, theme: theme, measurer: measurer)
            else { continue }
            boxMarkers[index] = footnotes.number(box.label)
        }
        return HorizontalFit(metrics: metrics, spacing: spacing, scale: scale, shapes: fitted, footnotes: footnotes, names: names,
                             boxMarkers: boxMarkers,
                             plotLeft: plotLeft, axisEnd: axisEnd, arrowTip: arrowTip,
                             colors: ValueColors(trace: trace, palette: theme.palette), geometries: geometries)
    }

    /// The scale with tick 0 far enough right of `plotLeft` for what is drawn at tick 0.
    private func timeScale(spacing: Double, plotLeft: Double, shapes: [[[MarbleShape]]], metrics: Metrics) -> TimeScale {
        var leftAtZero = metrics.radius
        for (model, laneShapes) in zip(models, shapes) {
            if let first = model.columns.first, first.tick == 0 {
                leftAtZero = max(leftAtZero, laneShapes[0].map(\.halfWidth).max() ?? 0)
            }
        }
        let tickLabelWidth = measurer.measure(String(tickCount), font: theme.axisFont).width
        var scale = TimeScale(tickCount: tickCount, spacing: spacing, originX: plotLeft + leftAtZero + 10,
                              labelStep: TimeScale.labelStep(spacing: spacing, labelWidth: tickLabelWidth))
        scale.originX = (scale.originX * 2).rounded() / 2
        return scale
    }

    /// The name column for the groups: each group's lanes, which of them are branches of
    /// another binding, and the label under each group's name.
    private func nameColumn(footnotes: inout Footnotes) -> NameColumn {
        let rows = groups.map { group in
            group.map { NameColumn.Row(lane: trace.lanes[$0], branchesOff: graph.parents[$0] != nil && $0 != group[0]) }
        }
        return NameColumn(groups: rows, labels: groups.indices.map(label(ofGroup:)), theme: theme, footnotes: &footnotes,
                          measurer: measurer)
    }

    /// The label under a group's name: the expression as written, or, when an operator box
    /// right above the group already shows its operators, only where its values come from
    /// (`from s`), so that the column does not repeat the box.
    func label(ofGroup index: Int) -> String {
        let lane = trace.lanes[groups[index][0]]
        guard operatorBox(above: index) != nil else { return lane.label }
        var sources: [String] = []
        for input in graph.inputs[groups[index][0]] where !sources.contains(trace.lanes[input].id.stream.description) {
            sources.append(trace.lanes[input].id.stream.description)
        }
        return sources.isEmpty ? lane.label : "from " + sources.joined(separator: ", ")
    }
}
