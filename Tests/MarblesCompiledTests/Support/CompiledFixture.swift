import Foundation
import MarbleTrace
import MarblesCompiled
import TestSupport

/// Compiled runs for the tests: one dependency cache for the whole test run, in the build
/// folder (built once, about a minute and a half; every run after it compiles one file).
enum CompiledFixture {
    static let cache = Repository.root.appendingPathComponent(".build/marbles-cache").path

    static var mode: CompiledMode {
        var environment = ProcessInfo.processInfo.environment
        environment["MARBLES_CACHE"] = cache
        environment.removeValue(forKey: "MARBLES_PACKAGE")
        return CompiledMode(timeLimit: 20, environment: environment)
    }

    /// `source` compiled and run as `name`.
    static func run(_ source: String, name: String = "snippet.swift", timeLimit: Double? = nil) throws -> CompiledRun {
        var mode = mode
        if let timeLimit { mode.timeLimit = timeLimit }
        return try mode.run(source, fileName: name)
    }

    /// The one diagram's lanes, one line each: `name: event @ tick, ...` (exact kinds,
    /// values and ticks), and its axis.
    static func summary(_ trace: Trace) -> String {
        var lines = ["ticks \(trace.ticks)\(trace.unit.map { " \($0)" } ?? "")"]
        for lane in trace.lanes {
            let inputs = lane.inputs.isEmpty ? "" : " <- \(lane.inputs.map(\.description).joined(separator: ", "))"
            let parent = lane.parent.map { " (branch of \($0))" } ?? ""
            lines.append("\(lane.name)\(inputs)\(parent): " + lane.events.map(\.description).joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
