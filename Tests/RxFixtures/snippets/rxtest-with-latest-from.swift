// RxTest: withLatestFrom without a selector sends the second source's element, not the first's.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(215, 1),
    .next(225, 2),
    .next(240, 3),
    .completed(260)
])
let ys = scheduler.createHotObservable([
    .next(220, "a"),
    .next(230, "b"),
    .completed(300)
])
let res = scheduler.start { xs.withLatestFrom(ys) }
XCTAssertEqual(res.events, [
    .next(225, "a"),
    .next(240, "b"),
    .completed(260)
])
