// RxTest: merge interleaves by time and completes when every source has completed.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(230, 3),
    .completed(240)
])
let ys = scheduler.createHotObservable([
    .next(220, 2),
    .next(250, 4),
    .completed(260)
])
let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
XCTAssertEqual(res.events, [
    .next(210, 1),
    .next(220, 2),
    .next(230, 3),
    .next(250, 4),
    .completed(260)
])
