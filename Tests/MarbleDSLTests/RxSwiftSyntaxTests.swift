import XCTest
import MarbleDSL

/// The RxSwift and RxTest syntax users paste parses as it stands (what it means is the
/// runtime's): recorded events, subscriptions, `scheduler.start { }`, the `subscribe` forms,
/// `disposed(by:)`, subjects' initializers and factories, durations and the imports.
final class RxSwiftSyntaxTests: XCTestCase {
    func testAnRxTestCaseParses() {
        let source = """
            import XCTest
            import RxSwift
            import RxTest
            import RxRelay

            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 2),
                .error(300, TestError()),
                .completed(300)
            ])
            let res = scheduler.start { xs.map { $0 * 2 } }
            let other = scheduler.start(created: 100, subscribed: 200, disposed: 1000) {
                xs.debounce(.milliseconds(300), scheduler: scheduler)
            }
            XCTAssertEqual(res.events, [.next(210, 4), .completed(300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])

            """
        let statements = parseClean(source)
        XCTAssertEqual(statements.count, 6)
        guard case .binding(_, let hot) = statements[1].kind, case .call(_, let arguments, nil) = hot.kind,
              case .array(let events) = arguments.first?.value.kind else {
            return XCTFail("createHotObservable([...]) is not a call with an array: \(statements[1].kind)")
        }
        XCTAssertEqual(events.map(\.text), [".next(150, 1)", ".next(210, 2)", ".error(300, TestError())", ".completed(300)"])
        guard case .call(let callee, let eventArguments, nil) = events[1].kind else { return XCTFail("\(events[1].kind)") }
        XCTAssertEqual(callee.kind, .implicitMember("next"))
        XCTAssertEqual(eventArguments.map(\.value.kind), [.integer(210), .integer(2)])
        guard case .binding(_, let start) = statements[2].kind, case .call(_, [], let closure?) = start.kind else {
            return XCTFail("scheduler.start { } has no trailing closure: \(statements[2].kind)")
        }
        XCTAssertEqual(closure.text, "{ xs.map { $0 * 2 } }")
    }

    func testTheSeedChaptersDemoParses() {
        let source = """
            let disposbag = DisposeBag()
            // 1:创建序列
            let behaviorSub = BehaviorSubject.init(value: 100)
            behaviorSub.onNext(2)
            behaviorSub.subscribe{ print("订阅到了:",$0)}
                .disposed(by: disposbag)
            let replaySub = ReplaySubject<Int>.create(bufferSize: 2)
            // let replaySub = ReplaySubject<Int>.createUnbounded()
            replaySub.subscribe(onNext: { print($0) }, onError: { print($0) }, onCompleted: { print("done") })
                .disposed(by: disposbag)
            replaySub.subscribe { event in print(event) }
            let relay = BehaviorRelay(value: 1)
            relay.accept(2)

            """
        let statements = parseClean(source)
        XCTAssertEqual(statements.count, 9)
        guard case .expression(let subscribe) = statements[3].kind else { return XCTFail("\(statements[3].kind)") }
        XCTAssertEqual(subscribe.text, "behaviorSub.subscribe{ print(\"订阅到了:\",$0)}\n    .disposed(by: disposbag)")
    }

    func testBadRxSyntaxIsLocatedWithACaret() {
        XCTAssertEqual(parseErrors("let xs = scheduler.createHotObservable([.next(150, 1), .next(210, ])"), """
            demo.marble:1:67: error: unexpected ']'
             1 | let xs = scheduler.createHotObservable([.next(150, 1), .next(210, ])
               |                                                                   ^ expected an expression

            """)
    }
}
