// RxTest: Observable.never sends nothing before the disposal at 1000.
let scheduler = TestScheduler(initialClock: 0)
let res = scheduler.start { Observable<Int>.never() }
XCTAssertEqual(res.events, [])
