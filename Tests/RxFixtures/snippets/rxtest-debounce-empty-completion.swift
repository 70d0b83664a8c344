// RxTest: debounce with nothing pending at the completion sends only the completion.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .completed(260)
])
let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
XCTAssertEqual(res.events, [
    .next(230, 1),
    .completed(260)
])
