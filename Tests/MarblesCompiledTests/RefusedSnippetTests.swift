import MarbleTrace
import MarblesCompiled
import XCTest

/// Issue 21's snippets that interpreted mode refuses, compiled and run against OpenCombine
/// and combine-schedulers: every stage a lane, every event exact.
final class RefusedSnippetTests: XCTestCase {
    private func summary(_ source: String) throws -> String {
        let run = try CompiledFixture.run(source)
        XCTAssertEqual(run.diagrams.map(\.name), ["main"])
        return CompiledFixture.summary(try XCTUnwrap(run.diagrams.first).trace)
    }

    func testAnEnumWithoutRawValuesInACurrentValueSubject() throws {
        XCTAssertEqual(try summary("""
            import Combine
            enum ViewState { case idle, loading, loaded }
            let state = CurrentValueSubject<ViewState, Never>(.idle)
            let c = state.removeDuplicates().sink { _ in }
            state.send(.loading)
            state.send(.loading)
            state.send(.loaded)
            """), """
                ticks 1
                state: initial(idle) @ 0, value(loading) @ 0, value(loading) @ 0, value(loaded) @ 0
                removeDuplicates1 <- state: subscribe @ 0, request(unlimited) @ 0, value(idle) @ 0, value(loading) @ 0, value(loaded) @ 0
                c <- removeDuplicates1: subscribe @ 0, request(unlimited) @ 0, value(idle) @ 0, value(loading) @ 0, value(loaded) @ 0
                """)
    }

    func testAPublishedPropertyOfAClass() throws {
        XCTAssertEqual(try summary("""
            import Combine
            final class Counter: ObservableObject {
                @Published var count = 0
                func increment() { count += 1 }
            }
            let counter = Counter()
            let c = counter.$count.map { "count: \\($0)" }.sink { _ in }
            counter.increment()
            counter.increment()
            """), """
                ticks 1
                count: subscribe @ 0, request(unlimited) @ 0, value(0) @ 0, value(1) @ 0, value(2) @ 0
                map1 <- count: subscribe @ 0, request(unlimited) @ 0, value(count: 0) @ 0, value(count: 1) @ 0, value(count: 2) @ 0
                c <- map1: subscribe @ 0, request(unlimited) @ 0, value(count: 0) @ 0, value(count: 1) @ 0, value(count: 2) @ 0
                """)
    }

    func testADeferredClosureThatCountsItsAttempts() throws {
        XCTAssertEqual(try summary("""
            import Combine
            enum NetworkError: Error { case offline }
            var attempts = 0
            let request = Deferred { () -> AnyPublisher<String, NetworkError> in
                attempts += 1
                return attempts < 3 ? Fail(error: NetworkError.offline).eraseToAnyPublisher()
                    : Just("data").setFailureType(to: NetworkError.self).eraseToAnyPublisher()
            }
            let c = request.retry(2).sink(receiveCompletion: { _ in }, receiveValue: { _ in })
            """), """
                ticks 1
                request[1]: subscribe @ 0, request(unlimited) @ 0, failure(offline) @ 0
                request[2]: subscribe @ 0, request(unlimited) @ 0, failure(offline) @ 0
                request[3]: subscribe @ 0, request(unlimited) @ 0, value(data) @ 0, finished @ 0
                retry1 <- request[1]: subscribe @ 0, request(unlimited) @ 0, value(data) @ 0, finished @ 0
                c <- retry1: subscribe @ 0, request(unlimited) @ 0, value(data) @ 0, finished @ 0
                fail1[1] (branch of request[1]): subscribe @ 0, request(unlimited) @ 0, failure(offline) @ 0
                fail1[2] (branch of request[2]): subscribe @ 0, request(unlimited) @ 0, failure(offline) @ 0
                just1 (branch of request[3]): subscribe @ 0, request(unlimited) @ 0, value(data) @ 0, finished @ 0
                setFailureType1 <- just1 (branch of request[3]): subscribe @ 0, request(unlimited) @ 0, value(data) @ 0, finished @ 0
                """)
    }

