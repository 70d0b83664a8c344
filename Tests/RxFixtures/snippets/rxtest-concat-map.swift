// RxTest: concatMap queues: the second inner observable is subscribed only when the first completes.
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
let res = scheduler.start { xs.concatMap { n in ys.map { "\($0)\(n)" } } }
XCTAssertEqual(res.events, [
    .next(220, "a1"),
    .next(230, "b1"),
    .next(250, "a2"),
    .next(260, "b2"),
    .completed(270)
])
XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(240, 270)])
