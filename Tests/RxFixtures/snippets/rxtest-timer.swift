// RxTest: Observable<Int>.timer(.seconds(50)) sends 0 and completes, 50 units after the subscription.
let scheduler = TestScheduler(initialClock: 0)
let res = scheduler.start {
    Observable<Int>.timer(.seconds(50), scheduler: scheduler)
}
XCTAssertEqual(res.events, [
    .next(250, 0),
    .completed(250)
])
