/// The rows of a group: one per lane, except that inner publishers of one parent that
/// follow each other in time share a row, as a higher-order stream reads best; and placed so
/// that no branch line crosses another row's marbles, marks, labels or line on its way down.
extension LayoutPass {
    /// The rows of `group`, top to bottom: see `BranchRowPlacement.rows`, or
    /// `CompactBranchRows.rows` for a group with more branches than
    /// `BranchRowPlacement.mostBranchesKeptClear`, or `CompactBranchRows.sequentialRows` for
    /// more subscriptions than that and no branches.
    func rows(of group: [Int], _ geometries: [LaneGeometry], metrics: Metrics) -> [[Int]] {
        let lanes = group.map { index in
            let lane = geometries[index]
            let parent = isBranch(index) ? graph.parents[index] : nil
            return BranchRowPlacement.Lane(
                index: index, footprint: branchFootprint(lane, metrics: metrics),
                line: branchLine(index, of: parent, lane),
                siblingsOf: parent)
        }
        if group.count > BranchRowPlacement.mostBranchesKeptClear, !group.contains(where: isBranch) {
            return CompactBranchRows.sequentialRows(lanes)
        }
        return keepsBranchLinesClear(group)
            ? BranchRowPlacement.rows(lanes, rowGap: theme.subRowGap) : CompactBranchRows.rows(lanes)
    }

    /// Whether `group` has at most `BranchRowPlacement.mostBranchesKeptClear` branches, whose
    /// lines are then kept clear of what they pass (else they are `LaneModel.isCrowdedBranch`:
    /// its rows are compact and its lines cross).
    func keepsBranchLinesClear(_ group: [Int]) -> Bool {
        !group.contains { models[$0].isCrowdedBranch }
    }

    /// The slant from the parent's line to the start of the inner lane's line.
    private func branchLine(_ index: Int, of parent: Int?, _ lane: LaneGeometry) -> BranchRowPlacement.Line? {
        guard let parent, let branchX = lane.branchX else { return nil }
        return BranchRowPlacement.Line(lane: index, parent: parent, fromX: branchX, toX: lane.lineStart)
    }

    /// What a lane draws, as rectangles a branch line must not touch: its line, marbles, end
    /// marks, carets and annotations (leader and text), relative to its line.
    private func branchFootprint(_ lane: LaneGeometry, metrics: Metrics) -> BranchRowPlacement.Footprint {
        let clearance = BranchRowPlacement.clearance
        func around(_ x: Double, _ y: Double, _ halfWidth: Double, _ halfHeight: Double) -> Rect {
            Rect(center: Point(x: x, y: y), width: 2 * (halfWidth + clearance), height: 2 * (halfHeight + clearance))
        }
        var marks = lane.marbles.map { around($0.center.x, $0.center.y, $0.shape.halfWidth, $0.shape.radius) }
        marks += lane.terminals.map { terminal in
            let reach = LaneGeometry.reach(of: terminal, upwards: true, metrics: metrics)
            return around(terminal.center.x, terminal.center.y, LaneGeometry.halfWidth(of: terminal, metrics: metrics), reach)
        }
        marks += lane.carets.map { around($0.tip.x, $0.tip.y + metrics.caretHeight / 2, metrics.caretHalfWidth, metrics.caretHeight / 2) }
        marks += lane.annotations.map { note in
            Rect(x: note.left - clearance, y: note.tipY - clearance,
                 width: note.right - note.left + 2 * clearance, height: note.baselineY + 4 - note.tipY + 2 * clearance)
        }
        return BranchRowPlacement.Footprint(
            top: lane.top, bottom: lane.bottom, right: lane.right,
            line: Rect(x: lane.lineStart - clearance, y: -clearance, width: lane.lineEnd - lane.lineStart + 2 * clearance, height: 2 * clearance),
            marks: marks)
    }
}
