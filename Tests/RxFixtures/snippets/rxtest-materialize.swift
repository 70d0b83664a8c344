// RxTest: materialize turns the error into an element and then completes.
enum TestError: Error { case boom }
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 2),
    .error(250, TestError.boom)
])
let res = scheduler.start { xs.materialize().map { "\($0)" } }
XCTAssertEqual(res.events, [
    .next(210, "next(2)"),
    .next(250, "error(boom)"),
    .completed(250)
])
