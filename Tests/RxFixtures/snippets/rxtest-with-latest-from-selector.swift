// RxTest: withLatestFrom with a selector: each element of the first source takes the second's
// latest; before the second has one, the first's elements are dropped.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(215, 1),
    .next(225, 2),
    .next(240, 3),
    .completed(260)
])
let ys = scheduler.createHotObservable([
    .next(220, "a"),
    .next(230, "b"),
    .next(235, "c"),
    .completed(300)
])
let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }
XCTAssertEqual(res.events, [
    .next(225, "2a"),
    .next(240, "3c"),
    .completed(260)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
