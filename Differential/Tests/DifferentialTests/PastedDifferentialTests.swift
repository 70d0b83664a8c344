import CombineSchedulers
import Foundation
import OpenCombine
import XCTest

/// Tests written as combine-schedulers' users write them, compiled here against OpenCombine
/// and a `DispatchQueue.test` scheduler; the very same lines (read back from this file) are
/// pasted into marbles, whose sink lane must receive what the compiled test collected.
final class PastedDifferentialTests: XCTestCase {
    func testDebounce() {
        // paste begin
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        var output: [Int] = []
        var cancellables = Set<AnyCancellable>()

        subject
            .debounce(for: .seconds(1), scheduler: scheduler)
            .sink { output.append($0) }
            .store(in: &cancellables)

        subject.send(1)
        scheduler.advance(by: .milliseconds(500))
        subject.send(2)
        scheduler.advance(by: .milliseconds(500))
        subject.send(3)
        scheduler.advance(by: .seconds(1))
        // paste end
        XCTAssertEqual(output, [3])
        assertPastedSameAsOpenCombine(output, lane: "sink1")
    }

    func testThrottleLatest() {
        // paste begin
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var cancellables = Set<AnyCancellable>()

        subject
            .throttle(for: .seconds(1), scheduler: scheduler, latest: true)
            .sink { values.append($0) }
            .store(in: &cancellables)

        subject.send(1)
        scheduler.advance(by: .milliseconds(250))
        subject.send(2)
        scheduler.advance(by: .milliseconds(250))
        subject.send(3)
        scheduler.advance(by: .milliseconds(500))
        subject.send(4)
        scheduler.advance(by: .seconds(1))
        // paste end
        assertPastedSameAsOpenCombine(values, lane: "sink1")
    }

    func testReceiveOnDeliversWhenTheSchedulerAdvances() {
        // paste begin
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellables = Set<AnyCancellable>()

        subject
            .receive(on: scheduler)
            .sink { received.append($0) }
            .store(in: &cancellables)

        scheduler.advance()
        subject.send(1)
        subject.send(2)
        scheduler.advance()
        subject.send(3)
        scheduler.advance(by: 1)
        // paste end
        XCTAssertEqual(received, [1, 2, 3])
        assertPastedSameAsOpenCombine(received, lane: "sink1")
    }

    /// The test's own assertions, each where it stands: compiled, they hold against
    /// OpenCombine; pasted, marbles checks them at the same virtual times. The first
    /// `advance()` lets `receive(on:)` hand the sink its subscription, as in
    /// `testReceiveOnDeliversWhenTheSchedulerAdvances` (it matters only under
    /// `combine "iOS 13.0"`, where the hand-over waits for the scheduler).
    func testAssertionsBetweenAdvances() {
        // paste begin
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        var direct: [Int] = []
        var hopped: [Int] = []
        var settled: [Int] = []
        var cancellables = Set<AnyCancellable>()

        subject.sink { direct.append($0) }.store(in: &cancellables)
        subject.receive(on: scheduler).sink { hopped.append($0) }.store(in: &cancellables)
        subject.debounce(for: .seconds(2), scheduler: scheduler).sink { settled.append($0) }.store(in: &cancellables)

        scheduler.advance()
        subject.send(1)
        XCTAssertEqual(direct, [1])
        XCTAssertEqual(hopped, [])
        scheduler.advance()
        XCTAssertEqual(hopped, [1])
        subject.send(2)
        scheduler.advance(by: 1)
        XCTAssertEqual(hopped, [1, 2])
        XCTAssertEqual(settled, [])
        scheduler.advance(by: 1)
        XCTAssertEqual(settled, [2])
        XCTAssertTrue(direct.count == 2)
        XCTAssertFalse(settled.isEmpty)
        XCTAssertGreaterThan(hopped.count, 1)
        // paste end
        assertPastedSameAsOpenCombine(hopped, lane: "sink2")
    }

    /// Operator closures read the file's variables; `handleEvents`' closures change them.
    func testFileVariablesInOperatorClosuresAndHandleEvents() {
        // paste begin
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        let factor = 10
        var seen: [Int] = []
        var outputs = 0
        var received: [Int] = []
        var cancellables = Set<AnyCancellable>()

        subject
            .handleEvents(receiveOutput: { seen.append($0) })
            .filter { $0 > factor / 5 }
            .map { $0 * factor }
            .handleEvents(receiveOutput: { _ in outputs += 1 })
            .sink { received.append($0) }
            .store(in: &cancellables)

        subject.send(1)
        subject.send(3)
        scheduler.advance(by: 1)
        subject.send(5)
        XCTAssertEqual(seen, [1, 3, 5])
        XCTAssertEqual(outputs, 2)
        XCTAssertEqual(received, [30, 50])
        // paste end
        assertPastedSameAsOpenCombine(received, lane: "sink1")
    }

    /// combine-schedulers' timer on its test scheduler: it fires every second from the
    /// connection, as the scheduler advances.
    func testTimerPublisherOfATestScheduler() {
        // paste begin
        let scheduler = DispatchQueue.test
        var fired: [String] = []
        var cancellables = Set<AnyCancellable>()

        scheduler.timerPublisher(every: .seconds(1))
            .autoconnect()
            .map { _ in "tick" }
            .sink { fired.append($0) }
            .store(in: &cancellables)

        scheduler.advance(by: .milliseconds(2500))
        XCTAssertEqual(fired.count, 2)
        scheduler.advance(by: .milliseconds(500))
        XCTAssertEqual(fired.count, 3)
        // paste end
        assertPastedSameAsOpenCombine(fired, lane: "sink1")
    }

