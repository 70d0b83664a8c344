import MarbleRuntime
import MarbleTrace
import TestSupport
import XCTest

/// An element type of `Double` makes whole-number literals `Double`s, as Swift types them:
/// what `bind(to:)` hands a relay or subject of `Double`s, and what `Observable<Double>.just`,
/// `.of` and `.create`'s observer emit. RxSwift prints `next(1.0)` where an `Int` would print
/// `next(1)`.
final class RxDoubleElementTests: XCTestCase {
    /// `bind(to:)` sends `1.0` into a relay of `Double`s, as a closure's `onNext($0)` does.
    func testBindToARelayOrSubjectOfDoublesSendsDoubles() {
        let trace = runTrace("""
            let disposeBag = DisposeBag()
            let relay = BehaviorRelay<Double>(value: 0)
            relay.subscribe { print("relay:", $0) }.disposed(by: disposeBag)
            Observable.of(1, 2).bind(to: relay).disposed(by: disposeBag)
            let subject = PublishSubject<Double>()
            subject.subscribe { print("subject:", $0) }.disposed(by: disposeBag)
            Observable.of(3).bind(to: subject).disposed(by: disposeBag)
            """)
        XCTAssertEqual(trace?.printed, ["relay: next(0.0)", "relay: next(1.0)", "relay: next(2.0)",
                                        "subject: next(3.0)", "subject: completed"])
    }

    /// `Observable<Double>.just(2)`, `.of(3, -4)` and `create`'s `onNext(1)` emit `Double`s.
    func testObservableOfDoublesMakesItsLiteralsDoubles() {
        let trace = runTrace("""
            let disposeBag = DisposeBag()
            Observable<Double>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create()
            }
            .subscribe { print("create:", $0) }
            .disposed(by: disposeBag)
            Observable<Double>.just(2).subscribe { print("just:", $0) }.disposed(by: disposeBag)
            Observable<Double>.of(3, -4).subscribe { print("of:", $0) }.disposed(by: disposeBag)
            Observable<Int>.of(5).subscribe { print("ints:", $0) }.disposed(by: disposeBag)
            """)
        XCTAssertEqual(trace?.printed, ["create: next(1.0)", "create: completed", "just: next(2.0)", "just: completed",
                                        "of: next(3.0)", "of: next(-4.0)", "of: completed", "ints: next(5)", "ints: completed"])
    }

    /// Both branches of a conditional literal are `Double`s where the element type is, as
    /// Swift types `flag ? 1 : 2` by its context (the front end uses the parser's one rule
    /// for literals of a `Double` context; its own copy converted only `2` and `-2`).
    func testAConditionalLiteralOfADoubleObservableIsADouble() {
        let trace = runTrace("""
            let disposeBag = DisposeBag()
            let flag = true
            Observable<Double>.just(flag ? 1 : 2).subscribe { print("just:", $0) }.disposed(by: disposeBag)
            """)
        XCTAssertEqual(trace?.printed, ["just: next(1.0)", "just: completed"])
    }
}
