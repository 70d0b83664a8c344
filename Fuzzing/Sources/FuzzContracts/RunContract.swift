import MarbleDSL
import MarbleRuntime
import MarbleTrace

/// A run returns a trace whose events lie on the axis in time order per lane, or located
/// diagnostics; never both, never neither. The trace survives its JSON form.
public enum RunContract {
    /// Parses and runs `source`; the trace if the file is valid, `nil` if it has errors.
    @discardableResult
    public static func check(_ source: String) throws(ContractViolation) -> Trace? {
        let (file, parseDiagnostics) = try ParseContract.check(source)
        guard parseDiagnostics.isEmpty else { return nil }
        let result = MarbleRunner.run(file)
        guard let trace = result.trace else {
            try require(!result.diagnostics.isEmpty, "run: neither a trace nor a diagnostic")
            try ParseContract.checkLocated(result.diagnostics, in: source, stage: "run")
            return nil
        }
        try require(result.diagnostics.isEmpty, "run: a trace and diagnostics: \(result.diagnostics.map(\.message))")
        try checkTrace(trace)
        try checkJSONRoundTrip(trace)
        _ = TraceText.encode(trace)
        return trace
    }

    /// What a fuzz target of the run does before its first input: checks that a valid file
    /// runs, then runs the empty file and that one, so that first-use costs (Unicode tables,
    /// allocator warm-up) do not count against the first input's second. Stops the process
    /// if the valid file gives no trace.
    public static func warmUp() {
        do {
            try checkAKnownGoodFileRuns()
        } catch {
            fatalError("\(error)")
        }
        _ = try? check("")
    }

    /// Runs a file that must give a trace, so that a fuzzer whose every run fails (as all
    /// runs did under AddressSanitizer while the run guard read the stack from a Swift
    /// local) stops at once instead of fuzzing only the error paths.
    public static func checkAKnownGoodFileRuns() throws(ContractViolation) {
        let source = "s = PassthroughSubject<Int>()\nC = s.map { \"\\($0) é\" }.sink(demand: 2)\ns.send(\"-1-2-3|\")\n"
        guard let trace = try check(source) else {
            let result = MarbleRunner.run(MarbleParser.parse(source).file)
            throw ContractViolation("run: a valid file gave no trace: \(result.diagnostics.map(\.message))")
        }
        try require(trace.lanes.map(\.name) == ["s", "C"], "run: a valid file gave lanes \(trace.lanes.map(\.name))")
    }

    /// The axis has ticks 1 to just past the run's limit; each lane has a unique name and
    /// its events in time order on the axis; a replay comes no earlier than the value it
    /// replays.
    static func checkTrace(_ trace: Trace) throws(ContractViolation) {
        try require((1...MarbleRunner.maximumTicks + 1).contains(trace.ticks), "run: an axis of \(trace.ticks) ticks")
        var names = Set<String>()
        for lane in trace.lanes {
            try require(names.insert(lane.name).inserted, "run: two lanes named '\(lane.name)'")
            var previous = 0
            for event in lane.events {
                try require((0..<trace.ticks).contains(event.tick), "run: lane \(lane.name): \(event) is off the axis of \(trace.ticks) ticks")
                try require(event.tick >= previous, "run: lane \(lane.name): \(event) after an event at tick \(previous)")
                previous = event.tick
                if case .replay(_, let from) = event.kind {
                    try require((0...event.tick).contains(from), "run: lane \(lane.name): \(event) replays from the future")
                }
            }
        }
    }

    /// `TraceJSON.decode` reads what `encode` wrote, and writing it again gives the same text.
    static func checkJSONRoundTrip(_ trace: Trace) throws(ContractViolation) {
        let json = TraceJSON.encode(trace)
        let decoded: Trace
        do {
            decoded = try TraceJSON.decode(json)
        } catch {
            throw ContractViolation("run: the trace's own JSON does not decode: \(error)")
        }
        try require(TraceJSON.encode(decoded) == json, "run: the trace's JSON does not survive decode and encode")
    }
}
