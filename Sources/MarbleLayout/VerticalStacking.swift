/// The second phase's result: where every lane's time line is, and what the title, the
/// groups (bands, names, lanes) and the operator boxes between them draw.
struct VerticalStacking {
    var titleRun: TextRun?
    /// Where the plot starts (under the title): the guides reach up to it.
    var plotTop: Double
    /// Where the lowest group ends.
    var plotBottom: Double
    /// Per lane, the y of its time line.
    var lineY: [Double]
    var bands: [RoledElement] = []
    /// Names, branches and everything the lanes draw.
    var laneItems: [RoledElement] = []
    var marks: [Mark] = []
    /// Each operator box, the lane whose values may be linked through it, and the lane under it.
    var boxes: [(box: OperatorBox, input: Int?, output: Int)] = []
}

extension LayoutPass {
    /// Stacks the title, then each group of rows (with its operator box above it) top to
    /// bottom, and draws the lanes where they land.
    func stackVertically(_ fit: HorizontalFit) -> VerticalStacking {
        let geometries = fit.geometries
        var cursor = theme.margin
        var titleRun: TextRun?
        if let title = trace.title, !title.isEmpty {
            let extent = measurer.measure(title, font: theme.titleFont)
            titleRun = TextRun(title, origin: Point(x: theme.margin, y: (cursor + extent.ascent).rounded()),
                               font: theme.titleFont, color: theme.foreground)
            cursor += extent.ascent + extent.descent + 18
        }
        var stack = VerticalStacking(titleRun: titleRun, plotTop: cursor, plotBottom: cursor,
                                     lineY: Array(repeating: 0.0, count: models.count))
        // At most one mark per marble, end, caret and annotation: reserved once, a 100,000-value
        // diagram's marks are not held twice while the array doubles.
        stack.marks.reserveCapacity(geometries.reduce(0) { $0 + $1.markLimit })
        for (groupIndex, group) in groups.enumerated() {
            if let found = operatorBox(above: groupIndex) {
                // The lane gap becomes room for the box.
                cursor += theme.operatorBoxGap - theme.laneGap
                let box = OperatorBox(label: found.label, sources: found.sources, left: fit.plotLeft, right: fit.arrowTip,
                                      top: cursor.rounded(), theme: theme, measurer: measurer, marker: fit.boxMarkers[groupIndex] ?? "")
                stack.boxes.append((box, found.linked, group[0]))
                cursor = box.rect.maxY + theme.operatorBoxGap + (group.count > 1 ? 8 : 0)
            }
            let groupTop = cursor
            var groupBottom = cursor
            let rows = self.rows(of: group, geometries, metrics: fit.metrics)
            for (rowIndex, row) in rows.enumerated() {
                let top = row.map { geometries[$0].top }.min() ?? 0
                let bottom = row.map { geometries[$0].bottom }.max() ?? 0
                let y = (cursor - top).rounded()
                for index in row { stack.lineY[index] = y }
                groupBottom = y + bottom
                cursor = groupBottom + (rowIndex == rows.count - 1 ? 0 : theme.subRowGap)
            }
            let nameBottom = fit.names.place(group: groupIndex, lineYs: group.map { stack.lineY[$0] }, tagRight: fit.plotLeft - 6,
                                             into: &stack.laneItems)
            groupBottom = max(groupBottom, nameBottom)
            let banded = rows.count > 1
            if banded {
                stack.bands.append(RoledElement(.groupBand, .rect(
                    Rect(x: theme.margin - 10, y: groupTop - 8, width: fit.arrowTip - theme.margin + 20, height: groupBottom - groupTop + 16),
                    cornerRadius: 6, fill: theme.groupBand, stroke: nil)))
            }
            drawGroup(group, banded: banded, fit: fit, into: &stack)
            cursor = groupBottom + (banded ? 8 : 0) + theme.laneGap
        }
        stack.plotBottom = cursor - theme.laneGap
        return stack
    }

    /// The branches of a placed group, then its lanes.
    private func drawGroup(_ group: [Int], banded: Bool, fit: HorizontalFit, into stack: inout VerticalStacking) {
        let geometries = fit.geometries
        // Branch lines of compact rows cross what lies on their way: plain slants.
        let routed = keepsBranchLinesClear(group)
        let marks = BranchRoute.Marks(routed ? group.flatMap { lane in branchObstacles(geometries[lane], lineY: stack.lineY[lane], metrics: fit.metrics) } : [])
        // Thousands of them in a density drawing are a fan, not lines to follow one by one:
        // muted, so that they do not bury the rows.
        let crowded = !routed && fit.metrics.isDense
        let stroke = Stroke(color: crowded ? theme.mutedText : theme.foreground, width: crowded ? theme.lineWidth / 2 : theme.lineWidth)
        for index in group {
            if let parent = graph.parents[index], let branchX = geometries[index].branchX {
                let from = Point(x: branchX, y: stack.lineY[parent]), to = Point(x: geometries[index].lineStart, y: stack.lineY[index])
                let points = routed ? BranchRoute.points(from: from, to: to, lineEnd: geometries[index].lineEnd, marks: marks) : [from, to]
                stack.laneItems.append(RoledElement(.branch, points.count == 2
                    ? .line(from: points[0], to: points[1], stroke: stroke) : .polyline(points, stroke: stroke)))
            }
        }
        // The lanes draw straight into the diagram's arrays, lent for the purpose.
        var drawn = LaneElements.Drawn()
        swap(&drawn.items, &stack.laneItems)
        swap(&drawn.marks, &stack.marks)
        for index in group {
            LaneElements.draw(geometries[index], lineY: stack.lineY[index], scale: fit.scale, metrics: fit.metrics,
                              colors: fit.colors, laneBackground: banded ? theme.groupBand : theme.background,
                              linkedElsewhere: Set(replayOrigins(index, geometries).keys),
                              annotationFont: theme.annotationFont, measurer: measurer, into: &drawn)
        }
        swap(&drawn.items, &stack.laneItems)
        swap(&drawn.marks, &stack.marks)
    }

    /// Every mark of a placed lane a branch must keep off: its marbles, its end marks, its
    /// carets and the labels hanging under them, in the diagram's coordinates.
    private func branchObstacles(_ lane: LaneGeometry, lineY: Double, metrics: Metrics) -> [BranchRoute.Obstacle] {
        let marbles = lane.marbles.map { marble in
            BranchRoute.Obstacle(box: Rect(center: Point(x: marble.center.x, y: lineY + marble.center.y),
                                       width: 2 * marble.shape.halfWidth, height: 2 * marble.shape.radius), hidesStart: true)
        }
        let ends = lane.terminals.map { end in
            BranchRoute.Obstacle(box: Rect(center: Point(x: end.center.x, y: lineY + end.center.y),
                                       width: 2 * LaneGeometry.halfWidth(of: end, metrics: metrics),
                                       height: 2 * LaneGeometry.reach(of: end, metrics: metrics)), hidesStart: end.throughMarble)
        }
        let carets = lane.carets.map { caret in
            BranchRoute.Obstacle(box: Rect(x: caret.tip.x - metrics.caretHalfWidth, y: lineY + caret.tip.y,
                                       width: 2 * metrics.caretHalfWidth, height: metrics.caretHeight), hidesStart: false)
        }
        // A label's words and leader: a branch running down through them crossed them out.
        let labels = lane.annotations.map { note in
            BranchRoute.Obstacle(box: Rect(x: note.left, y: lineY + note.tipY, width: note.right - note.left,
                                           height: note.baselineY + note.descent - note.tipY), hidesStart: false)
        }
        return marbles + ends + carets + labels
    }
}
