import OpenCombine
import XCTest

/// Values lost in front of `zip` (its input had no demand when a subject sent), with a
/// closure below that takes the pair apart: the run goes on and delivers what Combine does.
/// (The drops themselves are not received, so only `CombiningDropTests` sees them.)
final class CombiningDropDifferentialTests: XCTestCase {
    private static let subjects = """
        s = PassthroughSubject<Int>()
        a = PassthroughSubject<Int>()

        """
    private static let sends = """

        s.send("-5-6-7-8|")
        a.send("--1-2-3-4|")
        """

    private func reference(_ rig: ReferenceRig, _ build: (ReferenceCold<Int>, PassthroughSubject<Int, TestFailure>,
                                                         PassthroughSubject<Int, TestFailure>) -> Void) -> Receipts {
        let s = PassthroughSubject<Int, TestFailure>()
        let a = PassthroughSubject<Int, TestFailure>()
        build(rig.cold("1-2-3-4|", as: Int.self), s, a)
        rig.send(s, "-5-6-7-8|")
        rig.send(a, "--1-2-3-4|")
        return rig.run()
    }

    func testSpreadParametersAfterZip() {
        assertSameAsOpenCombine(Self.subjects + """
            C = cold("1-2-3-4|").zip(s).map { $0 * 10 + $1 }.sink(demand: 1)
            C.request(1, at: 6)
            """ + Self.sends) { rig in
            reference(rig) { cold, s, _ in
                let c = rig.sink("C", cold.zip(s).map { $0 * 10 + $1 }, demand: .max(1))
                rig.at(6) { c.request(.max(1)) }
            }
        }
    }

    func testTupleMembersAfterZip() {
        assertSameAsOpenCombine(Self.subjects + """
            C = cold("1-2-3-4|").zip(s).map { $0.0 * 10 + $0.1 }.sink(demand: 1)
            """ + Self.sends) { rig in
            reference(rig) { cold, s, _ in rig.sink("C", cold.zip(s).map { $0.0 * 10 + $0.1 }, demand: .max(1)) }
        }
    }

    func testNamedParametersAfterZip() {
        assertSameAsOpenCombine(Self.subjects + """
            C = cold("1-2-3-4|").zip(s).filter { a, b in a < b }.map { a, b in b - a }.sink(demand: 2)
            """ + Self.sends) { rig in
            reference(rig) { cold, s, _ in rig.sink("C", cold.zip(s).filter { a, b in a < b }.map { a, b in b - a }, demand: .max(2)) }
        }
    }

    func testThreeInputsAndScanAfterZip() {
        assertSameAsOpenCombine(Self.subjects + """
            C = cold("1-2-3-4|").zip(s, a).map { $0 + $1 + $2 }.scan(0, +).sink(demand: 1)
            C.request(2, at: 5)
            """ + Self.sends) { rig in
            reference(rig) { cold, s, a in
                let c = rig.sink("C", cold.zip(s, a).map { $0 + $1 + $2 }.scan(0, +), demand: .max(1))
                rig.at(5) { c.request(.max(2)) }
            }
        }
    }

    func testCompactMapAfterZipOfTwoSubjects() {
        assertSameAsOpenCombine(Self.subjects + """
            C = s.zip(a).compactMap { $0 > $1 ? $0 - $1 : nil }.sink(demand: 1)
            C.request(1, at: 4)
            """ + Self.sends) { rig in
            reference(rig) { _, s, a in
                let c = rig.sink("C", s.zip(a).compactMap { $0 > $1 ? $0 - $1 : nil }, demand: .max(1))
                rig.at(4) { c.request(.max(1)) }
            }
        }
    }
}
