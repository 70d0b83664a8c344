import OpenCombine
import XCTest

/// Runs the publisher `expression` (a `.marble` expression, after the `setup` lines) under
/// four subscribers and `make`'s Swift publisher the same way on OpenCombine, and asserts
/// they received the same:
/// - `Z` zero demand, never requesting (does it finish without demand?);
/// - `C` zero demand, then 2 at tick 3 (what waited for demand);
/// - `D` demand 1, then 1 at tick 2 and 5 at tick 4 (limited demand, a value at a time);
/// - `E` unlimited demand.
///
/// `make` is written as a user writes Swift, so Swift picks the same overloads it would
/// (Combine's specialised ones on `[..].publisher`, `Just`, ...). It is called once per
/// subscriber, as the `.marble` expression is evaluated once per subscriber.
func assertSameUnderEveryDemand<P: Publisher>(_ expression: String, setup: String = "",
                                              file: StaticString = #filePath, line: UInt = #line,
                                              _ make: @escaping (ReferenceRig) -> P) {
    let marble = """
        \(setup)
        Z = \(expression).sink(demand: .none)
        C = \(expression).sink(demand: .none)
        C.request(2, at: 3)
        D = \(expression).sink(demand: 1)
        D.request(1, at: 2)
        D.request(5, at: 4)
        E = \(expression).sink()
        """
    assertSameAsOpenCombine(marble, file: file, line: line) { rig in
        rig.sink("Z", make(rig), demand: .none)
        let c = rig.sink("C", make(rig), demand: .none)
        rig.at(3) { c.request(.max(2)) }
        let d = rig.sink("D", make(rig), demand: .max(1))
        rig.at(2) { d.request(.max(1)) }
        rig.at(4) { d.request(.max(5)) }
        rig.sink("E", make(rig))
        return rig.run()
    }
}

/// The error a reference closure throws where ours fails on `10 / 0`.
func dividing(_ dividend: Int, by divisor: Int) throws -> Int {
    guard divisor != 0 else { throw TestFailure("division by zero") }
    return dividend / divisor
}
