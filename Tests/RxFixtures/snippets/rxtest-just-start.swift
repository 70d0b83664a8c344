// RxTest: Observable.just under scheduler.start: the element and the completion at the subscription time, 200.
let scheduler = TestScheduler(initialClock: 0)
let res = scheduler.start { Observable.just(42) }
XCTAssertEqual(res.events, [
    .next(200, 42),
    .completed(200)
])
