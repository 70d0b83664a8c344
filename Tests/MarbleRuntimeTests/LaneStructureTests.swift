import MarbleTrace
import XCTest

/// Which lanes feed which, and the operators between them, as the layout reads them.
final class LaneStructureTests: XCTestCase {
    func testEachLaneNamesItsNearestDrawnInputsAndTheOperatorsWritten() {
        let trace = runTrace("""
            s = PassthroughSubject<Int>()
            _hidden = s.map { $0 + 1 }
            b = _hidden.scan(10, +).filter { $0 > 0 }
            C = b.sink(at: 1)
            D = s.sink()
            j = Just(1)
            s.send("-1|")
            """)
        let structure = trace?.lanes.map { "\($0.name) <- \($0.inputs.map(\.description)) \($0.operatorLabel ?? "-")" }
        XCTAssertEqual(structure, [
            "s <- [] -",
            "b <- [\"s\"] scan(10, +).filter { $0 > 0 }",
            "C <- [\"b\"] sink(at: 1)",
            "D <- [\"s\"] sink()",
            "j <- [] -",
        ])
    }
}
