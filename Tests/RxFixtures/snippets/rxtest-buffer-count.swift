// RxTest: buffer(timeSpan:count:scheduler:) with a long time span: arrays of three, the rest at
// the completion; an empty time span sends an empty array.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .next(230, 3),
    .next(240, 4),
    .completed(400)
])
let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler) }
XCTAssertEqual(res.events, [
    .next(230, [1, 2, 3]),
    .next(330, [4]),
    .next(400, []),
    .completed(400)
])
