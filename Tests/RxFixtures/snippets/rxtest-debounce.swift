// RxTest: debounce(.seconds(20)) (one virtual unit is one second): an element is sent once 20
// units pass without another; at the completion the pending element is sent, then the completion.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(240, 2),
    .next(250, 3),
    .next(280, 4),
    .completed(290)
])
let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
XCTAssertEqual(res.events, [
    .next(230, 1),
    .next(270, 3),
    .next(290, 4),
    .completed(290)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
