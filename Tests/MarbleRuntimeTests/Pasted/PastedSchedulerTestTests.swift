import MarbleTrace
import TestSupport
import XCTest

/// Unit tests in the style of combine-schedulers' and OpenCombine's, pasted as they are: a
/// `DispatchQueue.test` scheduler advanced between sends; one tick is the largest step that
/// divides every duration. Each states the exact trace and what the sink's closure collects.
final class PastedSchedulerTestTests: XCTestCase {
    /// A test in the style of combine-schedulers' `TestScheduler` tests: what its sink's closure collects is `prints`.
    func testDebounceOnATestScheduler() {
        assertPasted(#"""
            import Combine
            import CombineSchedulers
            import XCTest

            let scheduler = DispatchQueue.test
            let subject = PassthroughSubject<Int, Never>()
            var output: [Int] = []

            let cancellable = subject
              .debounce(for: .seconds(1), scheduler: scheduler)
              .sink { output.append($0) }

            subject.send(1)
            scheduler.advance(by: .milliseconds(500))
            subject.send(2)
            scheduler.advance(by: .milliseconds(500))
            subject.send(3)
            scheduler.advance(by: .seconds(1))
            XCTAssertEqual(output, [3])
            """#, trace: """
            subject      123--
            cancellable  ^---3
            """, ticks: 5, unit: "× 500 ms", lane: "cancellable", prints: ["3"])
    }

    /// A test in the style of combine-schedulers' `TestScheduler` tests: what its sink's closure collects is `prints`.
    func testDelayAdvancedInHalves() {
        assertPasted(#"""
            let scheduler = DispatchQueue.test
            var output: [Int] = []

            var cancellables = Set<AnyCancellable>()
            Just(1)
              .delay(for: 1, scheduler: scheduler)
              .sink { output.append($0) }
              .store(in: &cancellables)

            scheduler.advance(by: .milliseconds(500))
            scheduler.advance(by: .milliseconds(500))
            """#, trace: """
            sink1  ^-(1,|)
            """, ticks: 3, unit: "× 500 ms", lane: "sink1", prints: ["1"])
    }

    /// A test in the style of combine-schedulers' `TestScheduler` tests: what its sink's closure collects is `prints`.
    func testPublishersMergeOfDelayedJusts() {
        assertPasted(#"""
            import CombineSchedulers

            let scheduler = DispatchQueue.test
            var output: [Int] = []
            var cancellables: Set<AnyCancellable> = []

            Publishers.Merge(
                Just(1).delay(for: .seconds(1), scheduler: scheduler),
                Just(2).delay(for: .seconds(2), scheduler: scheduler)
            )
            .sink { output.append($0) }
            .store(in: &cancellables)

            scheduler.advance(by: 1)
            scheduler.advance(by: 1)
            XCTAssertEqual(output, [1, 2])
            """#, trace: """
            sink1  ^1(2,|)
            """, ticks: 3, unit: nil, lane: "sink1", prints: ["1", "2"])
    }

    /// A test in the style of combine-schedulers' `TestScheduler` tests: what its sink's closure collects is `prints`.
    func testReceiveOnRunsWhenTheSchedulerAdvances() {
        assertPasted(#"""
            let scheduler = DispatchQueue.test
            let subject = CurrentValueSubject<Int, Never>(0)
            var received: [Int] = []
            var cancellables = Set<AnyCancellable>()

            subject
                .receive(on: scheduler)
                .sink { received.append($0) }
                .store(in: &cancellables)

            XCTAssertEqual(received, [])
            subject.value = 1
            scheduler.advance()
            XCTAssertEqual(received, [0, 1])
            subject.value = 2
            subject.value = 3
            #expect(received == [0, 1])
            scheduler.advance()
            XCTAssertEqual(received.count, 4)
            subject.send(completion: .finished)
            scheduler.run()
            """#, trace: """
            subject  (1,2,3,|)
            sink1    (^,0,1,2,3,|)
            """, ticks: 1, unit: nil, lane: "sink1", prints: ["0", "1", "2", "3"])
    }

    /// A test in the style of combine-schedulers' `TestScheduler` tests: what its sink's closure collects is `prints`.
    func testFailureWithAnAssociatedValue() {
        assertPasted(#"""
            import Combine

            enum APIError: Error {
                case timeout
                case badStatus(Int)
            }

            let scheduler = DispatchQueue.test
            let subject = PassthroughSubject<String, APIError>()

            let cancellable = subject
                .eraseToAnyPublisher()
                .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })

