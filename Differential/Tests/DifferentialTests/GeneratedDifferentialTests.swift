import Foundation
import Marbles
import XCTest

/// Random pipelines (`ScenarioGenerator`, a fixed seed) run through our engine from their
/// `.marble` text and through OpenCombine; every subscriber must receive the same events.
/// `make test` runs a few hundred cases; `GENERATED_CASES=5000 GENERATED_SEED=7` runs more,
/// from another seed, `GENERATED_REPORT=FILE` writes every mismatch there, and
/// `GENERATED_PRINT=1` prints each case before it runs (to find one that crashes OpenCombine).
/// A mismatch prints the scenario's `.marble` text and both receipts; each one fixed is kept
/// as a named test in `GeneratedRegressionTests`. A difference where a zip ended before its
/// subscription is the known one pinned there, counted but not failed.
final class GeneratedDifferentialTests: XCTestCase {
    func testGeneratedPipelinesAgreeWithOpenCombine() {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["GENERATED_CASES"].flatMap(Int.init) ?? 300
        let seed = environment["GENERATED_SEED"].flatMap(UInt64.init) ?? 20_261_123
        var generator = ScenarioGenerator(seed: seed)
        var mismatches: [String] = []
        var knownDifferences = 0
        for index in 0..<count {
            let scenario = generator.scenario()
            let text = GeneratedMarble.text(scenario)
            if environment["GENERATED_PRINT"] != nil { FileHandle.standardError.write(Data("case \(index):\n\(text)".utf8)) }
            let ours: Receipts
            do {
                ours = receipts(of: try MarbleDocument(source: text, fileName: "generated.marble").trace())
            } catch {
                mismatches.append("case \(index): our engine refused it: \(error)\n\(text)")
                continue
            }
            let (theirs, zipEndedEarly) = GeneratedReference.run(scenario, on: ReferenceRig())
            if ours != theirs, zipEndedEarly {
                knownDifferences += 1
            } else if ours != theirs {
                mismatches.append("case \(index):\n\(text)ours:\n\(ours.listing)\nOpenCombine:\n\(theirs.listing)\n")
            }
        }
        if let path = environment["GENERATED_REPORT"] {
            _ = FileManager.default.createFile(atPath: path, contents: Data(mismatches.joined(separator: "\n").utf8))
        }
        print("generated scenarios (seed \(seed)): \(count) run, \(mismatches.count) differ, \(knownDifferences) differ as known"
              + " (a zip that ended before its subscription)")
        XCTAssertTrue(mismatches.isEmpty, """
            \(mismatches.count) of \(count) generated scenarios (seed \(seed)) differ; the first ones:
            \(mismatches.prefix(8).joined(separator: "\n"))
            """)
    }
}
