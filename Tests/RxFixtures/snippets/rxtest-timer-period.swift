// RxTest: timer(_:period:scheduler:) sends 0 after the due time, then one more every period,
// until disposed at 1000 (nothing after the disposal).
let scheduler = TestScheduler(initialClock: 0)
let res = scheduler.start {
    Observable<Int>.timer(.seconds(300), period: .seconds(200), scheduler: scheduler)
}
XCTAssertEqual(res.events, [
    .next(500, 0),
    .next(700, 1),
    .next(900, 2)
])
