// RxTest: a cold observable's times are relative to each subscription.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createColdObservable([
    .next(10, "a"),
    .next(20, "b"),
    .completed(30)
])
let res = scheduler.start { xs }
XCTAssertEqual(res.events, [
    .next(210, "a"),
    .next(220, "b"),
    .completed(230)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
