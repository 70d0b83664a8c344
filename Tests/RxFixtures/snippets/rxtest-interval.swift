// RxTest: Observable<Int>.interval(.seconds(10)) on the TestScheduler counts 0, 1, 2… every 10
// units from the subscription; take(3) ends it.
let scheduler = TestScheduler(initialClock: 0)
let res = scheduler.start {
    Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(3)
}
XCTAssertEqual(res.events, [
    .next(210, 0),
    .next(220, 1),
    .next(230, 2),
    .completed(230)
])
