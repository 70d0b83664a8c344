// RxTest: take(2) completes with its second element and unsubscribes from the source at once.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .next(230, 3),
    .completed(300)
])
let res = scheduler.start { xs.take(2) }
XCTAssertEqual(res.events, [
    .next(210, 1),
    .next(220, 2),
    .completed(220)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
