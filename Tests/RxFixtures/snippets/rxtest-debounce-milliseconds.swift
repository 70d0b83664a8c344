// RxTest: debounce(.milliseconds(300)) on TestScheduler(initialClock: 0): the default resolution
// is one second a unit and 0.3 s rounds to 0 units; the scheduler's simulated processing delay
// moves what is scheduled for "now" to now + 1, so each element waits one unit
// (1, due at 211, is replaced by 2 arriving at 211).
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(211, 2),
    .next(220, 3),
    .completed(230)
])
let res = scheduler.start { xs.debounce(.milliseconds(300), scheduler: scheduler) }
XCTAssertEqual(res.events, [
    .next(212, 2),
    .next(221, 3),
    .completed(230)
])
