import Foundation
import MarbleTrace

/// What a compiled file did: one diagram for its top-level code (when it recorded anything)
/// and one per test method, and the assertions that failed.
public struct CompiledRun: Sendable {
    /// One diagram: `main` for top-level code, the test method's name for a test.
    public struct Diagram: Sendable {
        public var name: String
        public var trace: Trace
    }

    /// A failed `XCTAssert…` at the user's file and line.
    public struct Failure: Sendable, Equatable {
        public var test: String
        public var file: String
        public var line: Int
        public var message: String

        public init(test: String, file: String, line: Int, message: String) {
            self.test = test
            self.file = file
            self.line = line
            self.message = message
        }
    }

    public var diagrams: [Diagram]
    public var failures: [Failure]
    /// The test methods run.
    public var tests: [String]

    /// Reads what the program wrote into `folder` (see `__Marbles.finish`).
    static func read(folder: String, durationStep: Int, tests: [String]) throws(CompiledError) -> CompiledRun {
        guard let index = try? String(contentsOfFile: folder + "/diagrams.tsv", encoding: .utf8) else {
            throw CompiledError("the compiled program ended without writing its diagrams (did it call exit()?)")
        }
        var diagrams: [Diagram] = []
        for row in index.split(separator: "\n") {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map { unescaped(String($0)) }
            guard fields.count == 3, let end = Int(fields[2]),
                  let json = try? String(contentsOfFile: "\(folder)/\(fields[0]).json", encoding: .utf8) else { continue }
            let raw: Trace
            do {
                raw = try TraceJSON.decode(json)
            } catch {
                throw CompiledError("the compiled program wrote a trace marbles cannot read: \(error)")
            }
            let scale = TickScale(trace: raw, end: end, durationStep: durationStep)
            var trace = scale.apply(to: raw, end: end)
            if fields[1] != GeneratedProgram.mainDiagram { trace.title = fields[1] }
            diagrams.append(Diagram(name: fields[1], trace: trace))
        }
        let failureText = (try? String(contentsOfFile: folder + "/failures.tsv", encoding: .utf8)) ?? ""
        let failures = failureText.split(separator: "\n").compactMap { row -> Failure? in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map { unescaped(String($0)) }
            guard fields.count == 4, let line = Int(fields[2]) else { return nil }
            // XCTest ends "failed: (…) - " with the assertion's own message, empty or not.
            let message = fields[3].hasSuffix(" - ") ? String(fields[3].dropLast(3)) : fields[3]
            return Failure(test: fields[0], file: fields[1], line: line, message: message)
        }
        return CompiledRun(diagrams: diagrams, failures: failures, tests: tests)
    }

    private static func unescaped(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "t": result.append("\t")
                case "n": result.append("\n")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
