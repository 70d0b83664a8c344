import Foundation
import Marbles
import MarblesCompiled

/// Compiles a documentation fence of Swift, once per fence text: the trace is kept in the
/// dependency cache's keyed folder (so a new marbles, toolchain or recorder compiles every
/// fence again) under the hash of the text, so `marbles docs` compiles only the fences that
/// changed. Only ever used under `--allow-compile`.
enum FenceCompiler {
    @Sendable static func compile(_ source: String, fileName: String) throws -> Trace {
        let mode = CompiledMode()
        let fences: String
        do {
            fences = try mode.dependencyCache().trustedFences()
        } catch {
            throw error.reported
        }
        let kept = fences + "/" + ContentHash.hex(fileName + "\u{0}" + source) + ".json"
        if let text = try? String(contentsOfFile: kept, encoding: .utf8), let trace = try? TraceJSON.decode(text) {
            return trace
        }
        let run: CompiledRun
        do {
            run = try mode.run(source, fileName: fileName, progress: StandardError.write)
        } catch {
            throw error.reported
        }
        guard run.diagrams.count == 1 else {
            throw CommandFailure("a fence draws one diagram; this one recorded \(run.diagrams.count) "
                + "(\(run.diagrams.map(\.name).joined(separator: ", ")))")
        }
        try? TraceJSON.encode(run.diagrams[0].trace).write(toFile: kept, atomically: true, encoding: .utf8)
        return run.diagrams[0].trace
    }
}
