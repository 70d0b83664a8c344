// RxTest: Observable.empty completes at the subscription time.
let scheduler = TestScheduler(initialClock: 0)
let res = scheduler.start { Observable<Int>.empty() }
XCTAssertEqual(res.events, [.completed(200)])
