import MarblesCompiled
import XCTest

/// The instrumenter's output, exactly: where probes go, how lanes are named, and that the
/// user's lines stay where they were.
final class InstrumenterTests: XCTestCase {
    func testEveryOperatorOfAChainIsALaneAndTheSubscriberIsProbedBeforeTheSink() throws {
        let file = try Instrumenter.instrument("""
            let subject = PassthroughSubject<Int, Never>()
            subject
                .map { $0 * 2 }
                .filter { $0 > 2 }
                .sink { print($0) }
                .store(in: &cancellables)
            subject.send(1)
            """, fileName: "a.swift")
        XCTAssertEqual(file.text, """
            let subject = __Marbles.recorder.subject(PassthroughSubject<Int, Never>(), "subject", label: "PassthroughSubject<Int, Never>()")
            subject
                .map { $0 * 2 }.marble("map1", in: __Marbles.recorder, inputs: ["subject"], step: "map { $0 * 2 }")
                .filter { $0 > 2 }.marble("filter1", in: __Marbles.recorder, inputs: ["map1"], step: "filter { $0 > 2 }").marble("sink1", in: __Marbles.recorder, inputs: ["filter1"], step: "sink", role: .subscriber)
                .sink { print($0) }
                .store(in: &cancellables)
            subject.send(1)
            """)
    }

    func testABoundChainNamesItsLastStageAndAPublisherMadeOnTheSpotIsASource() throws {
        let file = try Instrumenter.instrument("""
            let doubled = [1, 2, 3].publisher.map { $0 * 2 }.eraseToAnyPublisher()
            let c = doubled.sink { _ in }
            counter.$count.sink { _ in }
            """, fileName: "a.swift")
        XCTAssertEqual(file.text, """
            let doubled = [1, 2, 3].publisher.marble("publisher1", in: __Marbles.recorder).map { $0 * 2 }.marble("doubled", in: __Marbles.recorder, inputs: ["publisher1"], step: "map { $0 * 2 }").eraseToAnyPublisher()
            let c = doubled.marble("c", in: __Marbles.recorder, inputs: ["doubled"], step: "sink", role: .subscriber).sink { _ in }
            counter.$count.marble("count", in: __Marbles.recorder).marble("sink1", in: __Marbles.recorder, inputs: ["count"], step: "sink", role: .subscriber).sink { _ in }
            """)
    }

    func testArraysAndAnOperatorsOwnMachineryAreLeftAsWritten() throws {
        let source = """
            let squares = [1, 2, 3].map { $0 * $0 }.filter { $0 > 1 }
            struct Twice<Upstream: Publisher>: Publisher {
                func receive<S: Subscriber>(subscriber: S) { upstream.map { $0 }.subscribe(subscriber) }
            }
            """
        XCTAssertEqual(try Instrumenter.instrument(source, fileName: "a.swift").text, source)
    }

    /// `$0` is no published property, `merge(into:)` is no Combine operator, and a probe after
    /// `multicast` is connectable too: `autoconnect()` follows it.
    func testLookalikesAreLeftAloneAndConnectablesKeepTheirConnect() throws {
        let file = try Instrumenter.instrument("""
            let subject = PassthroughSubject<Int, Never>()
            let c = subject.sink(receiveSubscription: { $0.request(.max(1)) })
            subject.merge(into: input)
            let shared = subject.multicast { PassthroughSubject<Int, Never>() }.autoconnect()
            """, fileName: "a.swift")
        XCTAssertEqual(file.text.split(separator: "\n").dropFirst().joined(separator: "\n"), """
            let c = subject.marble("c", in: __Marbles.recorder, inputs: ["subject"], step: "sink", role: .subscriber).sink(receiveSubscription: { $0.request(.max(1)) })
            subject.merge(into: input)
            let shared = subject.multicast { PassthroughSubject<Int, Never>() }.marble("multicast1", in: __Marbles.recorder, inputs: ["subject"], step: "multicast { PassthroughSubject<Int, Never>() }").autoconnect().marble("shared", in: __Marbles.recorder, inputs: ["multicast1"], step: "autoconnect()")
            """)
    }

    /// The seed book's way of writing a pipeline: publishers made with their initializers and a
    /// `Subscribers.Sink` (or `AnySubscriber`) variable subscribed, each a lane of its own.
    func testInitializerPublishersAndSubscribedSinkVariablesAreLanes() throws {
        let file = try Instrumenter.instrument("""
            let subjectA = PassthroughSubject<Int, Never>()
            let scanB = Publishers.Scan(
                upstream: subjectA, initialResult: 10, nextPartialResult: +)
            let custom = CustomScan(upstream: scanB, initialResult: 0, nextPartialResult: +)
            scanB.subscribe(sinkC)
            custom.subscribe(AnySubscriber(sinkD))
            let publisher = AnyPublisher<String, Never>.create { $0.send("a") }
            publisher.subscribe(sink)
            """, fileName: "a.swift")
        XCTAssertEqual(file.text.split(separator: "\n").dropFirst().joined(separator: "\n"), """
            let scanB = Publishers.Scan(
                upstream: subjectA, initialResult: 10, nextPartialResult: +).marble("scanB", in: __Marbles.recorder, inputs: ["subjectA"], step: "scan(10, +)")
            let custom = CustomScan(upstream: scanB, initialResult: 0, nextPartialResult: +).marble("custom", in: __Marbles.recorder, inputs: ["scanB"], step: "customScan(0, +)")
            scanB.marble("sinkC", in: __Marbles.recorder, inputs: ["scanB"], step: "subscribe", role: .subscriber).subscribe(sinkC)
            custom.marble("subscribe1", in: __Marbles.recorder, inputs: ["custom"], step: "subscribe", role: .subscriber).subscribe(AnySubscriber(sinkD))
            let publisher = AnyPublisher<String, Never>.create { $0.send("a") }.marble("publisher", in: __Marbles.recorder)
            publisher.marble("sink", in: __Marbles.recorder, inputs: ["publisher"], step: "subscribe", role: .subscriber).subscribe(sink)
            """)
    }

