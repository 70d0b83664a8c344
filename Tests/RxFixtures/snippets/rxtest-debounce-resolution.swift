// RxTest: with TestScheduler(initialClock: 0, resolution: 0.001) a unit is a millisecond, so
// debounce(.milliseconds(300)) waits 300 units.
let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
let xs = scheduler.createHotObservable([
    .next(300, "a"),
    .next(500, "b"),
    .next(1000, "c"),
    .completed(1500)
])
let res = scheduler.start(created: 0, subscribed: 0, disposed: 5000) {
    xs.debounce(.milliseconds(300), scheduler: scheduler)
}
XCTAssertEqual(res.events, [
    .next(800, "b"),
    .next(1300, "c"),
    .completed(1500)
])
