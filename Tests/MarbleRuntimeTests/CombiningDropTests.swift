import MarbleTrace
import TestSupport
import XCTest

/// A value a subject loses in front of an input of `merge`, `zip` or `combineLatest` (the
/// input had no demand) is a drop on the combining lane, shown as the value that was lost.
final class CombiningDropTests: XCTestCase {
    private func source(_ combine: String) -> String {
        """
        a = PassthroughSubject<Int>()
        b = PassthroughSubject<Int>()
        m = \(combine)
        C = m.sink(demand: 1)
        a.send("-1-2|")
        b.send("--3-4|")
        """
    }

    func testMergeShowsAValueLostAtAnInputWithoutDemand() {
        // 1 uses the only demand; b's 3 waits in merge's slot for b, so b's 4 finds no demand.
        let trace = runTrace(source("a.merge(with: b)"))
        XCTAssertEqual(trace?[lane: "m"]?.events, [.subscribe(0), .request(0, 1), .value(1, 1), .drop(4, 4)])
        XCTAssertEqual(trace?[lane: "C"]?.events, [.subscribe(0), .request(0, 1), .value(1, 1)])
    }

    func testZipShowsAValueLostAtAnInputWithoutDemand() {
        // The one pair (1, 3) uses the demand; a's 2 finds its input without demand.
        let trace = runTrace(source("a.zip(b)"))
        XCTAssertEqual(trace?[lane: "m"]?.events, [.subscribe(0), .request(0, 1), .value(2, .tuple([1, 3])), .drop(3, 2), .finished(4)])
    }

    func testCombineLatestShowsAValueLostAtAnInputWithoutDemand() {
        // The request went to both inputs, one value each; both later values find none.
        let trace = runTrace(source("a.combineLatest(b)"))
        XCTAssertEqual(trace?[lane: "m"]?.events, [.subscribe(0), .request(0, 1), .value(2, .tuple([1, 3])), .drop(3, 2), .drop(4, 4), .finished(5)])
    }

    /// A value lost in front of `zip` or `combineLatest` is not a combination: a closure
    /// below never runs on it (it used to fail the run with "'$1' is not available here").
    /// The first lane below shows the lost value itself; a lane below a drawn zip shows
    /// nothing, since the zip would have sent nothing for it.
    func testAClosureBelowZipOrCombineLatestNeverRunsOnALostValue() {
        let trace = runTrace("""
            lanes "per statement"
            s = PassthroughSubject<Int>()
            a = PassthroughSubject<Int>()
            C = cold("1-2-3-4|").zip(s).map { $0 * 10 + $1 }.sink(demand: 1)
            D = cold("1-2-3-4|").zip(s).map { $0.0 * 10 + $0.1 }.sink(demand: 1)
            E = cold("1-2-3-4|").zip(s).filter { a, b in a < b }.sink(demand: 1)
            F = cold("1-2-3-4|").zip(s, a).map { $0 + $1 + $2 }.sink(demand: 1)
            G = s.combineLatest(a).map { $0 * 10 + $1 }.sink(demand: 1)
            z = s.zip(a)
            H = z.map { $0 + $1 }.sink(demand: 1)
            s.send("-5-6-7-8|")
            a.send("--1-2-3-4|")
            """)
        let lostFromS: [TraceEvent] = [.drop(3, 6), .drop(5, 7), .drop(7, 8), .finished(8)]
        XCTAssertEqual(trace?[lane: "C"]?.events, [.subscribe(0), .request(0, 1), .value(1, 15)] + lostFromS)
        XCTAssertEqual(trace?[lane: "D"]?.events, [.subscribe(0), .request(0, 1), .value(1, 15)] + lostFromS)
        XCTAssertEqual(trace?[lane: "E"]?.events, [.subscribe(0), .request(0, 1), .value(1, .tuple([1, 5]))] + lostFromS)
        XCTAssertEqual(trace?[lane: "F"]?.events, [.subscribe(0), .request(0, 1), .value(2, 7), .drop(3, 6), .drop(4, 2),
                                                   .drop(5, 7), .drop(6, 3), .drop(7, 8), .finished(8)])
        XCTAssertEqual(trace?[lane: "G"]?.events, [.subscribe(0), .request(0, 1), .value(2, 51), .drop(3, 6), .drop(4, 2),
                                                   .drop(5, 7), .drop(6, 3), .drop(7, 8), .drop(8, 4), .finished(9)])
        XCTAssertEqual(trace?[lane: "z"]?.events, [.subscribe(0), .request(0, 1), .value(2, .tuple([5, 1])), .drop(3, 6), .drop(4, 2),
                                                   .drop(5, 7), .drop(6, 3), .drop(7, 8), .finished(8)])
        XCTAssertEqual(trace?[lane: "H"]?.events, [.subscribe(0), .request(0, 1), .value(2, 6), .finished(8)])
    }
}
