// RxTest: timeout(_:other:scheduler:) switches to the other observable instead of failing.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(300, 2),
    .completed(400)
])
let ys = scheduler.createColdObservable([
    .next(5, -1),
    .completed(10)
])
let res = scheduler.start { xs.timeout(.seconds(30), other: ys, scheduler: scheduler) }
XCTAssertEqual(res.events, [
    .next(210, 1),
    .next(245, -1),
    .completed(250)
])
XCTAssertEqual(ys.subscriptions, [Subscription(240, 250)])