            subject.send("a")
            scheduler.advance(by: 2)
            subject.send("b")
            scheduler.advance(by: 1)
            subject.send(completion: .failure(.badStatus(404)))
            scheduler.advance(by: 1)
            """#, trace: """
            subject      a-----b#
            cancellable  (^,a)-b#
            """, ticks: 5, unit: nil, lane: "cancellable", prints: ["a", "b"], failures: ["badStatus(404)", "badStatus(404)"])
    }

    /// A test in the style of combine-schedulers' `TestScheduler` tests: what its sink's closure collects is `prints`.
    func testThrottleLatest() {
        assertPasted(#"""
            import XCTest
            import Combine
            import CombineSchedulers

            let scheduler = DispatchQueue.test
            let subject = PassthroughSubject<Int, Never>()
            var values: [Int] = []

            let cancellable = subject
                .throttle(for: .seconds(1), scheduler: scheduler, latest: true)
                .sink { values.append($0) }

            subject.send(1)
            scheduler.advance(by: .milliseconds(250))
            subject.send(2)
            scheduler.advance(by: .milliseconds(250))
            subject.send(3)
            scheduler.advance(by: .milliseconds(500))
            subject.send(4)
            scheduler.advance(by: .seconds(1))
            XCTAssertEqual(values, [1, 3, 4])
            """#, trace: """
            subject      1----23-4----
            cancellable  (^,1)---3---4
            """, ticks: 9, unit: "× 250 ms", lane: "cancellable", prints: ["1", "3", "4"])
    }

    /// Foundation's `Timer.publish` and combine-schedulers' `timerPublisher` are connectable
    /// timers of the virtual clock: they fire every interval from their connection.
    func testTimersStartWhenConnected() {
        assertPasted(#"""
            let scheduler = DispatchQueue.test
            var fired = 0
            var cancellables = Set<AnyCancellable>()
            let clock = Timer.publish(every: .seconds(2), on: .main, in: .common)
            clock.sink { _ in fired += 1 }.store(in: &cancellables)
            scheduler.timerPublisher(every: 1).autoconnect().sink { _ in }.store(in: &cancellables)
            scheduler.advance(by: 2)
            XCTAssertEqual(fired, 0)
            clock.connect().store(in: &cancellables)
            scheduler.advance(by: 4)
            XCTAssertEqual(fired, 2)
            """#, trace: """
            clock  ^-+-4-6
            sink1  ^---4-6
            sink2  ^123456
            """, ticks: 7, unit: nil, lane: "sink1", prints: ["4", "6"])
    }

    /// An error struct with no members, declared on several lines, fails the stream by its name.
    func testErrorStruct() {
        assertPasted(#"""
            struct NetworkError: Error {
            }

            let scheduler = DispatchQueue.test
            let subject = PassthroughSubject<Int, NetworkError>()
            var completions = 0
            var cancellables = Set<AnyCancellable>()

            subject
                .sink(receiveCompletion: { _ in }, receiveValue: { _ in completions += 1 })
                .store(in: &cancellables)
            subject.send(1)
            scheduler.advance(by: 1)
            subject.send(completion: .failure(NetworkError()))
            XCTAssertEqual(completions, 1)
            """#, trace: """
            subject  1----#
            sink1    (^,1)#
            """, ticks: 2, unit: nil, lane: "sink1", prints: ["1"], failures: ["NetworkError()", "NetworkError()"])
    }

    /// A test in the style of combine-schedulers' `TestScheduler` tests: what its sink's closure collects is `prints`.
    func testTimeoutWithCustomError() {
        assertPasted(#"""
            import Combine
            import CombineSchedulers

            enum APIError: Error { case timeout }

            let scheduler = DispatchQueue.test
            let subject = PassthroughSubject<String, APIError>()
            var cancellables = Set<AnyCancellable>()

