import MarbleTrace
import TestSupport
import XCTest

/// A closure that sends to a subject of the file (`subscribe(onNext: { relay.accept($0) })`,
/// `sink { b.send($0 * 10) }`) sends when it runs, as Swift does; a subject that sends to
/// itself from its own subscriber is halted, not a crash.
final class ClosureSendTests: XCTestCase {
    func testAnRxSwiftSubscriberSendsToARelay() {
        let trace = runTrace("""
            let bag = DisposeBag()
            let relay = PublishRelay<Int>()
            let s = PublishSubject<Int>()
            relay.subscribe { print("relay:", $0) }.disposed(by: bag)
            s.subscribe(onNext: { relay.accept($0 * 10) }, onCompleted: { print("s completed") }).disposed(by: bag)
            s.onNext(1)
            s.onNext(2)
            s.onCompleted()
            """)
        XCTAssertEqual(trace?.printed, ["relay: next(10)", "relay: next(20)", "s completed"])
        XCTAssertEqual(trace?[lane: "relay"]?.events(in: .received), [ViewEvent(tick: 3, kind: .value(.int(10))),
                                                                       ViewEvent(tick: 4, kind: .value(.int(20)))])
    }

    func testACombineSinkSendsToAnotherSubjectAndItsCompletion() {
        let trace = runTrace("""
            import Combine
            let a = PassthroughSubject<Int, Never>()
            let b = PassthroughSubject<Int, Never>()
            let cb = b.sink(receiveCompletion: { _ in print("b finished") }, receiveValue: { print("b got", $0) })
            let ca = a.sink(receiveCompletion: { _ in b.send(completion: .finished) }, receiveValue: { b.send($0 * 10) })
            a.send(1)
            a.send(completion: .finished)
            """)
        XCTAssertEqual(trace?.printed, ["b got 10", "b finished"])
    }

    func testASubjectThatSendsToItselfFromItsSubscriberIsHalted() {
        XCTAssertEqual(runErrors("""
            let bag = DisposeBag()
            let s = PublishSubject<Int>()
            s.subscribe(onNext: { s.onNext($0 + 1) }).disposed(by: bag)
            s.onNext(1)
            """), """
            test.marble:3:23: error: the pipeline recursed too deeply at tick 2
             3 | s.subscribe(onNext: { s.onNext($0 + 1) }).disposed(by: bag)
               |                       ^~~~~~~~~~~~~~~~ expected a publisher that does not subscribe to itself, directly or through a closure

            """)
    }
}
