import MarbleDSL
import MarbleRuntime
import MarbleTrace
import TestSupport
import XCTest

/// What the snippets of Tests/RxFixtures do not pin alone about RxSwift's sources and
/// subscriptions: `Observable.create`, `repeatElement`, `bind(to:)`, a relay's `value`,
/// `distinctUntilChanged` with a key or a comparer, `retry(0)`; exact events.
final class RxSwiftSourcesTests: XCTestCase {
    private func received(_ lane: String, _ trace: Trace?) -> [ViewEvent] {
        trace?[lane: lane]?.events(in: .received) ?? []
    }

    /// `onError` in `create` ends the subscription: what follows is not delivered.
    func testCreateSendsItsErrorAndNothingAfter() {
        let trace = runTrace("""
            enum TestError: Error { case boom }
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable<Int>.create { observer in
                    observer.onNext(1)
                    observer.onError(TestError.boom)
                    observer.onNext(2)
                    return Disposables.create()
                }
            }
            """)
        XCTAssertEqual(received("res", trace), [ViewEvent(tick: 200, kind: .value(.int(1))), ViewEvent(tick: 200, kind: .failure("boom"))])
    }

    /// A call on the observer that is no event is an error at it.
    func testAnObserverCallThatIsNoEventIsAnErrorAtIt() {
        XCTAssertEqual(runErrors("""
            let bag = DisposeBag()
            let numbers = Observable<Int>.create { observer in
                observer.onNext()
                return Disposables.create()
            }
            numbers.subscribe { print($0) }.disposed(by: bag)
            """), """
            test.marble:3:5: error: 'observer.onNext()' is no event the observer of Observable.create takes
             3 |     observer.onNext()
               |     ^~~~~~~~~~~~~~~~~ expected observer.onNext(element), observer.onError(error) or observer.onCompleted()

            """)
    }

    /// The closure runs again for each subscriber, reading the file's variables then.
    func testCreateRunsItsClosureForEachSubscriber() {
        let trace = runTrace("""
            let bag = DisposeBag()
            var made = 0
            let numbers = Observable<Int>.create { observer in
                made += 1
                observer.onNext(made)
                observer.onCompleted()
                return Disposables.create()
            }
            numbers.subscribe { print("first:", $0) }.disposed(by: bag)
            numbers.subscribe { print("second:", $0) }.disposed(by: bag)
            """)
        XCTAssertEqual(trace?.printed, ["first: next(1)", "first: completed", "second: next(2)", "second: completed"])
    }

    /// `bind(to:)` a subject hands on the completion too; a relay's never completes.
    func testBindToASubjectCompletesItButNotARelay() {
        let trace = runTrace("""
            let bag = DisposeBag()
            let subject = PublishSubject<Int>()
            let relay = PublishRelay<Int>()
            subject.subscribe { print("subject:", $0) }.disposed(by: bag)
            relay.subscribe { print("relay:", $0) }.disposed(by: bag)
            Observable.of(1).bind(to: subject).disposed(by: bag)
            Observable.of(2).bind(to: relay).disposed(by: bag)
            relay.accept(3)
            """)
        XCTAssertEqual(trace?.printed, ["subject: next(1)", "subject: completed", "relay: next(2)", "relay: next(3)"])
    }

    /// An error bound to a relay is where RxSwift stops (rxFatalErrorInDebug): a run error at
    /// the binding.
    func testAnErrorBoundToARelayIsARunError() {
        XCTAssertEqual(runErrors("""
            enum TestError: Error { case boom }
            let bag = DisposeBag()
            let relay = PublishRelay<Int>()
            Observable<Int>.error(TestError.boom).bind(to: relay).disposed(by: bag)
            """), """
            test.marble:4:1: error: binding the error 'boom' to a relay, which RxSwift stops at (a fatal error in a debug build)
             4 | Observable<Int>.error(TestError.boom).bind(to: relay).disposed(by: bag)
               | ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~ expected an observable that does not fail, e.g. with catchAndReturn(...) before bind(to:)

            """)
    }

