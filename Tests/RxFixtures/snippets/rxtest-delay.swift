// RxTest: delay(.seconds(30)) shifts elements and the completion by 30 units.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(240, 2),
    .completed(250)
])
let res = scheduler.start { xs.delay(.seconds(30), scheduler: scheduler) }
XCTAssertEqual(res.events, [
    .next(240, 1),
    .next(270, 2),
    .completed(280)
])
