// RxTest: a BehaviorSubject fed by a hot observable; a subscriber at 250 gets the latest element
// at once, then the rest. Subscribing the subject to xs is never disposed before the end, so
// the subscription has no unsubscribe time (Subscription(200)).
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(240, 2),
    .next(270, 3),
    .completed(300)
])
let subject = BehaviorSubject(value: 0)
let observer = scheduler.createObserver(Int.self)
let disposeBag = DisposeBag()
scheduler.scheduleAt(200) { xs.subscribe(subject).disposed(by: disposeBag) }
scheduler.scheduleAt(250) { subject.subscribe(observer).disposed(by: disposeBag) }
scheduler.start()
XCTAssertEqual(observer.events, [
    .next(250, 2),
    .next(270, 3),
    .completed(300)
])
XCTAssertEqual(xs.subscriptions, [Subscription(200)])
