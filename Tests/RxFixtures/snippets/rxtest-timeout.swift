// RxTest: timeout(.seconds(30)): an error once 30 units pass without an element.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(230, 2),
    .next(300, 3),
    .completed(400)
])
let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
XCTAssertEqual(res.events, [
    .next(210, 1),
    .next(230, 2),
    .error(260, RxError.timeout)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
