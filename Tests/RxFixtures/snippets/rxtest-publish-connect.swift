// RxTest: publish() and connect(): nothing reaches a subscriber before the connection.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(230, 2),
    .next(250, 3),
    .completed(300)
])
let published = xs.publish()
let observer = scheduler.createObserver(Int.self)
scheduler.scheduleAt(200) { _ = published.subscribe(observer) }
scheduler.scheduleAt(220) { _ = published.connect() }
scheduler.start()
XCTAssertEqual(observer.events, [.next(230, 2), .next(250, 3), .completed(300)])
XCTAssertEqual(xs.subscriptions, [Subscription(220, 300)])
