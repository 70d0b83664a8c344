import Reactive
import XCTest

/// RxSwift's `do(...)`: its side effects in RxSwift's order around the subscriber's (recorded
/// by RxSwift 6.10.2 for the snippet do-on-plain): onSubscribe first, each onNext before the
/// subscriber's, onCompleted before the subscriber's, onDispose after it; a cancel disposes.
final class RxDoTests: XCTestCase {
    func testSideEffectsComeInRxSwiftsOrder() {
        var log: [String] = []
        let subject = PublishSubject<Int, TestError>()
        let done = subject.rxDo(
            onNext: { log.append("do onNext: \($0)") }, onError: { log.append("do onError: \($0)") },
            onCompleted: { log.append("do onCompleted") }, onSubscribe: { log.append("do onSubscribe") },
            onDispose: { log.append("do onDispose") })
        let sink = done.sink(receiveCompletion: { _ in log.append("onCompleted") }, receiveValue: { log.append("onNext: \($0)") })
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        XCTAssertEqual(log, ["do onSubscribe", "do onNext: 1", "onNext: 1", "do onNext: 2", "onNext: 2",
                             "do onCompleted", "onCompleted", "do onDispose"])
        sink.cancel()
        XCTAssertEqual(log.last, "do onDispose")
        XCTAssertEqual(log.filter { $0 == "do onDispose" }.count, 1, "disposed once")
    }

    func testACancelDisposes() {
        var log: [String] = []
        let subject = PublishSubject<Int, TestError>()
        let sink = subject.rxDo(onNext: { log.append("do onNext: \($0)") }, onDispose: { log.append("do onDispose") })
            .sink(receiveCompletion: { _ in }, receiveValue: { log.append("onNext: \($0)") })
        subject.send(1)
        sink.cancel()
        subject.send(2)
        XCTAssertEqual(log, ["do onNext: 1", "onNext: 1", "do onDispose"])
    }
}
