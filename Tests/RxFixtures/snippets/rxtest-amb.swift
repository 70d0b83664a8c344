// RxTest: amb follows whichever observable sends first and unsubscribes from the other.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(230, 1),
    .completed(300)
])
let ys = scheduler.createHotObservable([
    .next(220, 2),
    .next(240, 3),
    .completed(250)
])
let res = scheduler.start { xs.amb(ys) }
XCTAssertEqual(res.events, [
    .next(220, 2),
    .next(240, 3),
    .completed(250)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
