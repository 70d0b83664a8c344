// RxTest: the deprecated takeUntil(_:) spelling, still in RxSwift 6: same as take(until:).
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .next(240, 3),
    .completed(300)
])
let stop = scheduler.createHotObservable([
    .next(230, 0),
    .completed(400)
])
let res = scheduler.start { xs.takeUntil(stop) }
XCTAssertEqual(res.events, [
    .next(210, 1),
    .next(220, 2),
    .completed(230)
])
