// RxTest: scheduler.start(created:subscribed:disposed:) with custom times: disposed at 400 ends
// the subscription before the source's completion; the hot element at 150 was scheduled before
// the subscription at 150, so it is not seen.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(150, 1),
    .next(250, 2),
    .next(350, 3),
    .next(450, 4),
    .completed(500)
])
let res = scheduler.start(created: 50, subscribed: 150, disposed: 400) { xs.map { $0 * 10 } }
XCTAssertEqual(res.events, [
    .next(250, 20),
    .next(350, 30)
])
XCTAssertEqual(xs.subscriptions, [Subscription(150, 400)])
