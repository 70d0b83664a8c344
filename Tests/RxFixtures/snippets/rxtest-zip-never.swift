// RxTest: zip with a source that never completes: the other's completion, with its queue empty,
// does not complete the zip.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .completed(220)
])
let ys = scheduler.createHotObservable([
    .next(230, 2)
])
let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
XCTAssertEqual(res.events, [
    .next(230, 3)
])
XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
