/// The rows of a group: one per lane, except that inner publishers of one parent that
/// follow each other in time share a row, as a higher-order stream reads best; and placed so
/// that no branch line crosses another row's marbles, marks, labels or line on its way down.
extension LayoutPass {
    /// The rows of `group`, top to bottom. A branch goes into the first row of its siblings
    /// that is free at its time and that its branch line reaches without crossing anything;
    /// failing that, into a new row right under its parent (the rows below it were started
    /// earlier, so their lines and marks are left of where it branches), or, if that would
    /// make an earlier branch line cross it, into a new row at the bottom.
    func rows(of group: [Int], _ geometries: [LaneGeometry], metrics: Metrics) -> [[Int]] {
        var rows: [[Int]] = []
        for index in group {
            guard isBranch(index), let parent = graph.parents[index], let branchX = geometries[index].branchX,
                  let parentRow = rows.firstIndex(where: { $0.contains(parent) }) else {
                rows.append([index])
                continue
            }
            let free = rows.indices.filter { row in
                row > parentRow && rows[row].allSatisfy {
                    graph.parents[$0] == parent && isBranch($0) && geometries[$0].right + 8 < branchX
                }
            }
            if let row = free.first(where: { row in
                var candidate = rows
                candidate[row].append(index)
                return branchesClear(candidate, geometries, metrics: metrics)
            }) {
                rows[row].append(index)
                continue
            }
            var underParent = rows
            underParent.insert([index], at: parentRow + 1)
            if branchesClear(underParent, geometries, metrics: metrics) {
                rows = underParent
            } else {
                rows.append([index])
            }
        }
        return rows
    }

    /// Room kept between a branch line and whatever it passes.
    static var branchClearance: Double { 3 }

    /// Whether every branch line of `rows` reaches its row without crossing anything drawn
    /// on the rows between its parent's and its own.
    func branchesClear(_ rows: [[Int]], _ geometries: [LaneGeometry], metrics: Metrics) -> Bool {
        let lineYs = rowLineYs(rows, geometries)
        var rowOf: [Int: Int] = [:]
        for (row, lanes) in rows.enumerated() { for lane in lanes { rowOf[lane] = row } }
        for (row, lanes) in rows.enumerated() {
            for lane in lanes {
                guard isBranch(lane), let parent = graph.parents[lane], let parentRow = rowOf[parent],
                      let branchX = geometries[lane].branchX else { continue }
                let from = Point(x: branchX, y: lineYs[parentRow]), to = Point(x: geometries[lane].lineStart, y: lineYs[row])
                let between = rows.indices.filter { min(parentRow, row) < $0 && $0 < max(parentRow, row) }
                let obstacles = between.flatMap { other in rows[other].flatMap { obstacleRects(geometries[$0], lineY: lineYs[other], metrics: metrics) } }
                let steps = 64
                for step in 0...steps {
                    let t = Double(step) / Double(steps)
                    let point = Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                    if obstacles.contains(where: { $0.contains(point) }) { return false }
                }
            }
        }
        return true
    }

    /// The line y of each row relative to the first row's, stacked as `stackVertically` does.
    private func rowLineYs(_ rows: [[Int]], _ geometries: [LaneGeometry]) -> [Double] {
        var cursor = 0.0
        return rows.map { row in
            let top = row.map { geometries[$0].top }.min() ?? 0
            let bottom = row.map { geometries[$0].bottom }.max() ?? 0
            let y = cursor - top
            cursor = y + bottom + theme.subRowGap
            return y
        }
    }

    /// What a lane draws, as rectangles a branch line must not pass: its line, marbles, end
    /// marks, carets and annotations (leader and text).
    private func obstacleRects(_ lane: LaneGeometry, lineY: Double, metrics: Metrics) -> [Rect] {
        let clearance = LayoutPass.branchClearance
        func around(_ x: Double, _ y: Double, _ halfWidth: Double, _ halfHeight: Double) -> Rect {
            Rect(center: Point(x: x, y: y), width: 2 * (halfWidth + clearance), height: 2 * (halfHeight + clearance))
        }
        var rects = [Rect(x: lane.lineStart - clearance, y: lineY - clearance, width: lane.lineEnd - lane.lineStart + 2 * clearance,
                          height: 2 * clearance)]
        rects += lane.marbles.map { around($0.center.x, lineY + $0.center.y, $0.shape.halfWidth, $0.shape.radius) }
        rects += lane.terminals.map { terminal in
            let reach = LaneGeometry.reach(of: terminal, upwards: true, metrics: metrics)
            return around(terminal.center.x, lineY + terminal.center.y, LaneGeometry.halfWidth(of: terminal, metrics: metrics), reach)
        }
        rects += lane.carets.map { around($0.tip.x, lineY + $0.tip.y + metrics.caretHeight / 2, metrics.caretHalfWidth, metrics.caretHeight / 2) }
        rects += lane.annotations.map { note in
            Rect(x: note.left - clearance, y: lineY + note.tipY - clearance,
                 width: note.right - note.left + 2 * clearance, height: note.baselineY + 4 - note.tipY + 2 * clearance)
        }
        return rects
    }
}
