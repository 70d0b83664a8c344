import CombineSchedulers
import Foundation
import OpenCombine
import XCTest

/// Pasted tests whose closures act on the test's own variables: statement bodies in a sink's
/// closures, side effects in operator closures, a `var` assigned between advances,
/// `assign(to:on:)`, `switch` patterns and fractional durations. Compiled here against
/// OpenCombine; the same text, pasted into marbles, must collect the same values, and its
/// assertions hold at the same virtual times.
final class PastedEffectsDifferentialTests: XCTestCase {
    func testStatementBodiesInASinksClosures() {
        // paste begin
        enum APIError: Error { case timeout, offline, badStatus(Int) }
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, APIError>()
        var seen: [Int] = []
        var log: [String] = []
        var total = 0
        var cancellables = Set<AnyCancellable>()

        subject
            .sink(receiveCompletion: { completion in
                switch completion {
                case .finished:
                    log.append("finished")
                case .failure(let error):
                    log.append("failed \(error)")
                }
            }, receiveValue: { value in
                seen.append(value)
                guard value != 0 else { return }
                let doubled = value * 2
                if doubled > 10 {
                    log.append("big \(doubled)")
                } else {
                    log.append("small \(doubled)")
                }
                total += value
            })
            .store(in: &cancellables)

        subject.send(1)
        subject.send(0)
        scheduler.advance(by: 1)
        subject.send(7)
        XCTAssertEqual(total, 8)
        scheduler.advance(by: 1)
        subject.send(completion: .failure(.badStatus(503)))
        XCTAssertEqual(log, ["small 2", "big 14", "failed badStatus(503)"])
        // paste end
        assertPastedSameAsOpenCombine(seen, lane: "sink1")
    }

    func testSideEffectsInOperatorClosures() {
        // paste begin
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        var mapped = 0
        var rejected: [Int] = []
        var received: [Int] = []
        var cancellables = Set<AnyCancellable>()

        subject
            .filter { value in
                if value % 2 == 0 { return true }
                rejected.append(value)
                return false
            }
            .map { value -> Int in
                mapped += 1
                print("mapping \(value)")
                return value * 10
            }
            .sink { received.append($0) }
            .store(in: &cancellables)

        subject.send(1)
        subject.send(2)
        XCTAssertEqual(mapped, 1)
        scheduler.advance(by: 1)
        subject.send(3)
        subject.send(4)
        XCTAssertEqual(rejected, [1, 3])
        XCTAssertEqual(mapped, 2)
        // paste end
        XCTAssertEqual(received, [20, 40])
        assertPastedSameAsOpenCombine(received, lane: "sink1")
    }

    /// `factor` changes between advances: the delayed values are mapped when they arrive,
    /// with the factor of that time.
    func testAVarAssignedBetweenAdvances() {
        // paste begin
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        var factor = 2
        var received: [Int] = []
        var cancellables = Set<AnyCancellable>()

        subject
            .delay(for: .seconds(1), scheduler: scheduler)
            .map { $0 * factor }
            .sink { received.append($0) }
            .store(in: &cancellables)

        subject.send(1)
        scheduler.advance(by: 1)
        subject.send(2)
        factor = 100
        scheduler.advance(by: 1)
        factor += 1
        subject.send(3)
        scheduler.advance(by: 1)
        // paste end
        XCTAssertEqual(received, [2, 200, 303])
        assertPastedSameAsOpenCombine(received, lane: "sink1")
    }

    func testAssignOntoACurrentValueSubjectWithFractionalSeconds() {
        // paste begin
        let scheduler = DispatchQueue.test
        let input = PassthroughSubject<Int, Never>()
        let total = CurrentValueSubject<Int, Never>(0)
        var seen: [Int] = []
        var cancellables = Set<AnyCancellable>()

        total.sink { seen.append($0) }.store(in: &cancellables)
        input
            .scan(0) { $0 + $1 }
            .assign(to: \.value, on: total)
            .store(in: &cancellables)

        input.send(1)
        scheduler.advance(by: .seconds(0.5))
        input.send(2)
        scheduler.advance(by: 0.25)
        input.send(completion: .finished)
        XCTAssertEqual(seen, [0, 1, 3])
        // paste end
        assertPastedSameAsOpenCombine(seen, lane: "sink1")
    }

    /// `[..].publisher.map` runs its closure when the operator is applied, once, whatever
    /// subscribes later (Combine specialises it to another sequence).
    func testASequencesMapRunsItsSideEffectsWhenBuilt() {
        // paste begin
        let scheduler = DispatchQueue.test
        var built = 0
        var received: [Int] = []
        var cancellables = Set<AnyCancellable>()

        let doubled = [1, 2, 3].publisher.map { value -> Int in
            built += 1
            return value * 2
        }
        XCTAssertEqual(built, 3)
        doubled.sink { received.append($0) }.store(in: &cancellables)
        doubled.sink { received.append($0) }.store(in: &cancellables)
        scheduler.advance(by: 1)
        XCTAssertEqual(built, 3)
        XCTAssertEqual(received, [2, 4, 6, 2, 4, 6])
        // paste end
        assertPastedSameAsOpenCombine([2, 4, 6], lane: "sink1")
    }

    func testSwitchPatternsOverDeclaredErrors() {
        // paste begin
        enum APIError: Error { case timeout, offline, badStatus(Int) }
        let scheduler = DispatchQueue.test
        let errors = PassthroughSubject<APIError, Never>()
        var labels: [String] = []
        var cancellables = Set<AnyCancellable>()

        errors
            .map { error -> String in
                if case .offline = error { return "offline" }
                switch error {
                case .badStatus(let code) where code >= 500: return "server \(code)"
                case let .badStatus(code): return "client \(code)"
                case .timeout, .offline: return "retry"
                }
            }
            .sink { labels.append($0) }
            .store(in: &cancellables)

        errors.send(APIError.badStatus(503))
        errors.send(.badStatus(404))
        scheduler.advance(by: 1)
        errors.send(.timeout)
        errors.send(APIError.offline)
        // paste end
        XCTAssertEqual(labels, ["server 503", "client 404", "retry", "offline"])
        assertPastedSameAsOpenCombine(labels, lane: "sink1")
    }

    /// A statement body that names only `$1` still takes the tuple's elements.
    func testDollarOneInAStatementBody() {
        // paste begin
        let scheduler = DispatchQueue.test
        let letters = PassthroughSubject<String, Never>()
        let numbers = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellables = Set<AnyCancellable>()

        letters
            .zip(numbers)
            .map {
                let number = $1
                return number * 10
            }
            .sink { received.append($0) }
            .store(in: &cancellables)

        letters.send("a")
        numbers.send(1)
        scheduler.advance(by: 1)
        numbers.send(2)
        letters.send("b")
        // paste end
        XCTAssertEqual(received, [10, 20])
        assertPastedSameAsOpenCombine(received, lane: "sink1")
    }
}
