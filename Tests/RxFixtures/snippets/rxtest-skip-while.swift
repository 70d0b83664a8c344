// RxTest: skip(while:) drops elements until the first that fails the predicate, then sends everything.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .next(230, 5),
    .next(240, 1),
    .completed(300)
])
let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
XCTAssertEqual(res.events, [
    .next(230, 5),
    .next(240, 1),
    .completed(300)
])
