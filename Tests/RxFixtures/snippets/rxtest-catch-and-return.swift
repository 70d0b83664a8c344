// RxTest: catchAndReturn replaces the error with one element and a completion, at the error's time.
enum TestError: Error { case boom }
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .error(230, TestError.boom)
])
let res = scheduler.start { xs.catchAndReturn(-1) }
XCTAssertEqual(res.events, [
    .next(210, 1),
    .next(220, 2),
    .next(230, -1),
    .completed(230)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
