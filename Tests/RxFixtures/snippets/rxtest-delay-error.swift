// RxTest: delay does not delay an error: it is sent at once and drops the elements still waiting.
enum TestError: Error { case boom }
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(240, 2),
    .error(250, TestError.boom)
])
let res = scheduler.start { xs.delay(.seconds(30), scheduler: scheduler) }
XCTAssertEqual(res.events, [
    .next(240, 1),
    .error(250, TestError.boom)
])
