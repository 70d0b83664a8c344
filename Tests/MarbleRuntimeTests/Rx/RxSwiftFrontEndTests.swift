import MarbleDSL
@testable import MarbleRuntime
import MarbleTrace
import XCTest

/// The RxSwift front end: which files it reads, and what it makes of RxSwift's spellings.
final class RxSwiftFrontEndTests: XCTestCase {
    private func isRxSwift(_ source: String) -> Bool {
        SourceVocabulary(of: source).isRxSwift
    }

    private func run(_ source: String) throws -> Trace {
        let (file, parseDiagnostics) = MarbleParser.parse(source)
        XCTAssertEqual(parseDiagnostics, [])
        let result = MarbleRunner.run(file)
        return try XCTUnwrap(result.trace, "\(result.diagnostics.map(\.message))")
    }

    func testAFileIsRxSwiftByItsImportsOrItsWords() {
        XCTAssertTrue(isRxSwift("import RxSwift\nlet s = PublishSubject<Int>()"))
        XCTAssertTrue(isRxSwift("import RxRelay\nlet r = PublishRelay<Int>()"))
        XCTAssertTrue(isRxSwift("let bag = DisposeBag()\nlet s = PublishSubject<Int>()\ns.onNext(1)"))
        // Combine's import wins over RxSwift's words; the marble language's subjects are no RxSwift.
        XCTAssertFalse(isRxSwift("import Combine\nlet onNext = 1"))
        XCTAssertFalse(isRxSwift("s = PublishSubject()\nC = s.sink()\ns.send(\"-1-2|\")"))
        // Words in comments and strings are no code.
        XCTAssertFalse(isRxSwift("// DisposeBag\ns = PublishSubject()\nC = s.sink()\ns.send(\"-onNext-|\")"))
    }

    func testEachStatementThatActsGetsATickOfItsOwn() throws {
        let trace = try run("""
            let s = PublishSubject<Int>()
            let bag = DisposeBag()
            s.onNext(1)
            s.subscribe { print("got", $0) }.disposed(by: bag)
            s.onNext(2)
            s.onCompleted()
            """)
        XCTAssertEqual(trace.printed, ["got next(2)", "got completed"])
        XCTAssertEqual(trace[lane: "s"]?.events(in: .received), [ViewEvent(tick: 1, kind: .value(.int(1))), ViewEvent(tick: 3, kind: .value(.int(2))),
                                                                 ViewEvent(tick: 4, kind: .finished)])
        XCTAssertEqual(trace[lane: "sink1"]?.events(in: .subscriptions), [ViewEvent(tick: 2, kind: .subscribe)])
        XCTAssertEqual(trace[lane: "sink1"]?.events(in: .requests), [], "RxSwift has no demand")
    }

    func testOnNextOfAStringSendsTheStringNotMarbles() throws {
        let trace = try run("""
            let r = PublishRelay<String>()
            let bag = DisposeBag()
            r.subscribe(onNext: { print($0) }).disposed(by: bag)
            r.accept("-1|")
            r.on(.next("x"))
            """)
        XCTAssertEqual(trace.printed, ["-1|", "x"])
    }

    func testSubscribeClosuresRunInRxSwiftsOrder() throws {
        let trace = try run("""
            enum TestError: Error { case boom }
            let bag = DisposeBag()
            Observable<Int>.error(TestError.boom)
                .subscribe(onNext: { print($0) }, onError: { print("error:", $0) }, onCompleted: { print("done") },
                           onDisposed: { print("disposed") })
                .disposed(by: bag)
            """)
        XCTAssertEqual(trace.printed, ["error: boom", "disposed"])
    }

    func testNSErrorPrintsAsOnLinux() throws {
        let trace = try run("""
            let s = PublishSubject<Int>()
            let bag = DisposeBag()
            s.subscribe { print($0) }.disposed(by: bag)
            s.onError(NSError(domain: "x", code: 7, userInfo: nil))
            """)
        XCTAssertEqual(trace.printed, [#"error(Error Domain=x Code=7 "(null)")"#])
    }

    func testRxTestAssertionsAreExpectations() throws {
        let (file, _) = MarbleParser.parse("""
            import RxTest
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let res = scheduler.start { xs.map { $0 * 2 } }
            XCTAssertEqual(res.events, [.next(210, 2), .completed(221)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
            """)
        let result = MarbleRunner.run(file)
        let trace = try XCTUnwrap(result.trace)
        let failures = ExpectationCheck.check(result.expectations, against: trace)
        XCTAssertEqual(failures.map(\.message), ["res: expected nothing at tick 220, got finished"])
    }
}