    /// `value` reads the relay's current value where the `print` stands, in an interpolation too.
    func testARelaysValueIsReadWhereThePrintStands() {
        let trace = runTrace(#"""
            let relay = BehaviorRelay(value: 1)
            print("before: \(relay.value)")
            relay.accept(2)
            print("after:", relay.value)
            """#)
        XCTAssertEqual(trace?.printed, ["before: 1", "after: 2"])
    }

    /// ... and in a closure, where it stands when the closure runs.
    func testARelaysValueIsReadInAClosureWhenItRuns() {
        let trace = runTrace(#"""
            let bag = DisposeBag()
            let relay = BehaviorRelay(value: 1)
            let s = PublishSubject<Int>()
            s.subscribe(onNext: { relay.accept(relay.value + $0); print("total: \(relay.value)") }).disposed(by: bag)
            s.onNext(2)
            s.onNext(3)
            """#)
        XCTAssertEqual(trace?.printed, ["total: 3", "total: 6"])
    }

    /// A key selector compares keys; a comparer of two stays Combine's `removeDuplicates(by:)`.
    func testDistinctUntilChangedTakesAKeyOrAComparer() {
        let trace = runTrace("""
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .next(230, 4), .completed(240)])
            let byKey = scheduler.start { xs.distinctUntilChanged { $0 % 2 } }
            let byComparer = scheduler.start { xs.distinctUntilChanged { $1 - $0 == 1 } }
            """)
        XCTAssertEqual(received("byKey", trace), [ViewEvent(tick: 210, kind: .value(.int(1))), ViewEvent(tick: 230, kind: .value(.int(4))),
                                                   ViewEvent(tick: 240, kind: .finished)])
        XCTAssertEqual(received("byComparer", trace), [ViewEvent(tick: 210, kind: .value(.int(1))), ViewEvent(tick: 220, kind: .value(.int(3))),
                                                       ViewEvent(tick: 240, kind: .finished)])
    }

    /// As RxSwift's `DistinctUntilChangedSink`: each element's key once, before the element is
    /// forwarded; the key of the last forwarded element is what the next is compared with.
    func testDistinctUntilChangedComputesEachKeyOnceBeforeForwarding() {
        let trace = runTrace("""
            let disposeBag = DisposeBag()
            Observable.of("ab", "ac", "bd")
                .distinctUntilChanged { s -> Character? in
                    print("key of", s)
                    return s.first
                }
                .subscribe(onNext: { print($0) })
                .disposed(by: disposeBag)
            """)
        XCTAssertEqual(trace?.printed, ["key of ab", "ab", "key of ac", "key of bd", "bd"])
    }

    /// Each subscription keeps a key of its own: the second starts comparing with nothing.
    func testDistinctUntilChangedKeepsTheKeyPerSubscription() {
        let trace = runTrace("""
            let disposeBag = DisposeBag()
            let distinct = Observable.of(1, 3, 2).distinctUntilChanged { $0 % 2 }
            distinct.subscribe(onNext: { print("first:", $0) }).disposed(by: disposeBag)
            distinct.subscribe(onNext: { print("second:", $0) }).disposed(by: disposeBag)
            """)
        XCTAssertEqual(trace?.printed, ["first: 1", "first: 2", "second: 1", "second: 2"])
    }

    /// `BehaviorSubject`'s `try subject.value()` reads its current value, where the statement
    /// or closure stands, as a relay's `value` does.
    func testABehaviorSubjectsValueCallReadsItsCurrentValue() {
        let trace = runTrace("""
            let disposeBag = DisposeBag()
            let subject = BehaviorSubject(value: 1)
            print("before:", try subject.value())
            Observable.of(2)
                .map { $0 + (try subject.value()) }
                .subscribe(onNext: { subject.onNext($0) })
                .disposed(by: disposeBag)
            print("after:", try subject.value())
            """)
        XCTAssertEqual(trace?.printed, ["before: 1", "after: 3"])
    }

    /// A print of something not modelled is an error in an RxSwift file, not a missing line;
    /// the error names the member that is not modelled.
    func testAPrintOfSomethingNotModelledIsAnError() {
        XCTAssertEqual(runErrors("""
            let bag = DisposeBag()
            let subject = PublishSubject<Int>()
            print(subject.hasObservers)
            """), """
            test.marble:3:7: error: 'subject.hasObservers' of a subject is not modelled here
             3 | print(subject.hasObservers)
               |       ^~~~~~~~~~~~~~~~~~~~ expected what its subscribers receive, or its current value (relay.value, try subject.value())

