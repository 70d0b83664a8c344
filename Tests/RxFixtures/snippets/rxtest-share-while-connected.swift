// RxTest: share(replay: 1, scope: .whileConnected) over a cold source: once the source has
// completed, a later subscriber connects again (a second subscription to the source) and
// gets nothing replayed from the first run.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createColdObservable([
    .next(10, 1),
    .next(20, 2),
    .completed(30)
])
let shared = xs.share(replay: 1, scope: .whileConnected)
let first = scheduler.createObserver(Int.self)
let second = scheduler.createObserver(Int.self)
scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
scheduler.scheduleAt(250) { _ = shared.subscribe(second) }
scheduler.start()
XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
XCTAssertEqual(second.events, [.next(260, 1), .next(270, 2), .completed(280)])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 280)])
