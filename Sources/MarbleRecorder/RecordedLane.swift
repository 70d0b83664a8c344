import MarbleTrace

/// A lane as the recorder keeps it while recording: what a probe or a registered subject was
/// declared with, its rows (one per subscription made through the probe) and every event in
/// the order it happened, each tagged with its row.
final class RecordedLane {
    let name: String
    let role: Lane.Role
    let label: String
    let inputs: [String]
    let steps: [OperatorStep]
    /// Whether this is a subject's own line: events of the subject, not of a subscription.
    let isSubject: Bool
    var rows: [RecordedRow] = []
    /// For a subject's line: how many subjects were registered under its name. Each is a row of
    /// its own (its events carry its `instance`), as a `Deferred` making one per subscriber.
    var subjectCount = 0
    /// For each subject of the line: the row being subscribed when it was registered (a
    /// `Deferred` making it), if any.
    var subjectParents: [RecordedRow?] = []
    /// Events in recording order, each with its row: a subscription's, or a subject's
    /// `instance`.
    var events: [(row: Int?, event: TraceEvent)] = []

    init(name: String, role: Lane.Role, label: String, inputs: [String], steps: [OperatorStep], isSubject: Bool) {
        self.name = name
        self.role = role
        self.label = label
        self.inputs = inputs
        self.steps = steps
        self.isSubject = isSubject
    }

    /// Whether the lane is drawn as one row whatever its subscriptions: a subscriber is one
    /// lane whatever it subscribed to, as the engine draws it; so is a lane subscribed once.
    var isSingleRow: Bool {
        isSubject ? subjectCount <= 1 : role == .subscriber || rows.count <= 1
    }

    /// The row indices drawn: one per subscription, or one per subject for a subject's line.
    var rowIndices: [Int] {
        isSubject ? Array(0..<subjectCount) : rows.map(\.index)
    }

    /// The row's identity in the trace: `b`, or `b[2]` for the second of several.
    func id(of row: Int) -> LaneID {
        isSingleRow ? LaneID(binding: name) : LaneID(binding: name, subscription: row + 1)
    }
}

/// One subscription made through a probe.
final class RecordedRow {
    unowned let lane: RecordedLane
    let index: Int
    /// The row of the nearest probe downstream that this subscription was made for: the one
    /// being subscribed when it was opened.
    let consumer: RecordedRow?

    init(lane: RecordedLane, index: Int, consumer: RecordedRow?) {
        self.lane = lane
        self.index = index
        self.consumer = consumer
    }

    /// Whether this row's values reach `row`: it is `row`, or its consumer chain passes it.
    func reaches(_ row: RecordedRow) -> Bool {
        var current: RecordedRow? = self
        while let candidate = current {
            if candidate === row { return true }
            current = candidate.consumer
        }
        return false
    }
}
