// RxTest: share() (replay 0, .whileConnected): one subscription to the source for both
// subscribers; the late one gets only what comes after it.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .next(230, 3),
    .completed(240)
])
let shared = xs.map { $0 * 10 }.share()
let first = scheduler.createObserver(Int.self)
let second = scheduler.createObserver(Int.self)
scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
scheduler.scheduleAt(215) { _ = shared.subscribe(second) }
scheduler.start()
XCTAssertEqual(first.events, [.next(210, 10), .next(220, 20), .next(230, 30), .completed(240)])
XCTAssertEqual(second.events, [.next(220, 20), .next(230, 30), .completed(240)])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
