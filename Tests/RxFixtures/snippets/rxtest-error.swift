// RxTest: Observable.error fails at the subscription time.
enum TestError: Error { case boom }
let scheduler = TestScheduler(initialClock: 0)
let res = scheduler.start { Observable<Int>.error(TestError.boom) }
XCTAssertEqual(res.events, [.error(200, TestError.boom)])
