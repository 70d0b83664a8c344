// RxTest: a hot observable that never completes: the subscription ends at the disposal, 1000.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(1100, 2)
])
let res = scheduler.start { xs.skip(1) }
XCTAssertEqual(res.events, [])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
