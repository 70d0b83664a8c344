// RxTest: throttle(.seconds(20), latest: false): the first element at once; what arrives inside
// the window is dropped.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(215, 2),
    .next(220, 3),
    .next(250, 4),
    .next(255, 5),
    .completed(300)
])
let res = scheduler.start { xs.throttle(.seconds(20), latest: false, scheduler: scheduler) }
XCTAssertEqual(res.events, [
    .next(210, 1),
    .next(250, 4),
    .completed(300)
])
