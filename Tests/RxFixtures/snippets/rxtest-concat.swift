// RxTest: concat subscribes the second observable when the first completes.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createColdObservable([
    .next(10, 1),
    .completed(20)
])
let ys = scheduler.createColdObservable([
    .next(10, 2),
    .completed(20)
])
let res = scheduler.start { Observable.concat([xs.asObservable(), ys.asObservable()]) }
XCTAssertEqual(res.events, [
    .next(210, 1),
    .next(230, 2),
    .completed(240)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
