// RxTest: flatMapLatest disposes the previous inner observable when a new outer element arrives.
let scheduler = TestScheduler(initialClock: 0)
let ys = scheduler.createColdObservable([
    .next(10, "a"),
    .next(20, "b"),
    .completed(30)
])
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(225, 2),
    .completed(240)
])
let res = scheduler.start { xs.flatMapLatest { n in ys.map { "\($0)\(n)" } } }
XCTAssertEqual(res.events, [
    .next(220, "a1"),
    .next(235, "a2"),
    .next(245, "b2"),
    .completed(255)
])
XCTAssertEqual(ys.subscriptions, [Subscription(210, 225), Subscription(225, 255)])
