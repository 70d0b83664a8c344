import MarbleTrace

/// Traces the render tests draw.
enum SampleTraces {
    /// Scenario 15: a sink with demand 2 loses 3 and 6.
    static let demand = Trace(title: "demand", ticks: 13, lanes: [
        Lane("s", role: .subject, label: "PassthroughSubject<Int>()", events: [
            .value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .value(9, 5), .value(11, 6), .finished(12)]),
        Lane("C", role: .subscriber, label: "s.sink(demand: 2)", inputs: ["s"], steps: [OperatorStep(name: "sink", text: "sink(demand: 2)", mapsTickToTick: true)], events: [
            .subscribe(0), .request(0, 2), .value(1, 1), .value(3, 2), .drop(5, 3), .request(7, 2),
            .value(7, 4), .value(9, 5), .drop(11, 6), .finished(12)]),
    ])

    /// A late subscriber gets two values replayed (linked to the subject's lane, through a
    /// box), then fails.
    static let replay = Trace(title: "replay", ticks: 10, unit: "ms", lanes: [
        Lane("a", role: .subject, label: "BufferSubject(limit: .max)", events: [
            .value(1, 11), .value(3, 13), .value(5, 16), .failure(7, "boom")]),
        Lane("D", role: .subscriber, label: "a.sink(at: 4)", inputs: ["a"], steps: [OperatorStep(name: "sink", text: "sink(at: 4)", mapsTickToTick: true, isTransparent: true)], events: [
            .subscribe(4), .unlimited(4), .replay(4, 11, from: 1), .replay(4, 13, from: 3), .value(5, 16), .failure(7, "boom")]),
    ])
}
