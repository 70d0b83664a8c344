import TestSupport
import XCTest

/// Pasted tests whose closures act on the file's own variables, each with its exact trace
/// and the file's own assertions (checked where they stand). Most are the very texts that
/// `PastedEffectsDifferentialTests` compiles against OpenCombine, read from that file.
final class PastedEffectsTests: XCTestCase {
    /// A sink's closures as statements: `guard`, local `let`, `if`/`else`, `+=` and a `switch` over the
    /// completion with `case .failure(let error)`.
    func testSinkStatementBodiesAndACompletionSwitch() {
        assertPasted(differentialPaste("testStatementBodiesInASinksClosures"), trace: """
            subject  (1,0)--7#
            sink1    (^,1,0)7#
            """, ticks: 3, unit: nil, lane: "sink1", prints: ["1", "0", "7"], failures: ["badStatus(503)", "badStatus(503)"])
    }

    /// `filter` and `map` closures that count, collect and print as they run.
    func testSideEffectsInFilterAndMap() {
        assertPasted(differentialPaste("testSideEffectsInOperatorClosures"), trace: """
            subject  (1,2)-(3,4)
            filter   (^,2)-4----
            sink1    (^,20)40---
            """, ticks: 2, unit: nil, lane: "sink1", prints: ["20", "40"])
    }

    /// `factor = 100` and `factor += 1` between advances: the delayed values are mapped with the factor of
    /// the time they arrive.
    func testAVarAssignedBetweenAdvances() {
        assertPasted(differentialPaste("testAVarAssignedBetweenAdvances"), trace: """
            subject  1-2-3------
            delay    ^-1-2---3--
            sink1    ^-2-200-303
            """, ticks: 4, unit: nil, lane: "sink1", prints: ["2", "200", "303"])
    }

    /// `assign(to: \.value, on: total)` sets the subject's value, which its own sink receives;
    /// `.seconds(0.5)` and `0.25` make the tick 250 ms.
    func testAssignToValueOnACurrentValueSubject() {
        assertPasted(differentialPaste("testAssignOntoACurrentValueSubjectWithFractionalSeconds"), trace: """
            input  1---------2|
            total  1---------3-
            sink1  (^,<0>,1)-3-
            sink2  (^,1)-----3|
            """, ticks: 4, unit: "× 250 ms", lane: "sink2", prints: ["1", "3"])
    }

    /// `[..].publisher.map` runs its closure when it is built (Combine specialises it), once for both sinks.
    func testASequencesMapRunsItsEffectsOnceWhenBuilt() {
        assertPasted(differentialPaste("testASequencesMapRunsItsSideEffectsWhenBuilt"), trace: """
            doubled[1]  (^,2,4,6,|)
            doubled[2]  (^,2,4,6,|)
            sink1       (^,2,4,6,|)
            sink2       (^,2,4,6,|)
            """, ticks: 2, unit: nil, lane: "sink1", prints: ["2", "4", "6"])
    }

    /// `case .badStatus(let code) where ...`, `case let .badStatus(code)`, `case .timeout, .offline` and
    /// `if case .offline = error`.
    func testSwitchPatternsAndIfCase() {
        assertPasted(differentialPaste("testSwitchPatternsOverDeclaredErrors"), trace: """
            errors  (badStatus(503),badStatus(404))(timeout,offline)
            sink1   (^,server 503,client 404)------(retry,offline)--
            """, ticks: 2, unit: nil, lane: "sink1", prints: ["server 503", "client 404", "retry", "offline"])
    }

    /// `scan` with a statement body that names `$1` (the element), and `case let large where large > 5`;
    /// millisecond and fractional-second durations.
    func testDollarOneInStatementBodiesAndCaseLetWhere() {
        assertPasted(#"""
            let scheduler = DispatchQueue.test
            let numbers = PassthroughSubject<Int, Never>()
            var log: [String] = []
            var cancellables = Set<AnyCancellable>()
            numbers
                .scan(0) {
                    guard $1 > 0 else { return 0 }
                    return $1 * 2
                }
                .sink { value in
                    switch value {
                    case 0: log.append("reset")
                    case let large where large > 5: log.append("large \(large)")
                    default: log.append("\(value)")
                    }
                }
                .store(in: &cancellables)
            numbers.send(1)
            scheduler.advance(by: .milliseconds(250))
            numbers.send(-1)
            scheduler.advance(by: .seconds(0.5))
            numbers.send(4)
            numbers.send(completion: .finished)
            XCTAssertEqual(log, ["2", "reset", "large 8"])
            """#, trace: """
            numbers  1----(-1)-(4,|)
            sink1    (^,2)0----(8,|)
            """, ticks: 4, unit: "× 250 ms", lane: "sink1", prints: ["2", "0", "8"])
    }

    /// `debounce(for: 0.5)`, `advance(by: .zero)`, `0.75`, and `if case .finished = completion` in
    /// `receiveCompletion`.
    func testFractionalDurationsZeroAndIfCaseOnTheCompletion() {
        assertPasted(#"""
            let scheduler = DispatchQueue.test
            let subject = PassthroughSubject<String, Never>()
            var finished = false
            var received: [String] = []
            let cancellable = subject
                .debounce(for: 0.5, scheduler: scheduler)
                .sink(receiveCompletion: { completion in
                    if case .finished = completion { finished = true }
                }, receiveValue: { text in
                    received.append(text.uppercased())
                })
            subject.send("a")
            scheduler.advance(by: .milliseconds(250))
            subject.send("ab")
            scheduler.advance(by: .zero)
            scheduler.advance(by: 0.75)
            subject.send(completion: .finished)
            scheduler.advance(by: .milliseconds(250))
            XCTAssertEqual(received, ["AB"])
            XCTAssertTrue(finished)
            """#, trace: """
            subject      a-ab---|
            cancellable  ^----ab|
            """, ticks: 6, unit: "× 250 ms", lane: "cancellable", prints: ["ab"])
    }
}
