// RxTest: an AsyncSubject fed by a hot observable sends only the last element, with the completion.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .completed(300)
])
let subject = AsyncSubject<Int>()
let observer = scheduler.createObserver(Int.self)
let disposeBag = DisposeBag()
scheduler.scheduleAt(200) { xs.subscribe(subject).disposed(by: disposeBag) }
scheduler.scheduleAt(205) { subject.subscribe(observer).disposed(by: disposeBag) }
scheduler.start()
XCTAssertEqual(observer.events, [.next(300, 2), .completed(300)])
