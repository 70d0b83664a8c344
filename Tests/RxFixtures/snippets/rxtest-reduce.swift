// RxTest: reduce sends one element, the total, at the completion.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .next(230, 3),
    .completed(250)
])
let res = scheduler.start { xs.reduce(0, accumulator: +) }
XCTAssertEqual(res.events, [
    .next(250, 6),
    .completed(250)
])
