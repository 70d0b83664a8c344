// RxTest: sample sends the source's latest element at each sampler tick, if a new one arrived;
// after the source completes, the completion waits for the sampler's next tick or completion (400).
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .next(260, 3),
    .completed(300)
])
let ticks = scheduler.createHotObservable([
    .next(230, "tick"),
    .next(250, "tick"),
    .next(270, "tick"),
    .completed(400)
])
let res = scheduler.start { xs.sample(ticks) }
XCTAssertEqual(res.events, [
    .next(230, 2),
    .next(270, 3),
    .completed(400)
])
