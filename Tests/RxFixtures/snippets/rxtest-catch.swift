// RxTest: catch switches to the observable its handler returns, subscribed at the error's time.
enum TestError: Error { case boom }
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .error(230, TestError.boom)
])
let ys = scheduler.createColdObservable([
    .next(10, 100),
    .completed(20)
])
let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
XCTAssertEqual(res.events, [
    .next(210, 1),
    .next(240, 100),
    .completed(250)
])
XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
