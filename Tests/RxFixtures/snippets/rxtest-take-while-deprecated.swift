// RxTest: the deprecated takeWhile(_:) spelling, still in RxSwift 6: same as take(while:).
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .next(230, 5),
    .completed(300)
])
let res = scheduler.start { xs.takeWhile { $0 < 3 } }
XCTAssertEqual(res.events, [
    .next(210, 1),
    .next(220, 2),
    .completed(230)
])
