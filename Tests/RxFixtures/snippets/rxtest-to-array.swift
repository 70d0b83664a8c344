// RxTest: toArray is a Single; asObservable() gives the array at the completion.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .completed(250)
])
let res = scheduler.start { xs.toArray().asObservable() }
XCTAssertEqual(res.events, [
    .next(250, [1, 2]),
    .completed(250)
])
