// RxTest: map over a hot observable with scheduler.start (created 100, subscribed 200,
// disposed 1000): the element at 150 is before the subscription and is not seen.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(150, 1),
    .next(210, 2),
    .next(240, 3),
    .next(290, 4),
    .completed(300)
])
let res = scheduler.start { xs.map { $0 * 2 } }
XCTAssertEqual(res.events, [
    .next(210, 4),
    .next(240, 6),
    .next(290, 8),
    .completed(300)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
