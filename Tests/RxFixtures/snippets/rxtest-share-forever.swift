// RxTest: share(replay: 1, scope: .forever) over a cold source: after the source has completed,
// a later subscriber gets the last element and the completion replayed, and no new subscription.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createColdObservable([
    .next(10, 1),
    .next(20, 2),
    .completed(30)
])
let shared = xs.share(replay: 1, scope: .forever)
let first = scheduler.createObserver(Int.self)
let second = scheduler.createObserver(Int.self)
scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
scheduler.scheduleAt(250) { _ = shared.subscribe(second) }
scheduler.start()
XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
XCTAssertEqual(second.events, [.next(250, 2), .completed(250)])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
