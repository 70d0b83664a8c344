// RxTest: flatMap fails as soon as an inner observable fails, and unsubscribes from everything;
// at 225 the first inner's error (scheduled at 210) comes before the second inner's element (scheduled at 220).
enum TestError: Error { case boom }
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .completed(300)
])
let ys = scheduler.createColdObservable([
    .next(5, 10),
    .error(15, TestError.boom)
])
let res = scheduler.start { xs.flatMap { _ in ys } }
XCTAssertEqual(res.events, [
    .next(215, 10),
    .error(225, TestError.boom)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
XCTAssertEqual(ys.subscriptions, [Subscription(210, 225), Subscription(220, 225)])