    func testATopLevelAssertionRunsInATestCaseOfItsOwn() throws {
        let file = try Instrumenter.instrument("import XCTest\nXCTAssertEqual(a, 1)\nfunc f() { XCTAssertEqual(a, 2) }", fileName: "a.swift")
        XCTAssertEqual(file.text, "import XCTest\n__marblesTopLevel { XCTAssertEqual(a, 1) }\nfunc f() { XCTAssertEqual(a, 2) }")
    }

    func testTestSchedulersAreTheRecordersClockAndXCTestMethodsAreFound() throws {
        let file = try Instrumenter.instrument("""
            import XCTest
            final class T: XCTestCase {
                override func setUp() { scheduler = DispatchQueue.test }
                let other = TestSchedulerOf<DispatchQueue>(now: .init(.init(uptimeNanoseconds: 0)))
                func testA() throws {}
                func testB() async {}
                func helper() {}
            }
            """, fileName: "a.swift")
        XCTAssertTrue(file.text.contains("scheduler = __Marbles.clock(DispatchQueue.test) }"))
        XCTAssertTrue(file.text.contains("let other = __Marbles.clock(TestSchedulerOf<DispatchQueue>(now: .init(.init(uptimeNanoseconds: 0))))"))
        XCTAssertEqual(file.testClasses.map(\.name), ["T"])
        XCTAssertEqual(file.testClasses[0].methods.map(\.name), ["testA", "testB"])
        XCTAssertEqual(file.testClasses[0].methods.map(\.throwing), [true, false])
        XCTAssertEqual(file.testClasses[0].methods.map(\.isAsync), [false, true])
        XCTAssertTrue(file.importsXCTest)
    }

    func testTheTickIsTheLargestStepDividingEveryWrittenDuration() throws {
        let file = try Instrumenter.instrument("""
            s.debounce(for: .milliseconds(500), scheduler: scheduler)
            scheduler.advance(by: .milliseconds(250))
            scheduler.advance(by: .seconds(1))
            s.delay(for: .milliseconds(n * 100), scheduler: scheduler)
            """, fileName: "a.swift")
        XCTAssertEqual(file.durationStep, 50_000_000)
    }

    func testTheCompilersColumnsAreMappedBackToTheUsersLine() throws {
        let source = "let s = PassthroughSubject<Int, Never>()\ns.map { $0 }.filter { $0 > 1 }.sink { _ in }\n"
        let file = try Instrumenter.instrument(source, fileName: "a.swift")
        let generated = file.text.split(separator: "\n")[1]
        // `.filter` of the user's line 2 stands at column 13; in the generated line it moved right.
        let filterColumn = generated.distance(from: generated.startIndex, to: generated.range(of: ".filter")!.lowerBound) + 1
        XCTAssertGreaterThan(filterColumn, 13)
        XCTAssertEqual(file.columns.userColumn(line: 2, column: filterColumn), 13)
        XCTAssertEqual(file.columns.userColumn(line: 2, column: 3), 3)
        // A column inside inserted text is the place it was inserted at.
        XCTAssertEqual(file.columns.userColumn(line: 2, column: 14), 13)
    }

    func testASyntaxErrorIsLocatedInTheUsersFile() {
        XCTAssertThrowsError(try Instrumenter.instrument("let s = \nlet t = (1, 2", fileName: "bad.swift")) { error in
            XCTAssertEqual("\(error)", """
                bad.swift:1:9: error: expected expression in variable
                 1 | let s = 
                   |         ^

                """)
        }
    }

    func testWaitingOnTheWallClockIsRefusedWithTheWayToWriteIt() {
        XCTAssertThrowsError(try Instrumenter.instrument("DispatchQueue.main.asyncAfter(deadline: .now() + 1) { }", fileName: "w.swift")) { error in
            XCTAssertEqual("\(error)", """
                w.swift:1:20: error: 'DispatchQueue.main.asyncAfter' waits on the wall clock, which a diagram cannot draw the same way twice
                 1 | DispatchQueue.main.asyncAfter(deadline: .now() + 1) { }
                   |                    ^ expected a test scheduler's virtual time: let scheduler = DispatchQueue.test, scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { ... }, then scheduler.advance(by: .seconds(1))

                """)
        }
    }

    /// RxSwift's words (`onNext`) in a file that imports Combine make no RxSwift file, as in
    /// the interpreter: the file is instrumented, not refused.
    func testRxSwiftWordsInAFileThatImportsCombineAreNotRefused() throws {
        let source = "import Combine\nlet onNext = PassthroughSubject<Int, Never>()\n"
        XCTAssertEqual(try Instrumenter.instrument(source, fileName: "c.swift").text.contains("let onNext"), true)
    }

    func testAMarbleFilesOwnLinesBecomeBlankLines() {
        XCTAssertEqual(MarbleFileAsSwift.swift("""
            # a comment
            title "T"
            let s = PassthroughSubject<Int, Never>()
            expect(sink1, "-a",
                   values: [a: 1])
            s.send(1)
            """), "\n\nlet s = PassthroughSubject<Int, Never>()\n\n\ns.send(1)")
    }
}
