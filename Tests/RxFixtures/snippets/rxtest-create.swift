// RxTest: Observable.create sending synchronously at the subscription time.
let scheduler = TestScheduler(initialClock: 0)
let res = scheduler.start {
    Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()
        return Disposables.create()
    }
}
XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
