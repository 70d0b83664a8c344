import MarbleRuntime
import MarbleTrace
import TestSupport
import XCTest

/// A chain written without names in between draws each operator that changes timing, values
/// or demand on a lane of its own, named after the operator; `lanes "per statement"` keeps
/// the chain one lane.
final class ChainStageTests: XCTestCase {
    /// The issue's pasted search pipeline: one statement, four operators, a sink and its store.
    private static let searchPipeline = """
        let scheduler = DispatchQueue.test
        let query = PassthroughSubject<String, Never>()
        var searches: [String] = []
        var cancellables = Set<AnyCancellable>()

        query
            .debounce(for: .milliseconds(300), scheduler: scheduler)
            .removeDuplicates()
            .map { $0.uppercased() }
            .eraseToAnyPublisher()
            .sink { searches.append($0) }
            .store(in: &cancellables)

        query.send("a")
        scheduler.advance(by: .milliseconds(100))
        query.send("ab")
        scheduler.advance(by: .milliseconds(400))
        query.send("ab")
        scheduler.advance(by: .milliseconds(400))
        query.send("abc")
        scheduler.advance(by: .milliseconds(400))
        """

    func testAPastedOneChainPipelineDrawsEachOperatorOnALaneOfItsOwn() {
        let trace = runTrace(Self.searchPipeline)
        let structure = trace?.lanes.map { "\($0.name) <- \($0.inputs.map(\.description)) \($0.operatorLabel ?? "-")" }
        XCTAssertEqual(structure, [
            "query <- [] -",
            "debounce <- [\"query\"] debounce(for: .milliseconds(300), scheduler: scheduler)",
            "removeDuplicates <- [\"debounce\"] removeDuplicates()",
            "sink1 <- [\"removeDuplicates\"] map { $0.uppercased() }.eraseToAnyPublisher().sink",
        ])
        let subscribed: [TraceEvent] = [.subscribe(0), .unlimited(0)]
        assertLanes(trace, [
            lane("query", .subject, "PassthroughSubject<String, Never>()",
                 [.value(0, .string("a")), .value(1, .string("ab")), .value(5, .string("ab")), .value(9, .string("abc"))]),
            lane("debounce", .operator, "query.debounce(for: .milliseconds(300), scheduler: scheduler)", subscribed + [
                .value(4, .string("ab")), .value(8, .string("ab")), TraceEvent(tick: 8, kind: .request(1)), .value(12, .string("abc")),
            ]),
            lane("removeDuplicates", .operator, "query.debounce(for: .milliseconds(300), scheduler: scheduler).removeDuplicates()",
                 subscribed + [.value(4, .string("ab")), .value(12, .string("abc"))]),
            lane("sink1", .subscriber, """
                query.debounce(for: .milliseconds(300), scheduler: scheduler).removeDuplicates().map { $0.uppercased() }\
                .eraseToAnyPublisher().sink { searches.append($0) }
                """, subscribed + [.value(4, .string("AB")), .value(12, .string("ABC"))]),
        ])
        XCTAssertEqual(trace?.lanes.map(\.subscribers), [[], ["sink1"], ["sink1"], []])
    }

    func testTheBoxShowsTheOperatorsNeverTheSubscribersClosure() throws {
        let trace = runTrace(try Repository.example("70-pasted-debounce-test"))
        XCTAssertEqual(trace?.lanes.last?.operatorLabel, "debounce(for: .milliseconds(500), scheduler: scheduler).sink")
        let labelled = runTrace("""
            s = PassthroughSubject<Int>()
            _ = s.map { $0 + 1 }.sink(demand: 2, receiveCompletion: { _ in }, receiveValue: { print($0) })
            s.send("-1|")
            """)
        XCTAssertEqual(labelled?.lanes.last?.operatorLabel, "map { $0 + 1 }.sink(demand: 2)")
    }

    /// A chain ending in `switchToLatest` (or `flatMap`) then the sink: that operator's stage is
    /// the sink's lane, so its inner publishers are drawn as branches of it, each cancelled
    /// one where the next value replaced it.
    func testTheInnerPublishersOfTheLastStageAreBranchesOfTheSinksLane() {
        let trace = runTrace("""
            s = PassthroughSubject<Int>()
            C = s.map { cold("--x|", values: [x: $0 * 10]) }.switchToLatest().sink()
            s.send("-1-2---3|")
            """)
        XCTAssertEqual(trace?.lanes.map(\.name), ["s", "C", "C.1", "C.2", "C.3"])
        XCTAssertEqual(trace?.lanes.map { $0.parent?.description ?? "-" }, ["-", "-", "C", "C", "C"])
        XCTAssertEqual(trace?.lanes.map(\.events), [
            [.value(1, 1), .value(3, 2), .value(7, 3), .finished(8)],
            [.subscribe(0), .unlimited(0), .value(5, 20), .value(9, 30), .finished(10)],
            [.subscribe(1), .unlimited(1), .cancel(3)],
            [.subscribe(3), .unlimited(3), .value(5, 20), .finished(6)],
            [.subscribe(7), .unlimited(7), .value(9, 30), .finished(10)],
        ])
    }

