// RxTest: filter keeps the elements that pass; the completion passes through.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(110, 1),
    .next(210, 2),
    .next(230, 3),
    .next(270, 4),
    .next(340, 5),
    .completed(600)
])
let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
XCTAssertEqual(res.events, [
    .next(210, 2),
    .next(270, 4),
    .completed(600)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
