// RxTest: zip pairs elements by index and completes only when every source has completed
// (here at 300, though the first source completed at 240 with nothing left to pair).
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .completed(240)
])
let ys = scheduler.createHotObservable([
    .next(215, "a"),
    .next(230, "b"),
    .next(250, "c"),
    .completed(300)
])
let res = scheduler.start { Observable.zip(xs, ys) { "\($0)\($1)" } }
XCTAssertEqual(res.events, [
    .next(215, "1a"),
    .next(230, "2b"),
    .completed(300)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
