// RxTest: take(until:) completes when the other observable sends an element.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .next(240, 3),
    .completed(300)
])
let stop = scheduler.createHotObservable([
    .next(230, ()),
    .completed(400)
])
let res = scheduler.start { xs.take(until: stop) }
XCTAssertEqual(res.events, [
    .next(210, 1),
    .next(220, 2),
    .completed(230)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
XCTAssertEqual(stop.subscriptions, [Subscription(200, 230)])
