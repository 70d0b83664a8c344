import MarbleTrace

/// Folds the recorder's lanes into the engine's `Trace`: one `Lane` per row, named as the
/// engine names them (`b`, or `b[1]`, `b[2]` for a probe subscribed several times; a
/// subscriber is one lane however often it subscribed), with the rows each reads from and the
/// subscribers each feeds.
struct TraceFolding {
    let lanes: [RecordedLane]
    let byName: [String: RecordedLane]

    init(lanes: [RecordedLane]) {
        self.lanes = lanes
        var byName: [String: RecordedLane] = [:]
        for lane in lanes where byName[lane.name] == nil { byName[lane.name] = lane }
        self.byName = byName
    }

    func trace(title: String?, unit: String?, ticks: Int?) -> Trace {
        let folded = lanes.flatMap(rows(of:))
        let last = folded.flatMap(\.events).map(\.tick).max()
        // At least one past the last event, whatever was asked: a saved trace must read back.
        let length = max(ticks ?? 1, last.map { $0 + 1 } ?? 1)
        return Trace(title: title, ticks: length, unit: unit, lanes: folded)
    }

    private func rows(of lane: RecordedLane) -> [Lane] {
        if lane.isSingleRow {
            return [Lane(lane.id(of: 0), role: lane.role, label: lane.label,
                         subscribers: lane.rows.first.map(subscribers(of:)) ?? [],
                         inputs: inputs(of: lane.rows), steps: lane.steps, events: lane.events.map(\.event))]
        }
        return lane.rows.map { row in
            Lane(lane.id(of: row.index), role: lane.role, label: lane.label, subscribers: subscribers(of: row),
                 inputs: inputs(of: [row]), steps: lane.steps,
                 events: lane.events.filter { $0.row == row.index }.map(\.event))
        }
    }

    /// The rows of the declared inputs that feed `rows`: the only row of an input that has one,
    /// else those of its subscriptions made for one of `rows`.
    private func inputs(of rows: [RecordedRow]) -> [LaneID] {
        guard let lane = rows.first?.lane else { return [] }
        var result: [LaneID] = []
        for name in lane.inputs {
            guard let input = byName[name], input !== lane else { continue }
            if input.isSingleRow {
                result.append(input.id(of: 0))
                continue
            }
            for candidate in input.rows where rows.contains(where: { candidate.consumer === $0 }) {
                result.append(input.id(of: candidate.index))
            }
        }
        return result
    }

    /// The subscriber lanes the row's values reach: the first probe of role `.subscriber`
    /// down its consumer chain.
    private func subscribers(of row: RecordedRow) -> [String] {
        guard row.lane.role != .subscriber else { return [] }
        var current = row.consumer
        while let candidate = current {
            if candidate.lane.role == .subscriber { return [candidate.lane.name] }
            current = candidate.consumer
        }
        return []
    }
}