    /// The same for a pasted sink kept by `store(in:)`: its lane `sink1` gets the branches.
    func testAStoredSinksLaneGetsTheBranchesOfItsSwitchToLatest() throws {
        let trace = runTrace(try Repository.example("71-pasted-search-chain"))
        XCTAssertEqual(trace?.lanes.map(\.name), ["query", "debounce", "removeDuplicates", "sink1", "sink1.1", "sink1.2", "sink1.3"])
        // The search for "swi" (sink1.2) is cancelled when "swift" gets through the debounce.
        XCTAssertEqual(trace?.lanes[5].events, [.subscribe(15), .unlimited(15), .cancel(17)])
        XCTAssertEqual(trace?.lanes[3].events, [
            .subscribe(0), .unlimited(0), .value(6, .string("results for sw")), .value(20, .string("results for swift")),
        ])
    }

    func testPassThroughsFoldIntoTheBoxOfTheStageBeforeThem() {
        let trace = runTrace("""
            s = PassthroughSubject<Int>()
            b = s.eraseToAnyPublisher().map { $0 * 10 }.print().handleEvents().filter { $0 > 10 }.eraseToAnyPublisher()
            C = b.sink()
            s.send("-1-2|")
            """)
        let structure = trace?.lanes.map { "\($0.name) <- \($0.inputs.map(\.description)) \($0.operatorLabel ?? "-")" }
        XCTAssertEqual(structure, [
            "s <- [] -",
            "map <- [\"s\"] eraseToAnyPublisher().map { $0 * 10 }.print().handleEvents()",
            "b <- [\"map\"] filter { $0 > 10 }.eraseToAnyPublisher()",
            "C <- [\"b\"] sink()",
        ])
        // The filter gives back the demand of the 10 it removes: a request on the stage it reads.
        XCTAssertEqual(trace?.lanes[1].events, [.subscribe(0), .unlimited(0), .value(1, 10), .request(1, 1), .value(3, 20), .finished(4)])
    }

    func testStageNamesStayClearOfTheFilesNamesAndOfEachOther() {
        let trace = runTrace("""
            s = PassthroughSubject<Int>()
            b = s.map { $0 + 1 }.filter { $0 > 1 }
            c = s.map { $0 * 2 }.scan(0, +)
            map = s.scan(1, +)
            s.send("-1|")
            """)
        XCTAssertEqual(trace?.lanes.map(\.name), ["s", "map2", "b", "map3", "c", "map"])
    }

    func testAHiddenChainDrawsNoStages() {
        let trace = runTrace("""
            s = PassthroughSubject<Int>()
            _b = s.map { $0 + 1 }.filter { $0 > 1 }
            C = _b.sink()
            s.send("-1-2|")
            """)
        XCTAssertEqual(trace?.lanes.map(\.name), ["s", "C"])
    }

    func testLanesPerStatementKeepsAChainOneLane() {
        let trace = runTrace(#"lanes "per statement""# + "\n" + Self.searchPipeline)
        XCTAssertEqual(trace?.lanes.map(\.name), ["query", "sink1"])
        XCTAssertEqual(trace?.lanes.last?.operatorLabel, """
            debounce(for: .milliseconds(300), scheduler: scheduler).removeDuplicates().map { $0.uppercased() }\
            .eraseToAnyPublisher().sink
            """)
    }

    func testAnUnknownLanesSettingIsRefused() {
        XCTAssertEqual(runErrors(#"""
            lanes "per line"
            s = PassthroughSubject<Int>()
            """#), """
            test.marble:1:1: error: 'per line' is not a way to draw a chain's operators
             1 | lanes "per line"
               | ^~~~~~~~~~~~~~~~ expected "per operator", "per statement"

            """)
    }

    func testAnExpectationReadsAStageByItsOperatorsName() throws {
        let result = runResult("""
            s = PassthroughSubject<Int>()
            C = s.map { $0 * 10 }.filter { $0 > 10 }.sink()
            s.send("-1-2|")
            expect(map, "-a-b|", values: [a: 10, b: 20])
            expect(C, "---b|", values: [b: 20])
            """)
        let trace = try XCTUnwrap(result?.trace)
        XCTAssertEqual(result?.expectations.count, 2)
        XCTAssertEqual(ExpectationCheck.check(result?.expectations ?? [], against: trace).map(\.message), [])
    }
}
