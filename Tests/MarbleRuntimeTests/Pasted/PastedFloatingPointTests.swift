import TestSupport
import XCTest

/// Integer literals that Swift types as `Double`s by their context, pasted from the
/// differential suite (`PastedFloatingPointDifferentialTests`, where the same text runs on
/// OpenCombine): the values divide as doubles and print `2.0`, as Swift prints them.
final class PastedFloatingPointTests: XCTestCase {
    private let suite = "PastedFloatingPointDifferentialTests.swift"

    /// `let prices: [Double] = [3, 4, 5]`: `$0 / 2` of `3` is `1.5`, not `1`.
    func testAnnotatedArrayOfDoubles() {
        assertPasted(differentialPaste("testAnnotatedArrayOfDoubles", in: suite), trace: """
            cancellable  (^,1.5,2.0,2.5,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["1.5", "2.0", "2.5"])
    }

    /// `[1, 2.5, -3]` is a `[Double]`: every element is one, the negative one too.
    func testArrayLiteralWithADecimalIsOfDoubles() {
        assertPasted(differentialPaste("testArrayLiteralWithADecimalIsOfDoubles", in: suite), trace: """
            cancellable  (^,2.0,5.0,-6.0,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["2.0", "5.0", "-6.0"])
    }

    /// `send(4)` to a subject of doubles sends `4.0`; `level.value = 2` sets `2.0`; and the
    /// block's `XCTAssertEqual(total, 6)` compares a `Double` with the literal `9`.
    func testSubjectsOfDoubles() {
        assertPasted(differentialPaste("testSubjectsOfDoubles", in: suite), trace: """
            temperature  4.0--------------8.0-------
            level        --------------2.0----------
            zip          (^,(4.0, 1.0))---(8.0, 2.0)
            sink1        (^,2.0)----------4.0-------
            """, ticks: 3, unit: nil, lane: "sink1", prints: ["2.0", "4.0"])
    }

    /// `CurrentValueSubject<Double, Never>(1)` holds `1.0`, which a subscriber gets first.
    func testCurrentValueSubjectOfDoublesHoldsADouble() {
        assertPasted(differentialPaste("testCurrentValueSubjectOfDoublesHoldsADouble", in: suite), trace: """
            level        (2.0,3.0)--------
            cancellable  (^,<1.0>,2.0,3.0)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["1.0", "2.0", "3.0"])
    }

    /// RxSwift's `BehaviorSubject<Double>(value: 3)` holds `3.0`, and a `PassthroughSubject`
    /// of doubles sends `2.0` for `2`, whether its failure type is spelled or not.
    func testBehaviorAndPassthroughSubjectsOfDoublesHoldDoubles() {
        assertPasted("""
            let level = BehaviorSubject<Double>(value: 3)
            let reading = PassthroughSubject<Double>()
            let a = level.sink()
            let b = reading.sink()
            reading.send(2)
            """, trace: """
            level    ---------
            reading  2.0------
            a        (^,<3.0>)
            b        (^,2.0)--
            """, ticks: 1, unit: nil, lane: "b", prints: ["2.0"])
    }

    /// `half(1)` of `func half(_ value: Double)` passes `1.0`: `0.5`, not `0`.
    func testFunctionOfADouble() {
        assertPasted(differentialPaste("testFunctionOfADouble", in: suite), trace: """
            cancellable  (^,2.0,2.5,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["2.0", "2.5"])
    }

    /// Integer literals keep their type where nothing makes them doubles: `[1, 2]` is `[Int]`
    /// and `$0 / 2` divides whole numbers; a `filter { $0 == 2 }` over doubles keeps `2.0`.
    func testIntegersStayIntegersAndCompareWithDoubles() {
        assertPasted("""
            let whole = [1, 2, 3].publisher.map { $0 / 2 }.sink()
            let readings: [Double] = [1, 2, 2.5]
            let twos = readings.publisher.filter { $0 == 2 }.sink()
            """, trace: """
            whole  (^,0,1,1,|)
            twos   (^,2.0,|)
            """, ticks: 1, unit: nil, lane: "twos", prints: ["2.0"])
    }
}
