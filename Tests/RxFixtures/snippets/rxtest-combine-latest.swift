// RxTest: combineLatest sends once both sources have an element; it completes when both have completed.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(230, 2),
    .completed(240)
])
let ys = scheduler.createHotObservable([
    .next(220, 10),
    .next(250, 20),
    .completed(260)
])
let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
XCTAssertEqual(res.events, [
    .next(220, 11),
    .next(230, 12),
    .next(250, 22),
    .completed(260)
])
