// RxTest: distinctUntilChanged drops an element equal to the one before it.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(150, 1),
    .next(210, 2),
    .next(215, 2),
    .next(220, 3),
    .next(225, 2),
    .next(230, 2),
    .completed(250)
])
let res = scheduler.start { xs.distinctUntilChanged() }
XCTAssertEqual(res.events, [
    .next(210, 2),
    .next(220, 3),
    .next(225, 2),
    .completed(250)
])
