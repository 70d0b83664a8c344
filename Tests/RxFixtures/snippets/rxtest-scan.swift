// RxTest: scan sends the running sum at each element's time.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(150, 1),
    .next(210, 2),
    .next(220, 3),
    .next(230, 4),
    .completed(250)
])
let res = scheduler.start { xs.scan(0) { $0 + $1 } }
XCTAssertEqual(res.events, [
    .next(210, 2),
    .next(220, 5),
    .next(230, 9),
    .completed(250)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
