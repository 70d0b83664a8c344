// RxTest: a PublishRelay driven by scheduleAt: accept'ed elements at their times, and no completion.
let scheduler = TestScheduler(initialClock: 0)
let relay = PublishRelay<String>()
let observer = scheduler.createObserver(String.self)
let disposeBag = DisposeBag()
scheduler.scheduleAt(100) { relay.accept("lost") }
scheduler.scheduleAt(200) { relay.subscribe(observer).disposed(by: disposeBag) }
scheduler.scheduleAt(300) { relay.accept("a") }
scheduler.scheduleAt(400) { relay.accept("b") }
scheduler.start()
XCTAssertEqual(observer.events, [.next(300, "a"), .next(400, "b")])