            """)
    }

    /// `Observable.create { $0.onNext(1) ... }`: `$0` is the observer.
    func testCreateTakesDollarZeroAsItsObserver() {
        let trace = runTrace("""
            let disposeBag = DisposeBag()
            Observable<Int>.create {
                $0.onNext(1)
                $0.onCompleted()
                return Disposables.create()
            }
            .subscribe { print($0) }
            .disposed(by: disposeBag)
            """)
        XCTAssertEqual(trace?.printed, ["next(1)", "completed"])
    }

    /// `repeatElement` that nothing disposes stops at the run's work budget instead of never ending.
    func testRepeatElementThatNothingDisposesHaltsAtTheBudget() {
        let (file, _) = MarbleParser.parse("""
            let bag = DisposeBag()
            Observable.repeatElement(1).subscribe(onNext: { _ in }).disposed(by: bag)
            """)
        let result = MarbleRunner.run(file, maximumSteps: 1_000)
        XCTAssertNil(result.trace)
        XCTAssertEqual(result.diagnostics.map(\.range.start.line), [2])
    }

    /// RxSwift's `retry(0)` is a catch over no attempt at all: it completes at once and never
    /// subscribes to the source (Catch.swift, TailRecursiveSink.swift of RxSwift 6.10.2).
    func testRetryZeroCompletesAtOnceWithoutSubscribing() {
        let trace = runTrace("""
            enum TestError: Error { case boom }
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
            let res = scheduler.start { xs.retry(0) }
            """)
        XCTAssertEqual(received("res", trace), [ViewEvent(tick: 200, kind: .finished)])
        XCTAssertEqual(trace?[lane: "xs"]?.events.count, 0)
    }

    /// An observer subscribed to RxTest's observable directly (a subject) is never disposed at
    /// its end, as RxSwift records it (`Subscription(200)`); through an operator, whose sink
    /// disposes at the end, it is (`Subscription(200, 300)`). The mark survives the JSON trace.
    func testASubscriptionOfASubjectToAnRxTestObservableIsNotDisposedAtItsEnd() throws {
        let trace = try XCTUnwrap(runTrace("""
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let ys = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let direct = PublishSubject<Int>()
            let mapped = PublishSubject<Int>()
            scheduler.scheduleAt(200) { _ = xs.subscribe(direct) }
            scheduler.scheduleAt(200) { _ = ys.map { $0 }.subscribe(mapped) }
            scheduler.start()
            """))
        XCTAssertEqual(ExpectationCheck.disposals(of: "xs", in: trace), [ViewEvent(tick: 200, kind: .subscribe)])
        XCTAssertEqual(ExpectationCheck.disposals(of: "ys", in: trace), [ViewEvent(tick: 200, kind: .subscribe), ViewEvent(tick: 300, kind: .cancel)])
        let decoded = try TraceJSON.decode(TraceJSON.encode(trace))
        XCTAssertEqual(decoded[lane: "xs"]?.endsWithoutDisposal, true)
        XCTAssertEqual(decoded[lane: "ys"]?.endsWithoutDisposal, false)
        XCTAssertEqual(decoded, trace)
    }
}
