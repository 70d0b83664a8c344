import MarbleTrace
import TestSupport

/// Hand-made traces of what the engine cannot run yet (replay subjects, multicast,
/// flatMap, switchToLatest) and of extremes, for render tests and for looking at.
enum StressTraces {
    /// Every trace but the 15 × 500 one, which is slow to rasterise.
    static var all: [(String, Trace)] {
        [("replay5", replay5), ("multicast", multicast), ("flatmap", flatMap), ("switch", switchToLatest),
         ("long60", long60), ("longdense", longDense), ("small", big(ticks: 5, lanes: 1))]
    }

    /// A ReplaySubject of five: a late subscriber gets five echoes; a slow one drops.
    static let replay5 = Trace(title: "ReplaySubject(bufferSize: 5): late subscriber", ticks: 14, lanes: [
        Lane("s", role: .subject, label: "ReplaySubject(bufferSize: 5)", events: [
            .value(1, 1), .value(2, 2), .value(2, 3), .value(4, 4), .value(5, 5), .value(7, 6), .value(10, 7), .finished(12)]),
        Lane("C", role: .subscriber, label: "s.sink()", events: [
            .subscribe(0), .unlimited(0), .value(1, 1), .value(2, 2), .value(2, 3), .value(4, 4), .value(5, 5), .value(7, 6), .value(10, 7), .finished(12)]),
        Lane("D", role: .subscriber, label: "s.sink(at: 8)", inputs: ["s"], steps: [OperatorStep(name: "sink", text: "sink(at: 8)", mapsTickToTick: true, isTransparent: true)], events: [
            .subscribe(8), .unlimited(8), .replay(8, 2, from: 2), .replay(8, 3, from: 2), .replay(8, 4, from: 4), .replay(8, 5, from: 5), .replay(8, 6, from: 7),
            .value(10, 7), .finished(12)]),
        Lane("E", role: .subscriber, label: "s.sink(demand: 2)", events: [
            .subscribe(0), .request(0, 2), .value(1, 1), .value(2, 2), .drop(2, 3), .drop(4, 4), .request(5, 1), .value(5, 5), .drop(7, 6, .bufferFull), .drop(10, 7), .finished(12)]),
    ])

    /// `b.multicast { BufferSubject(limit: .max) }.autoconnect()` with a late subscriber.
    static let multicast = Trace(title: "multicast { BufferSubject(limit: .max) }", ticks: 10, lanes: [
        Lane("a", role: .subject, label: "PassthroughSubject<Int>()", events: [
            .value(1, 1), .value(3, 2), .value(5, 3), .value(7, 4), .finished(8)]),
        Lane("b", role: .operator, label: "a.scan(10, +)", inputs: ["a"], steps: [OperatorStep(name: "scan", text: "scan(10, +)", mapsTickToTick: true)], events: [
            .subscribe(0), .unlimited(0), .value(1, 11), .value(3, 13), .value(5, 16), .value(7, 20), .finished(8)]),
        Lane("m", role: .operator, label: "b.multicast { BufferSubject(limit: .max) }.autoconnect()", inputs: ["b"],
             steps: [OperatorStep(name: "multicast", text: "multicast { BufferSubject(limit: .max) }", mapsTickToTick: false), OperatorStep(name: "autoconnect", text: "autoconnect()", mapsTickToTick: false)], events: [
            .subscribe(0), .unlimited(0), .value(1, 11), .value(3, 13), .value(5, 16), .value(7, 20), .finished(8)]),
        Lane("C", role: .subscriber, label: "m.sink()", inputs: ["m"], steps: [OperatorStep(name: "sink", text: "sink()", mapsTickToTick: true, isTransparent: true)], events: [
            .subscribe(0), .unlimited(0), .value(1, 11), .value(3, 13), .value(5, 16), .value(7, 20), .finished(8)]),
        Lane("D", role: .subscriber, label: "m.sink(at: 4)", inputs: ["m"], steps: [OperatorStep(name: "sink", text: "sink(at: 4)", mapsTickToTick: true, isTransparent: true)], events: [
            .subscribe(4), .unlimited(4), .replay(4, 11, from: 1), .replay(4, 13, from: 3), .value(5, 16), .value(7, 20), .finished(8)]),
    ])

