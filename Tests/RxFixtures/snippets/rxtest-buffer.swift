// RxTest: buffer(timeSpan: .seconds(50), count: 3): an array when it holds three elements or
// when the time span ends, whichever is first (the timer restarts with each array); the rest at the completion.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .next(230, 3),
    .next(240, 4),
    .next(300, 5),
    .completed(320)
])
let res = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 3, scheduler: scheduler) }
XCTAssertEqual(res.events, [
    .next(230, [1, 2, 3]),
    .next(280, [4]),
    .next(320, [5]),
    .completed(320)
])
