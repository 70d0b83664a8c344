import TestSupport
import XCTest

/// Key paths as closures: `map(\.count)` reads the property of each value.
final class PastedKeyPathTests: XCTestCase {
    func testAKeyPathMapReadsTheProperty() {
        assertPasted(#"""
            let c = ["a", "abc", ""].publisher.map(\.count).sink { print($0) }
            let d = [[1, 2], []].publisher.map(\.isEmpty).sink { print($0) }
            let e = [[1, 2], []].publisher.filter(\.isEmpty).sink { print($0) }
            """#, trace: """
            c  (^,1,3,0,|)
            d  (^,false,true,|)
            e  (^,[],|)
            """, ticks: 1, unit: nil, lane: "c", prints: ["1", "3", "0"])
    }

    func testAKeyPathToAPropertyTheValueLacksIsLocated() {
        XCTAssertEqual(runErrors(#"""
            let c = [1].publisher.map(\.value).sink { print($0) }
            """#), #"""
            test.marble:1:27: error: Int has no member 'value'
             1 | let c = [1].publisher.map(\.value).sink { print($0) }
               |                           ^~~~~~~

            """#)
    }
}