    /// Three inner publishers, two of them in sequence.
    static let flatMap = Trace(title: "flatMap { cold(\"-x-y|\") }", ticks: 14, lanes: [
        Lane("s", role: .subject, label: "PassthroughSubject<Int>()", events: [.value(1, 1), .value(4, 2), .value(6, 3), .finished(11)]),
        Lane("f", role: .operator, label: "s.flatMap { cold(\"-x-y|\", values: [x: $0, y: $0 * 10]) }", inputs: ["s"],
             steps: [OperatorStep(name: "flatMap", text: "flatMap { cold(\"-x-y|\", values: [x: $0, y: $0 * 10]) }", mapsTickToTick: false)], events: [
            .subscribe(0), .unlimited(0), .value(2, 1), .value(4, 10), .value(5, 2), .value(7, 20), .value(7, 3), .value(9, 30), .finished(11)]),
        Lane(LaneID(binding: "f", inner: 1), role: .source, label: "cold", parent: "f", events: [.subscribe(1), .unlimited(1), .value(2, 1), .value(4, 10), .finished(5)]),
        Lane(LaneID(binding: "f", inner: 2), role: .source, label: "cold", parent: "f", events: [.subscribe(4), .unlimited(4), .value(5, 2), .value(7, 20), .finished(8)]),
        Lane(LaneID(binding: "f", inner: 3), role: .source, label: "cold", parent: "f", events: [.subscribe(6), .unlimited(6), .value(7, 3), .value(9, 30), .finished(10)]),
        Lane("C", role: .subscriber, label: "f.sink()", inputs: ["f"], steps: [OperatorStep(name: "sink", text: "sink()", mapsTickToTick: true, isTransparent: true)], events: [
            .subscribe(0), .unlimited(0), .value(2, 1), .value(4, 10), .value(5, 2), .value(7, 20), .value(7, 3), .value(9, 30), .finished(11)]),
    ])

    /// Each new inner publisher cancels the previous one.
    static let switchToLatest = Trace(title: "map { cold(...) }.switchToLatest()", ticks: 12, lanes: [
        Lane("s", role: .subject, label: "PassthroughSubject<String>()", events: [.value(1, "A"), .value(5, "B"), .value(7, "C"), .finished(11)]),
        Lane("w", role: .operator, label: "s.map { cold(\"-1-2-3|\") }.switchToLatest()", inputs: ["s"],
             steps: [OperatorStep(name: "map", text: "map { cold(\"-1-2-3|\") }", mapsTickToTick: true), OperatorStep(name: "switchToLatest", text: "switchToLatest()", mapsTickToTick: false)], events: [
            .subscribe(0), .unlimited(0), .value(2, "A1"), .value(4, "A2"), .value(6, "B1"), .value(8, "C1"), .value(10, "C2"), .finished(11)]),
        Lane("w.A", role: .source, label: "cold", parent: "w", events: [.subscribe(1), .value(2, "A1"), .value(4, "A2"), .cancel(5)]),
        Lane("w.B", role: .source, label: "cold", parent: "w", events: [.subscribe(5), .value(6, "B1"), .cancel(7)]),
        Lane("w.C", role: .source, label: "cold", parent: "w", events: [.subscribe(7), .value(8, "C1"), .value(10, "C2"), .finished(11)]),
    ])

    /// Long strings every other tick, through a box with links.
    static let longDense = Trace(title: "Long values, dense", ticks: 40, lanes: [
        Lane("s", role: .subject, label: "PassthroughSubject<String>()", events: (0..<19).map {
            .value($0 * 2 + 1, .string($0 % 3 == 0 ? "a very long string value number \($0)" : "v\($0)")) } + [.finished(39)]),
        Lane("C", role: .subscriber, label: "s.map { $0 }.sink()", inputs: ["s"], steps: [OperatorStep(name: "map", text: "map { $0 }", mapsTickToTick: true), OperatorStep(name: "sink", text: "sink()", mapsTickToTick: true, isTransparent: true)], events: [.subscribe(0), .unlimited(0)] + (0..<19).map {
            .value($0 * 2 + 1, .string($0 % 3 == 0 ? "a very long string value number \($0)" : "v\($0)")) } + [.finished(39)]),
    ])

    /// Long strings on a 60-tick axis.
    static let long60 = Trace(title: "Long values, 60 ticks", ticks: 60, lanes: [
        Lane("s", role: .subject, label: "PassthroughSubject<String>()", events: (0..<20).map {
            .value($0 * 3 + 1, .string($0 % 3 == 0 ? "a very long string value number \($0)" : "v\($0)")) } + [.finished(59)]),
    ])

    /// Pseudo-random values, bursts, drops and requests on every lane.
    static func big(ticks: Int, lanes: Int) -> Trace {
        RandomTraces.dense(ticks: ticks, lanes: lanes, seed: 42, title: "\(lanes) lanes, \(ticks) ticks")
    }
}
