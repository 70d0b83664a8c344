// RxTest: skip(2) drops the first two elements.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .next(230, 3),
    .next(240, 4),
    .completed(300)
])
let res = scheduler.start { xs.skip(2) }
XCTAssertEqual(res.events, [
    .next(230, 3),
    .next(240, 4),
    .completed(300)
])