    func testDelayThenCancel() {
        // paste begin
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []

        let cancellable = subject
            .delay(for: .seconds(2), scheduler: scheduler)
            .sink { received.append($0) }

        subject.send(1)
        scheduler.advance(by: 1)
        subject.send(2)
        scheduler.advance(by: 1)
        cancellable.cancel()
        scheduler.advance(by: 2)
        // paste end
        XCTAssertEqual(received, [1])
        assertPastedSameAsOpenCombine(received, lane: "cancellable")
    }

    func testZipOnMillisecondTicks() {
        // paste begin
        let scheduler = DispatchQueue.test
        let numbers = PassthroughSubject<Int, Never>()
        let tens = PassthroughSubject<Int, Never>()
        var pairs: [String] = []
        var cancellables = Set<AnyCancellable>()

        Publishers.Zip(numbers, tens)
            .sink { pairs.append("\($0)") }
            .store(in: &cancellables)

        numbers.send(1)
        scheduler.advance(by: .milliseconds(100))
        numbers.send(2)
        scheduler.advance(by: .milliseconds(100))
        tens.send(10)
        scheduler.advance(by: .milliseconds(300))
        tens.send(20)
        // paste end
        XCTAssertEqual(pairs, ["(1, 10)", "(2, 20)"])
        assertPastedSameAsOpenCombine(pairs, lane: "sink1")
    }

    func testTimeoutWithADeclaredError() {
        // paste begin
        enum APIError: Error { case timeout }

        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<String, APIError>()
        var received: [String] = []
        var cancellables = Set<AnyCancellable>()

        subject
            .timeout(.seconds(2), scheduler: scheduler, customError: { .timeout })
            .sink(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
            .store(in: &cancellables)

        subject.send("ping")
        scheduler.advance(by: .seconds(1))
        subject.send("pong")
        scheduler.advance(by: .seconds(3))
        subject.send("late")
        // paste end
        XCTAssertEqual(received, ["ping", "pong"])
        assertPastedSameAsOpenCombine(received, lane: "sink1")
    }

    func testFutureThenRecord() {
        // paste begin
        let future = Future<Int, Never> { promise in promise(.success(1)) }
        let record = Record<Int, Never>(output: [2, 3], completion: .finished)
        var received: [Int] = []
        var cancellables: Set<AnyCancellable> = []

        future
            .append(record)
            .sink { received.append($0) }
            .store(in: &cancellables)
        // paste end
        XCTAssertEqual(received, [1, 2, 3])
        assertPastedSameAsOpenCombine(received, lane: "sink1")
    }

    func testCurrentValueSubjectValueAssignment() {
        // paste begin
        let scheduler = DispatchQueue.test
        let subject = CurrentValueSubject<Int, Never>(0)
        var received: [Int] = []
        var cancellables = Set<AnyCancellable>()

        subject
            .sink { received.append($0) }
            .store(in: &cancellables)

        subject.value = 1
        scheduler.advance(by: .seconds(1))
        subject.value = 2
        subject.send(3)
        subject.send(completion: .finished)
        // paste end
        XCTAssertEqual(received, [0, 1, 2, 3])
        assertPastedSameAsOpenCombine(received, lane: "sink1")
    }

    /// Closure bodies written as statements: `guard … else { throw … }` fails a `tryMap`,
    /// local names, `if`/`else if`, `switch` with several values and `default`.
    func testStatementClosuresInTryMapAndMap() {
        // paste begin
        enum APIError: Error { case badValue }
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        var received: [String] = []
        var cancellables = Set<AnyCancellable>()

        subject
            .tryMap { value -> Int in
                guard value >= 0 else { throw APIError.badValue }
                let doubled = value * 2
                if doubled > 10 {
                    return doubled - 10
                } else if doubled == 0 {
                    return 100
                }
                return doubled
            }
            .map { value -> String in
                switch value {
                case 2, 4: return "small \(value)"
                case 100:
                    return "zero"
                default: return "other \(value)"
                }
            }
            .catch { _ in Just("failed") }
            .sink { received.append($0) }
            .store(in: &cancellables)

        for value in [1, 0, 7, 3, -1, 2] {
            subject.send(value)
            scheduler.advance(by: 1)
        }
        // paste end
        XCTAssertEqual(received, ["small 2", "zero", "small 4", "other 6", "failed"])
        assertPastedSameAsOpenCombine(received, lane: "sink1")
    }

    /// `switch` over a declared error in `catch`, with `case let .x(code):`.
    func testSwitchOverTheErrorInCatch() {
        // paste begin
        enum APIError: Error { case timeout, badStatus(Int) }
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<String, APIError>()
        var received: [String] = []
        var cancellables = Set<AnyCancellable>()

        subject
            .catch { error -> Just<String> in
                switch error {
                case .timeout: return Just("timed out")
                case let .badStatus(code): return Just("status \(code)")
                }
            }
            .sink { received.append($0) }
            .store(in: &cancellables)

        subject.send("a")
        scheduler.advance(by: 1)
        subject.send(completion: .failure(.badStatus(404)))
        scheduler.advance(by: 1)
        // paste end
        XCTAssertEqual(received, ["a", "status 404"])
        assertPastedSameAsOpenCombine(received, lane: "sink1")
    }
}
