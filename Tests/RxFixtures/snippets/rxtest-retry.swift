// RxTest: retry(3) is three attempts in total: the cold source is subscribed three times and the
// third error is passed on.
enum TestError: Error { case boom }
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createColdObservable([
    .next(5, 1),
    .error(10, TestError.boom)
])
let res = scheduler.start { xs.retry(3) }
XCTAssertEqual(res.events, [
    .next(205, 1),
    .next(215, 1),
    .next(225, 1),
    .error(230, TestError.boom)
])
XCTAssertEqual(xs.subscriptions, [
    Subscription(200, 210),
    Subscription(210, 220),
    Subscription(220, 230)
])
