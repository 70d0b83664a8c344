// RxTest: a ReplaySubject (bufferSize 2) fed by a hot observable; subscribers at 250 and, after
// the completion, at 350 get the last two elements at once, then the completion.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createHotObservable([
    .next(210, 1),
    .next(220, 2),
    .next(230, 3),
    .next(260, 4),
    .completed(300)
])
let subject = ReplaySubject<Int>.create(bufferSize: 2)
let early = scheduler.createObserver(Int.self)
let late = scheduler.createObserver(Int.self)
let disposeBag = DisposeBag()
scheduler.scheduleAt(200) { xs.subscribe(subject).disposed(by: disposeBag) }
scheduler.scheduleAt(250) { subject.subscribe(early).disposed(by: disposeBag) }
scheduler.scheduleAt(350) { subject.subscribe(late).disposed(by: disposeBag) }
scheduler.start()
XCTAssertEqual(early.events, [.next(250, 2), .next(250, 3), .next(260, 4), .completed(300)])
XCTAssertEqual(late.events, [.next(350, 3), .next(350, 4), .completed(350)])
