import CombineSchedulers
import Foundation
import MarbleRecorder
import Marbles
import OpenCombine
import XCTest

/// docs/recording.md's example: `RecordingDocExample.swift` is its fence byte for byte (so the
/// example compiles, and `SearchTests` runs, as written), and what it records, event by event.
final class RecordingDocExampleTests: XCTestCase {
    func testTheDocumentsExampleIsTheFileThisTargetCompiles() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let compiled = try String(contentsOf: here.appendingPathComponent("RecordingDocExample.swift"), encoding: .utf8)
        let document = try String(contentsOf: here.appendingPathComponent("../../../../docs/recording.md").standardized, encoding: .utf8)
        let fence = document.components(separatedBy: "## A test\n\n```swift\n").dropFirst().first?
            .components(separatedBy: "```\n").first
        XCTAssertEqual(fence, compiled, "docs/recording.md's example and RecordingDocExample.swift differ")
    }

    func testDebouncedSearch() throws {
        let scheduler = DispatchQueue.test
        let recorder = MarbleRecorder(scheduler: scheduler, tick: .milliseconds(100), unit: "100 ms")
        let query = recorder.subject(PassthroughSubject<String, Never>(), "query")
        let results = query
            .debounce(for: .milliseconds(300), scheduler: scheduler)
            .marble("results", in: recorder, inputs: ["query"], step: "debounce(for: .milliseconds(300))",
                    role: .subscriber)
            .sink { _ in }
        query.send("c"); scheduler.advance(by: .milliseconds(100))
        query.send("co"); scheduler.advance(by: .milliseconds(500))
        XCTAssertEqual(try recorder.trace().check(expectations: #"expect(results, "----a", values: [a: "co"])"#), [])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("search-\(UUID().uuidString).json").path
        try recorder.write(toFile: path)   // marbles render search.json
        defer { try? FileManager.default.removeItem(atPath: path) }
        let written = recorder.trace()
        results.cancel()

        XCTAssertEqual(try TraceJSON.decode(String(contentsOfFile: path, encoding: .utf8)), written)
        XCTAssertEqual(recorder.trace()[lane: "results"]?.events,
                       [.subscribe(0), .unlimited(0), .value(4, "co"), .cancel(6)])
        XCTAssertEqual(try recorder.trace().check(expectations: #"expect(results, "---a", values: [a: "co"])"#).count, 1)
    }
}
