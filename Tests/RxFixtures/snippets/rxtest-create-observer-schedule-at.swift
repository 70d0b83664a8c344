// RxTest: createObserver and scheduleAt drive a PublishSubject by hand; the observer records
// the times of what it received. The subscription is never disposed.
let scheduler = TestScheduler(initialClock: 0)
let subject = PublishSubject<Int>()
let observer = scheduler.createObserver(Int.self)
scheduler.scheduleAt(100) { subject.onNext(1) }
scheduler.scheduleAt(200) { _ = subject.subscribe(observer) }
scheduler.scheduleAt(300) { subject.onNext(2) }
scheduler.scheduleAt(400) { subject.onNext(3) }
scheduler.scheduleAt(500) { subject.onCompleted() }
scheduler.start()
XCTAssertEqual(observer.events, [
    .next(300, 2),
    .next(400, 3),
    .completed(500)
])
