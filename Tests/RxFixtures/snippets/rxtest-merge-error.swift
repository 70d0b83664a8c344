// RxTest: merge passes a source's error on at once and unsubscribes from the others.
enum TestError: Error { case boom }
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .error(225, TestError.boom)
])
let ys = scheduler.createHotObservable([
    .next(220, 2),
    .next(230, 3),
    .completed(260)
])
let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
XCTAssertEqual(res.events, [
    .next(210, 1),
    .next(220, 2),
    .error(225, TestError.boom)
])
XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
