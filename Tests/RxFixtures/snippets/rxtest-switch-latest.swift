// RxTest: switchLatest over an observable of observables follows only the newest inner one.
let scheduler = TestScheduler(initialClock: 0)
let ys1 = scheduler.createColdObservable([
    .next(10, "a"),
    .next(30, "b"),
    .completed(40)
])
let ys2 = scheduler.createColdObservable([
    .next(10, "c"),
    .completed(20)
])
let xs = scheduler.createHotObservable([
    .next(210, ys1.asObservable()),
    .next(235, ys2.asObservable()),
    .completed(300)
])
let res = scheduler.start { xs.switchLatest() }
XCTAssertEqual(res.events, [
    .next(220, "a"),
    .next(245, "c"),
    .completed(300)
])
XCTAssertEqual(ys1.subscriptions, [Subscription(210, 235)])
XCTAssertEqual(ys2.subscriptions, [Subscription(235, 255)])
