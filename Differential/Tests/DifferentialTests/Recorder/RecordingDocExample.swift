#if canImport(Combine)
import Combine
#else
import OpenCombine            // Linux: the same API, from OpenCombine
#endif
import CombineSchedulers
import Foundation
import MarbleRecorder
import XCTest

final class SearchTests: XCTestCase {
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
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("search.json")
        try recorder.write(toFile: saved.path)   // then: marbles render <that path>
        results.cancel()
    }
}
