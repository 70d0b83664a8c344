import MarbleTrace

/// Folds the recorder's lanes into the engine's `Trace`: one `Lane` per row, named as the
/// engine names them (`b`, or `b[1]`, `b[2]` for a probe subscribed several times; a
/// subscriber is one lane however often it subscribed), with the rows each reads from and the
/// subscribers each feeds.
struct TraceFolding {
    let lanes: [RecordedLane]
    let byName: [String: RecordedLane]

    /// Each lane's place in declaration order.
    let order: [ObjectIdentifier: Int]

    init(lanes: [RecordedLane]) {
        self.lanes = lanes
        var byName: [String: RecordedLane] = [:]
        for lane in lanes where byName[lane.name] == nil { byName[lane.name] = lane }
        self.byName = byName
        order = Dictionary(lanes.enumerated().map { (ObjectIdentifier($0.element), $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// The row a lane made inside a closure branches off (`Deferred { Fail(…) }`'s `fail1` off
    /// `request[1]`), as the engine draws a `flatMap`'s inner publishers: the first row down
    /// its consumer chain whose lane was declared before it. A chain's probes are declared
    /// upstream first, so only a probe made while a later one subscribed has one.
    private func parent(of row: RecordedRow) -> LaneID? {
        let own = order[ObjectIdentifier(row.lane)] ?? 0
        var current = row.consumer
        while let candidate = current {
            if let place = order[ObjectIdentifier(candidate.lane)], place < own {
                return candidate.lane.id(of: candidate.index)
            }
            current = candidate.consumer
        }
        return nil
    }

    /// For a subject made inside a closure (one per subscription of a `Deferred`): the row
    /// that was subscribing when it was registered.
    private func parent(of subject: RecordedLane, instance: Int) -> LaneID? {
        guard instance < subject.subjectParents.count, let row = subject.subjectParents[instance],
              let place = order[ObjectIdentifier(row.lane)], place < order[ObjectIdentifier(subject)] ?? 0 else { return nil }
        return row.lane.id(of: row.index)
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
            let parent = lane.isSubject ? parent(of: lane, instance: 0)
                : lane.role == .subscriber ? nil : lane.rows.first.flatMap(parent(of:))
            return [Lane(lane.id(of: 0), role: lane.role, label: lane.label,
                         subscribers: lane.rows.first.map(subscribers(of:)) ?? [],
                         inputs: inputs(of: lane.rows), steps: lane.steps, parent: parent, events: lane.events.map(\.event))]
        }
        return lane.rowIndices.map { index in
            let row = lane.isSubject ? nil : lane.rows[index]
            let parent = row.map(parent(of:)) ?? parent(of: lane, instance: index)
            return Lane(lane.id(of: index), role: lane.role, label: lane.label, subscribers: row.map(subscribers(of:)) ?? [],
                        inputs: row.map { inputs(of: [$0]) } ?? [], steps: lane.steps, parent: parent,
                        // The lane's own events (a `connect`) go on its first row.
                        events: lane.events.filter { $0.row == index || ($0.row == nil && index == 0) }.map(\.event))
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
            // Several subjects on one line: which one a row reads is not known by name.
            for candidate in input.rows where !input.isSubject && rows.contains(where: { candidate.consumer === $0 }) {
                result.append(input.id(of: candidate.index))
            }
        }
        return result
    }

    /// The subscriber lanes the row's values reach: the first probe of role `.subscriber`
    /// down its consumer chain.
    private func subscribers(of row: RecordedRow) -> [LaneID] {
        guard row.lane.role != .subscriber else { return [] }
        var current = row.consumer
        while let candidate = current {
            // A subscriber's lane is a single row.
            if candidate.lane.role == .subscriber { return [candidate.lane.id(of: 0)] }
            current = candidate.consumer
        }
        return []
    }
}