            subject
                .timeout(.seconds(2), scheduler: scheduler, customError: { .timeout })
                .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
                .store(in: &cancellables)

            subject.send("ping")
            scheduler.advance(by: .seconds(1))
            subject.send("pong")
            scheduler.advance(by: .seconds(3))
            """#, trace: """
            subject  ping----pong---
            sink1    (^,ping)pong-#
            """, ticks: 5, unit: nil, lane: "sink1", prints: ["ping", "pong"], failures: ["timeout"])
    }

    /// A test in the style of combine-schedulers' `TestScheduler` tests: what its sink's closure collects is `prints`.
    func testFutureThenRecord() {
        assertPasted(#"""
            import Combine

            let future = Future<Int, Never> { promise in promise(.success(1)) }
            let record = Record<Int, Never>(output: [2, 3], completion: .finished)
            var received: [Int] = []
            var cancellables: Set<AnyCancellable> = []

            future
                .append(record)
                .sink { received.append($0) }
                .store(in: &cancellables)
            """#, trace: """
            future  (^,1,|)
            record  (^,2,3,|)
            sink1   (^,1,2,3,|)
            """, ticks: 1, unit: nil, lane: "sink1", prints: ["1", "2", "3"])
    }

    /// A test in the style of combine-schedulers' `TestScheduler` tests: what its sink's closure collects is `prints`.
    func testMerge3ReceivedOnTheScheduler() {
        assertPasted(#"""
            import Combine
            import CombineSchedulers

            let scheduler = DispatchQueue.test
            let a = PassthroughSubject<Int, Never>()
            let b = PassthroughSubject<Int, Never>()
            let c = PassthroughSubject<Int, Never>()
            var output: [Int] = []

            let cancellable = Publishers.Merge3(a, b, c)
                .receive(on: scheduler)
                .sink { output.append($0) }

            a.send(1)
            b.send(2)
            scheduler.advance()
            c.send(3)
            a.send(completion: .finished)
            b.send(completion: .finished)
            c.send(completion: .finished)
            scheduler.advance(by: 1)
            XCTAssertEqual(output, [1, 2, 3])
            """#, trace: """
            a            (1,|)
            b            (2,|)
            c            (3,|)
            merge        (^,1,2,3,|)
            cancellable  (^,1,2,3,|)
            """, ticks: 2, unit: nil, lane: "cancellable", prints: ["1", "2", "3"])
    }

    /// A test in the style of combine-schedulers' `TestScheduler` tests: what its sink's closure collects is `prints`.
    func testCancelKeptCancellable() {
        assertPasted(#"""
            import Combine
            import CombineSchedulers

            let scheduler = DispatchQueue.test
            let subject = PassthroughSubject<Int, Never>()
            var cancellable: AnyCancellable?
            var received: [Int] = []

            cancellable = subject
                .delay(for: .seconds(2), scheduler: scheduler)
                .sink { received.append($0) }

            subject.send(1)
            scheduler.advance(by: 1)
            subject.send(2)
            scheduler.advance(by: 1)
            cancellable.cancel()
            scheduler.advance(by: 2)
            XCTAssertEqual(received, [1])
            """#, trace: """
            subject      12-------
            cancellable  ^-(1,!)
            """, ticks: 5, unit: nil, lane: "cancellable", prints: ["1"])
    }

    /// A test in the style of combine-schedulers' `TestScheduler` tests: what its sink's closure collects is `prints`.
    func testCurrentValueSubjectValueAssignment() {
        assertPasted(#"""
            import Combine
            import CombineSchedulers

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
            scheduler.advance(by: .seconds(1))
            subject.send(3)
            subject.send(completion: .finished)
            XCTAssertEqual(received, [0, 1, 2, 3])
            """#, trace: """
            subject  1--------2(3,|)
            sink1    (^,<0>,1)2(3,|)
            """, ticks: 3, unit: nil, lane: "sink1", prints: ["0", "1", "2", "3"])
    }

    /// A test in the style of combine-schedulers' `TestScheduler` tests: what its sink's closure collects is `prints`.
    func testPublishersZipOnMillisecondTicks() {
        assertPasted(#"""
            import Combine
            import CombineSchedulers

