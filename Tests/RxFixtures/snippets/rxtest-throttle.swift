// RxTest: throttle(.seconds(20)) (latest: true by default): the first element at once, then at
// the end of each window the latest element that arrived in it.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(215, 2),
    .next(220, 3),
    .next(250, 4),
    .next(255, 5),
    .completed(300)
])
let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
XCTAssertEqual(res.events, [
    .next(210, 1),
    .next(230, 3),
    .next(250, 4),
    .next(270, 5),
    .completed(300)
])
