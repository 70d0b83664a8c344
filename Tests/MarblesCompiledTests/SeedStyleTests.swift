import MarbleTrace
import MarblesCompiled
import XCTest

/// The seed book's way of writing Combine, compiled and drawn: publishers made with their
/// initializers, a `Subscribers.Sink` variable subscribed, tests about lifetimes (which must
/// hold when drawn), and a `Deferred` that makes a subject per subscriber.
final class SeedStyleTests: XCTestCase {
    func testInitializerPublishersSinkVariablesAndLifetimes() throws {
        let run = try CompiledFixture.run("""
            import Combine
            import XCTest

            final class BookTests: XCTestCase {
                func testScan() {
                    let subjectA = PassthroughSubject<Int, Never>()
                    let scanB = Publishers.Scan(upstream: subjectA, initialResult: 10, nextPartialResult: +)
                    var received: [Int] = []
                    let sinkC = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
                    scanB.subscribe(sinkC)
                    subjectA.send(1)
                    subjectA.send(2)
                    subjectA.send(completion: .finished)
                    XCTAssertEqual(received, [11, 13])
                }

                func testOwnership() {
                    weak var weakSubject: PassthroughSubject<Int, Never>?
                    weak var weakSink: Subscribers.Sink<Int, Never>?
                    do {
                        let subject = PassthroughSubject<Int, Never>()
                        weakSubject = subject
                        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
                        weakSink = sink
                        subject.subscribe(sink)
                    }
                    weakSubject?.send(1)
                    weakSubject?.send(completion: .finished)
                    XCTAssertNil(weakSubject)
                    XCTAssertNil(weakSink)
                }

                func testDeferredSubjects() {
                    var subjects = [PassthroughSubject<Int, Never>]()
                    let deferred = Deferred { () -> PassthroughSubject<Int, Never> in
                        let request = PassthroughSubject<Int, Never>()
                        subjects.append(request)
                        return request
                    }
                    let sinkC = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
                    let sinkD = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
                    deferred.subscribe(sinkC)
                    deferred.subscribe(sinkD)
                    subjects[0].send(1)
                    subjects[1].send(2)
                }
            }
            """, name: "BookTests.swift")
        XCTAssertEqual(run.failures, [])
        XCTAssertEqual(run.diagrams.map(\.name), ["testScan", "testOwnership", "testDeferredSubjects"])
        XCTAssertEqual(CompiledFixture.summary(run.diagrams[0].trace), """
            ticks 1
            subjectA: value(1) @ 0, value(2) @ 0, finished @ 0
            scanB <- subjectA: subscribe @ 0, request(unlimited) @ 0, value(11) @ 0, value(13) @ 0, finished @ 0
            sinkC <- scanB: subscribe @ 0, request(unlimited) @ 0, value(11) @ 0, value(13) @ 0, finished @ 0
            """)
        XCTAssertEqual(run.diagrams[0].trace[lane: "scanB"]?.steps.map(\.text), ["scan(10, +)"])
        XCTAssertEqual(CompiledFixture.summary(run.diagrams[1].trace), """
            ticks 1
            subject: value(1) @ 0, finished @ 0
            sink <- subject: subscribe @ 0, request(unlimited) @ 0, value(1) @ 0, finished @ 0
            """)
        XCTAssertEqual(CompiledFixture.summary(run.diagrams[2].trace), """
            ticks 1
            deferred[1]: subscribe @ 0, request(unlimited) @ 0, value(1) @ 0
            deferred[2]: subscribe @ 0, request(unlimited) @ 0, value(2) @ 0
            sinkC <- deferred[1]: subscribe @ 0, request(unlimited) @ 0, value(1) @ 0
            request[1] (branch of deferred[1]): value(1) @ 0
            request[2] (branch of deferred[2]): value(2) @ 0
            sinkD <- deferred[2]: subscribe @ 0, request(unlimited) @ 0, value(2) @ 0
            """)
    }
}
