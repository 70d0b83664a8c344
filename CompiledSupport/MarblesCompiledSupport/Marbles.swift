import CombineSchedulers
import Foundation
import MarbleRecorder
import MarbleTrace
#if canImport(Combine)
import Combine
#endif

/// What an instrumented program calls (its name keeps clear of the user's): the recorder the
/// probes write to, the clock it reads, and the files `marbles` reads back when it ends.
///
/// Times are recorded in nanoseconds of the test schedulers' clock (0 without one, as
/// interpreted mode puts every statement of a file without a scheduler at tick 0); `marbles`
/// divides them by the tick it chooses when it reads the run back.
///
/// A diagram with several test schedulers (a main and a background one) has one axis: each
/// scheduler counts from the moment it was made, and the time of the diagram is the furthest
/// any of them has been advanced. Every scheduler starts at the same instant of virtual time,
/// so a scheduler made after another has advanced starts behind it; what it runs then is
/// drawn at the furthest time reached so far, never earlier than what was drawn before it
/// (time on the axis does not run backwards, the order of events is the order they happened).
public enum __Marbles {
    /// The recorder of the diagram being recorded.
    nonisolated(unsafe) public static var recorder = MarbleRecorder(now: { __Marbles.nanoseconds() })

    /// One per test scheduler of the diagram: how far it has been advanced.
    nonisolated(unsafe) private static var clocks: [() -> Int] = []
    /// The furthest time read so far: a scheduler released (or made late) never takes it back.
    nonisolated(unsafe) private static var furthest = 0
    nonisolated(unsafe) private static var diagrams: [(name: String, trace: Trace, end: Int)] = []
    nonisolated(unsafe) private static var failures: [String] = []

    /// The time of the diagram: the furthest any of its test schedulers has been advanced, in
    /// nanoseconds since that scheduler was made.
    static func nanoseconds() -> Int {
        for clock in clocks { furthest = max(furthest, clock()) }
        return furthest
    }

    /// `DispatchQueue.test` as the program makes it: one more clock of the diagram.
    public static func clock(_ scheduler: TestSchedulerOf<DispatchQueue>) -> TestSchedulerOf<DispatchQueue> {
        let origin = scheduler.now.dispatchTime.uptimeNanoseconds
        clocks.append { [weak scheduler] in
            Int((scheduler?.now.dispatchTime.uptimeNanoseconds ?? origin) &- origin)
        }
        return scheduler
    }

    /// `RunLoop.test`.
    public static func clock(_ scheduler: TestSchedulerOf<RunLoop>) -> TestSchedulerOf<RunLoop> {
        let origin = scheduler.now.date
        clocks.append { [weak scheduler] in
            Int(((scheduler?.now.date ?? origin).timeIntervalSince(origin) * 1e9).rounded())
        }
        return scheduler
    }

    /// `OperationQueue.test`.
    public static func clock(_ scheduler: TestSchedulerOf<OperationQueue>) -> TestSchedulerOf<OperationQueue> {
        let origin = scheduler.now.date
        clocks.append { [weak scheduler] in
            Int(((scheduler?.now.date ?? origin).timeIntervalSince(origin) * 1e9).rounded())
        }
        return scheduler
    }

    /// Keeps what was recorded as diagram `name` (if anything was) and starts a new one.
    public static func endDiagram(_ name: String) {
        let trace = recorder.trace()
        if !trace.lanes.isEmpty { diagrams.append((name, trace, nanoseconds())) }
        clocks = []
        furthest = 0
        recorder = MarbleRecorder(now: { __Marbles.nanoseconds() })
    }

    /// A failed assertion of test `test` at `file`:`line`.
    public static func recordFailure(test: String, file: String, line: Int, message: String) {
        failures.append([test, file, String(line), message].map(escaped).joined(separator: "\t"))
    }

    /// Writes the diagrams and failures into the folder `$MARBLES_RUN_OUTPUT`: `N.json` per
    /// diagram, `diagrams.tsv` (index, name, end time in ns), `failures.tsv`.
    public static func finish() {
        guard let folder = ProcessInfo.processInfo.environment["MARBLES_RUN_OUTPUT"] else { return }
        var index: [String] = []
        for (number, diagram) in diagrams.enumerated() {
            let path = "\(folder)/\(number).json"
            try? TraceJSON.encode(diagram.trace).write(toFile: path, atomically: true, encoding: .utf8)
            index.append("\(number)\t\(escaped(diagram.name))\t\(diagram.end)")
        }
        try? (index.map { $0 + "\n" }.joined()).write(toFile: "\(folder)/diagrams.tsv", atomically: true, encoding: .utf8)
        try? (failures.map { $0 + "\n" }.joined()).write(toFile: "\(folder)/failures.tsv", atomically: true, encoding: .utf8)
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }
}
