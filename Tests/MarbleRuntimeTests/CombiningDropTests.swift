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
}