            let scheduler = DispatchQueue.test
            let numbers = PassthroughSubject<Int, Never>()
            let letters = PassthroughSubject<String, Never>()
            var cancellables = Set<AnyCancellable>()

            Publishers.Zip(numbers, letters)
                .sink { print($0) }
                .store(in: &cancellables)

            numbers.send(1)
            scheduler.advance(by: .milliseconds(100))
            numbers.send(2)
            scheduler.advance(by: .milliseconds(100))
            letters.send("a")
            scheduler.advance(by: .milliseconds(300))
            letters.send("b")
            """#, trace: """
            numbers  1-2--------------
            letters  ---a-------b-----
            sink1    ^--(1, a)--(2, b)
            """, ticks: 6, unit: "× 100 ms", lane: "sink1", prints: ["(1, a)", "(2, b)"])
    }

    /// A test in the style of combine-schedulers' `TestScheduler` tests: what its sink's closure collects is `prints`.
    func testHalfOpenRangePublisher() {
        assertPasted(#"""
            import Combine

            var cancellables = Set<AnyCancellable>()
            (0..<3).publisher
                .map { value -> Int in value * 10 }
                .sink(receiveCompletion: { print("done: \($0)") },
                      receiveValue: { print($0) })
                .store(in: &cancellables)
            """#, trace: """
            sink1  (^,0,10,20,|)
            """, ticks: 1, unit: nil, lane: "sink1", prints: ["0", "10", "20"])
    }

    /// A test in the style of combine-schedulers' `TestScheduler` tests: what its sink's closure collects is `prints`.
    func testForLoopsSendAndAdvance() {
        assertPasted(#"""
            import CombineSchedulers

            let scheduler = DispatchQueue.test
            let subject = PassthroughSubject<Int, Never>()
            var received: [Int] = []
            var cancellables = Set<AnyCancellable>()

            subject
                .filter { $0 % 2 == 1 }
                .sink { received.append($0) }
                .store(in: &cancellables)

            for i in 1...5 {
                subject.send(i)
                scheduler.advance(by: 1)
            }
            for i in [10, 11] { subject.send(i); scheduler.advance(by: .milliseconds(500)) }
            XCTAssertEqual(received, [1, 3, 5, 11])
            """#, trace: """
            subject  1-----2-3-4-5-10-11-
            sink1    (^,1)---3---5----11-
            """, ticks: 13, unit: "× 500 ms", lane: "sink1", prints: ["1", "3", "5", "11"])
    }

    /// A test in the style of combine-schedulers' `TestScheduler` tests: what its sink's closure collects is `prints`.
    func testTickSettingChoosesTheStep() {
        assertPasted(#"""
            tick .milliseconds(50)
            let scheduler = DispatchQueue.test
            let s = PassthroughSubject<Int, Never>()
            s.sink { _ in }.store(in: &s)
            s.send(1)
            scheduler.advance(by: .milliseconds(100))
            s.send(2)
            scheduler.advance(by: .milliseconds(100))
            """#, trace: """
            s      1-----2--
            sink1  (^,1)-2--
            """, ticks: 5, unit: "× 50 ms", lane: "sink1", prints: ["1", "2"])
    }

    /// A test in the style of combine-schedulers' `TestScheduler` tests: what its sink's closure collects is `prints`.
    func testValueMethodsInClosures() {
        assertPasted(#"""
            let words = ["apple", "Banana", "cherry"]
            _ = words.publisher.map { $0.uppercased() }.filter { $0.hasPrefix("B") || $0.count > 5 }.sink { print($0) }
            _ = (1...10).publisher.filter { $0.isMultiple(of: 3) }.map { String($0) + "!" }.sink { print($0) }
            _ = [[1, 2], [3]].publisher.map { $0.reversed().count + abs(-2) + max(1, $0.count) }.sink { print($0) }
            """#, trace: """
            sink1  (^,BANANA,CHERRY,|)
            sink2  (^,3!,6!,9!,|)
            sink3  (^,6,4,|)
            """, ticks: 1, unit: nil, lane: "sink3", prints: ["6", "4"])
    }
}
