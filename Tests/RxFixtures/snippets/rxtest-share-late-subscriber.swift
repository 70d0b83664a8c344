// RxTest: share(replay: 1) (.whileConnected) while connected: a second subscriber at 215 gets
// the latest element at once, then the rest with the first; one subscription to the source.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .completed(230)
])
let shared = xs.share(replay: 1)
let first = scheduler.createObserver(Int.self)
let second = scheduler.createObserver(Int.self)
scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
scheduler.scheduleAt(215) { _ = shared.subscribe(second) }
scheduler.start()
XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
XCTAssertEqual(second.events, [.next(215, 1), .next(220, 2), .completed(230)])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
