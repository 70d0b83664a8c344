import CommandLineSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Marbles
import MarblesCompiled

/// Compiles a documentation fence of Swift, once per fence text: the trace is kept in the
/// dependency cache's folder under the hash of the text, so `marbles docs` compiles only the
/// fences that changed. Only ever used under `--allow-compile`.
enum FenceCompiler {
    @Sendable static func compile(_ source: String, fileName: String) throws -> Trace {
        let root = DependencyCache.root()
        let key = ContentHash.hex(DependencyCache.marblesVersion + "\u{0}" + fileName + "\u{0}" + source)
        let kept = root + "/fences/" + key + ".json"
        if let text = try? String(contentsOfFile: kept, encoding: .utf8), let trace = try? TraceJSON.decode(text) {
            return trace
        }
        let run: CompiledRun
        do {
            run = try CompiledMode().run(source, fileName: fileName, progress: StandardError.write)
        } catch {
            throw error.reported
        }
        guard run.diagrams.count == 1 else {
            throw CommandFailure("a fence draws one diagram; this one recorded \(run.diagrams.count) "
                + "(\(run.diagrams.map(\.name).joined(separator: ", ")))")
        }
        try? FileManager.default.createDirectory(atPath: root + "/fences", withIntermediateDirectories: true)
        try? TraceJSON.encode(run.diagrams[0].trace).write(toFile: kept, atomically: true, encoding: .utf8)
        return run.diagrams[0].trace
    }
}
