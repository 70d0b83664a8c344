import OpenCombine
import OpenCombineSupplements
import Reactive
import XCTest

/// Review finding 2: a subscriber asks for one value and returns `.unlimited` from its first
/// `receive(_:)`. `a` sends 1 2 3, `b` sends 4 5 (subjects, which drop what nobody asked
/// for). The engine's `merge`, the supplements' `merge` and OpenCombine's own `flatMap` (a
/// port of Apple's `FlatMap`, whose demand handling Apple's `Merge` shares) must agree, event
/// for event: Combine asks no upstream for unlimited here, so 3 and 5 are lost. The engine's
/// side of this scenario, and the same with cold upstreams, is in `MergeDemandFromReceiveTests`.
final class MergeDemandFromReceiveDifferentialTests: XCTestCase {
    private let expected = ["1", "2", "4", "finished"]

    func testEngineMergeSupplementMergeAndOpenCombineFlatMapAgree() {
        XCTAssertEqual(engineMerge(), expected)
        XCTAssertEqual(openCombine { a, b in a.merge(with: b).eraseToAnyPublisher() }, expected)
        XCTAssertEqual(openCombine { a, b in
            [a, b].publisher.setFailureType(to: TestFailure.self).flatMap { $0 }.eraseToAnyPublisher()
        }, expected)
    }

    /// Zip hands demand returned from `receive` only to the upstream whose value completed
    /// the pair: here OpenCombine's `zip` (a port of Apple's) is the reference itself.
    func testZipGivesDemandFromReceiveOnlyToTheUpstreamThatCompletedThePair() {
        let engine: [String] = {
            let a = Reactive.PassthroughSubject<Int, TestFailure>()
            let b = Reactive.PassthroughSubject<Int, TestFailure>()
            let log = EngineLog<(Int, Int)>()
            a.zip(b).subscribe(log)
            sendZipScenario(a.send, b.send) { a.send(completion: .finished) }
            return log.events
        }()
        let reference: [String] = {
            let a = Subject()
            let b = Subject()
            let log = ReferenceLog<(Int, Int)>()
            a.zip(b).subscribe(log)
            sendZipScenario(a.send, b.send) { a.send(completion: .finished) }
            return log.events
        }()
        XCTAssertEqual(reference, ["(1, 10)", "finished"])
        XCTAssertEqual(engine, reference)
    }

    /// `a` sends 1, `b` 10 (the pair the one demand takes; its `receive` returns unlimited),
    /// `a` 2 3 (no demand left at `a`), `b` 20 30, then `a` finishes.
    private func sendZipScenario(_ sendA: (Int) -> Void, _ sendB: (Int) -> Void, finishA: () -> Void) {
        sendA(1)
        sendB(10)
        sendA(2)
        sendA(3)
        sendB(20)
        sendB(30)
        finishA()
    }

    private func engineMerge() -> [String] {
        let a = Reactive.PassthroughSubject<Int, TestFailure>()
        let b = Reactive.PassthroughSubject<Int, TestFailure>()
        let log = EngineLog<Int>()
        a.merge(with: b).subscribe(log)
        for value in [1, 2, 3] { a.send(value) }
        for value in [4, 5] { b.send(value) }
        a.send(completion: .finished)
        b.send(completion: .finished)
        return log.events
    }

    private typealias Subject = OpenCombine.PassthroughSubject<Int, TestFailure>

    private func openCombine(
        _ pipeline: (Subject, Subject) -> OpenCombine.AnyPublisher<Int, TestFailure>
    ) -> [String] {
        let a = Subject()
        let b = Subject()
        let log = ReferenceLog<Int>()
        pipeline(a, b).subscribe(log)
        for value in [1, 2, 3] { a.send(value) }
        for value in [4, 5] { b.send(value) }
        a.send(completion: .finished)
        b.send(completion: .finished)
        return log.events
    }
}

/// Asks for one value; the first value it receives makes its demand unlimited.
private final class EngineLog<Input>: Reactive.Subscriber {
    typealias Failure = TestFailure
    private(set) var events: [String] = []
    /// Kept, as a sink keeps it: OpenCombine's `flatMap` holds its subscriber unowned.
    private var subscription: (any Reactive.Subscription)?

    func receive(subscription: any Reactive.Subscription) {
        self.subscription = subscription
        subscription.request(.max(1))
    }

    func receive(_ input: Input) -> Reactive.Subscribers.Demand {
        events.append("\(input)")
        return events.count == 1 ? .unlimited : .none
    }

    func receive(completion: Reactive.Subscribers.Completion<TestFailure>) {
        switch completion {
        case .finished: events.append("finished")
        case .failure(let error): events.append("failure(\(error))")
        }
    }
}

/// `EngineLog` for OpenCombine.
private final class ReferenceLog<Input>: OpenCombine.Subscriber {
    typealias Failure = TestFailure
    private(set) var events: [String] = []
    /// Kept, as a sink keeps it: OpenCombine's `flatMap` holds its subscriber unowned.
    private var subscription: (any OpenCombine.Subscription)?

    func receive(subscription: any OpenCombine.Subscription) {
        self.subscription = subscription
        subscription.request(.max(1))
    }

    func receive(_ input: Input) -> OpenCombine.Subscribers.Demand {
        events.append("\(input)")
        return events.count == 1 ? .unlimited : .none
    }

    func receive(completion: OpenCombine.Subscribers.Completion<TestFailure>) {
        switch completion {
        case .finished: events.append("finished")
        case .failure(let error): events.append("failure(\(error))")
        }
    }
}
