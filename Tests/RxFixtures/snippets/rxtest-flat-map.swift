// RxTest: flatMap subscribes each inner cold observable when its outer element arrives and
// merges them; it completes when the outer and every inner have completed.
let scheduler = TestScheduler(initialClock: 0)
let ys = scheduler.createColdObservable([
    .next(10, "a"),
    .next(20, "b"),
    .completed(30)
])
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(215, 2),
    .completed(220)
])
let res = scheduler.start { xs.flatMap { n in ys.map { "\($0)\(n)" } } }
XCTAssertEqual(res.events, [
    .next(220, "a1"),
    .next(225, "a2"),
    .next(230, "b1"),
    .next(235, "b2"),
    .completed(245)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(215, 245)])
