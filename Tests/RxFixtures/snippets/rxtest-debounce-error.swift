// RxTest: debounce drops its pending element when the source fails.
enum TestError: Error { case boom }
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(250, 2),
    .error(260, TestError.boom)
])
let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
XCTAssertEqual(res.events, [
    .next(230, 1),
    .error(260, TestError.boom)
])
