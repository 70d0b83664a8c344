// RxTest: startWith sends its element at the subscription time, before the source's.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(150, 1),
    .next(220, 2),
    .completed(250)
])
let res = scheduler.start { xs.startWith(0) }
XCTAssertEqual(res.events, [
    .next(200, 0),
    .next(220, 2),
    .completed(250)
])
