// RxTest: throttle (latest: true) when the source completes inside a window: the completion waits
// for the window's end (230), where the pending latest element is sent, then the completion.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(215, 2),
    .next(220, 3),
    .completed(225)
])
let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
XCTAssertEqual(res.events, [
    .next(210, 1),
    .next(230, 3),
    .completed(230)
])