    func testAClosureReturningOneOfTheFilesSubjectsThenSwitchToLatest() throws {
        XCTAssertEqual(try summary("""
            import Combine
            let wifi = PassthroughSubject<String, Never>()
            let cellular = PassthroughSubject<String, Never>()
            let onWifi = PassthroughSubject<Bool, Never>()
            let c = onWifi.map { $0 ? wifi : cellular }.switchToLatest().sink { _ in }
            onWifi.send(true)
            wifi.send("w1")
            cellular.send("c1")
            onWifi.send(false)
            wifi.send("w2")
            cellular.send("c2")
            """), """
                ticks 1
                wifi: value(w1) @ 0, value(w2) @ 0
                cellular: value(c1) @ 0, value(c2) @ 0
                onWifi: value(true) @ 0, value(false) @ 0
                map1 <- onWifi: subscribe @ 0, request(unlimited) @ 0, value(wifi) @ 0, value(cellular) @ 0
                switchToLatest1 <- map1: subscribe @ 0, request(unlimited) @ 0, value(w1) @ 0, value(c2) @ 0
                c <- switchToLatest1: subscribe @ 0, request(unlimited) @ 0, value(w1) @ 0, value(c2) @ 0
                """)
    }

    func testASendInsideASink() throws {
        XCTAssertEqual(try summary("""
            import Combine
            let input = PassthroughSubject<Int, Never>()
            let output = PassthroughSubject<Int, Never>()
            let printed = output.sink { _ in }
            let forwarded = input.sink { output.send($0 * 10) }
            input.send(1)
            input.send(2)
            """), """
                ticks 1
                input: value(1) @ 0, value(2) @ 0
                output: value(10) @ 0, value(20) @ 0
                printed <- output: subscribe @ 0, request(unlimited) @ 0, value(10) @ 0, value(20) @ 0
                forwarded <- input: subscribe @ 0, request(unlimited) @ 0, value(1) @ 0, value(2) @ 0
                """)
    }

    func testADurationComputedAtRunTimeAndMeasureInterval() throws {
        XCTAssertEqual(try summary("""
            import Combine
            import CombineSchedulers
            let scheduler = DispatchQueue.test
            let values = PassthroughSubject<Int, Never>()
            let delayed = values.flatMap { n in Just(n).delay(for: .milliseconds(n * 100), scheduler: scheduler) }
                .measureInterval(using: scheduler)
                .map { $0.magnitude / 1_000_000 }
            let c = delayed.sink { _ in }
            values.send(3)
            values.send(1)
            scheduler.advance(by: .seconds(1))
            """), """
                ticks 11 × 100 ms
                values: value(3) @ 0, value(1) @ 0
                flatMap1 <- values: subscribe @ 0, request(unlimited) @ 0, value(1) @ 1, value(3) @ 3
                measureInterval1 <- flatMap1: subscribe @ 0, request(unlimited) @ 0, value(100 ms) @ 1, value(200 ms) @ 3
                delayed <- measureInterval1: subscribe @ 0, request(unlimited) @ 0, value(100) @ 1, value(200) @ 3
                c <- delayed: subscribe @ 0, request(unlimited) @ 0, value(100) @ 1, value(200) @ 3
                just1[1]: subscribe @ 0, request(unlimited) @ 0, value(3) @ 0, finished @ 0
                just1[2]: subscribe @ 0, request(unlimited) @ 0, value(1) @ 0, finished @ 0
                delay1[1] <- just1[1]: subscribe @ 0, request(unlimited) @ 0, value(3) @ 3, finished @ 3
                delay1[2] <- just1[2]: subscribe @ 0, request(unlimited) @ 0, value(1) @ 1, finished @ 1
                """)
    }

    func testPublishersSequence() throws {
        XCTAssertEqual(try summary("""
            import Combine
            let c = Publishers.Sequence<[Int], Never>(sequence: [1, 2, 3]).scan(0, +).sink { _ in }
            """), """
                ticks 1
                sequence1: subscribe @ 0, request(unlimited) @ 0, value(1) @ 0, value(2) @ 0, value(3) @ 0, finished @ 0
                scan1 <- sequence1: subscribe @ 0, request(unlimited) @ 0, value(1) @ 0, value(3) @ 0, value(6) @ 0, finished @ 0
                c <- scan1: subscribe @ 0, request(unlimited) @ 0, value(1) @ 0, value(3) @ 0, value(6) @ 0, finished @ 0
                """)
    }
}
