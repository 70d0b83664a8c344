// RxTest: distinctUntilChanged with a key selector compares the keys only.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, "apple"),
    .next(220, "avocado"),
    .next(230, "banana"),
    .next(240, "blueberry"),
    .next(250, "apricot"),
    .completed(260)
])
let res = scheduler.start { xs.distinctUntilChanged { $0.first } }
XCTAssertEqual(res.events, [
    .next(210, "apple"),
    .next(230, "banana"),
    .next(250, "apricot"),
    .completed(260)
])
