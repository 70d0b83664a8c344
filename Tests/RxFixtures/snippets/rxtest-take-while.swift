// RxTest: take(while:) completes at the first element that fails the predicate, without it.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .next(230, 5),
    .next(240, 1),
    .completed(300)
])
let res = scheduler.start { xs.take(while: { $0 < 3 }) }
XCTAssertEqual(res.events, [
    .next(210, 1),
    .next(220, 2),
    .completed(230)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
