import MarbleTrace
import TestSupport
import XCTest

/// A chain of Combine's specialised operators is one publisher: its lane is a source of its
/// own, labelled with the publisher Combine made, and subscribing to it never subscribes to
/// the lane it was written from. (What it delivers is checked against OpenCombine by the
/// `Specialised...DifferentialTests`.)
final class SpecialisedChainTests: XCTestCase {
    func testASpecialisedChainIsASourceOfItsOwn() {
        let trace = runTrace("""
            p = [1, 2, 3].publisher
            q = p.prefix(2)
            C = q.sink(demand: 1)
            C.request(1, at: 2)
            """)
        let q = trace?[lane: "q"]
        XCTAssertEqual(q?.role, .source)
        XCTAssertEqual(q?.label, "p.prefix(2)  // Sequence")
        XCTAssertEqual(q?.inputs, [])
        XCTAssertEqual(q?.events, [.subscribe(0), .request(0, 1), .value(0, 1), .request(2, 1), .value(2, 2), .finished(2)])
        // Nobody subscribed to p itself.
        XCTAssertEqual(trace?[lane: "p"]?.events, [])
    }

    func testEachPublisherCombineMakesIsNamed() {
        let trace = runTrace("""
            a = Just(1).filter { $0 > 5 }
            b = Just(1).map { $0 * 2 }
            c = [1, 2].publisher.reduce(0, +)
            d = Just(1).ignoreOutput()
            e = Deferred { Just(1) }.filter { $0 > 5 }
            """)
        XCTAssertEqual(trace?.lanes.map(\.label), [
            "Just(1).filter { $0 > 5 }  // Optional.Publisher",
            "Just(1).map { $0 * 2 }  // Just",
            "[1, 2].publisher.reduce(0, +)  // Result.Publisher",
            "Just(1).ignoreOutput()  // Empty",
            "Deferred { Just(1) }.filter { $0 > 5 }",
        ])
    }

    func testRxSwiftsOperatorsTakeNoneOfCombinesOverloads() {
        // `Observable.of`, `just` and `range` are `[..].publisher` and `Just` underneath, but
        // RxSwift specialises nothing: its chains are observables, never a Combine
        // `Optional.Publisher` or `Just` (which would also make `retry(0)` emit).
        let trace = runTrace("""
            import RxSwift
            let a = Observable.of(1, 2, 3).map { $0 * 2 }
            let b = Observable.just(4).filter { $0 > 5 }
            let c = Observable.range(start: 1, count: 3).scan(0) { $0 + $1 }
            let d = Observable.just(4).retry(2)
            let e = Observable.of(1, 2).compactMap { $0 }
            """)
        XCTAssertEqual(trace?.lanes.map(\.label), [
            "Observable.of(1, 2, 3).map { $0 * 2 }",
            "Observable.just(4).filter { $0 > 5 }",
            "Observable.range(start: 1, count: 3).scan(0) { $0 + $1 }",
            "Observable.just(4).retry(2)",
            "Observable.of(1, 2).compactMap { $0 }",
        ])
    }

    func testRxSwiftsRetryZeroOnJustCompletesWithoutItsElement() {
        // Combine's `Just.retry(_:)` is a `Just` again; RxSwift's `retry(0)` tries zero copies.
        let trace = runTrace("""
            import RxSwift
            let d = Observable.just(4).retry(0)
            d.subscribe { print($0) }
            """)
        XCTAssertEqual(trace?.printed, ["completed"])
    }

    func testAClosureThatCannotRunWhileBuildingLeavesTheGenericOperator() {
        // `$1` of one value: the generic map reports it against the closure, as before.
        XCTAssertTrue(runErrors("""
            C = [1, 2].publisher.map { $0 + $1 }.sink()
            """).contains("'$1' is not available here"))
    }
}
