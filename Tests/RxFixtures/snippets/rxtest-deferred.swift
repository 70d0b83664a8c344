// RxTest: Observable.deferred subscribes the observable its factory returns at the subscription time.
let scheduler = TestScheduler(initialClock: 0)
let xs = scheduler.createColdObservable([
    .next(100, 1),
    .completed(200)
])
var invoked = 0
let res = scheduler.start {
    Observable.deferred { () -> Observable<Int> in
        invoked += 1
        return xs.asObservable()
    }
}
XCTAssertEqual(invoked, 1)
XCTAssertEqual(res.events, [.next(300, 1), .completed(400)])
XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
