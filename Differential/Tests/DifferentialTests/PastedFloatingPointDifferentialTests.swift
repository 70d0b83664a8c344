import CombineSchedulers
import Foundation
import OpenCombine
import XCTest

/// Integer literals where Swift's context makes them `Double`s: a `[Double]` annotation, an
/// array literal with a decimal in it, a subject of `Double`s (`send(3)`, `value = 2`), a
/// `var total: Double = 0`. Compiled here against OpenCombine, the division is a `Double`'s
/// and the values print `1.5`, `2.0`; marbles must give the same.
final class PastedFloatingPointDifferentialTests: XCTestCase {
    func testAnnotatedArrayOfDoubles() {
        // paste begin
        let prices: [Double] = [3, 4, 5]
        var halves: [Double] = []
        let cancellable = prices.publisher
            .map { $0 / 2 }
            .sink { halves.append($0) }
        XCTAssertEqual(halves, [1.5, 2, 2.5])
        // paste end
        assertPastedSameAsOpenCombine(halves, lane: "cancellable")
        _ = cancellable
    }

    func testArrayLiteralWithADecimalIsOfDoubles() {
        // paste begin
        let readings = [1, 2.5, -3]
        var received: [Double] = []
        let cancellable = readings.publisher
            .map { $0 * 2 }
            .sink { received.append($0) }
        // paste end
        assertPastedSameAsOpenCombine(received, lane: "cancellable")
        _ = cancellable
    }

    func testSubjectsOfDoubles() {
        // paste begin
        let scheduler = DispatchQueue.test
        let temperature = PassthroughSubject<Double, Never>()
        let level = CurrentValueSubject<Double, Never>(1)
        var total: Double = 0
        var received: [Double] = []
        var cancellables = Set<AnyCancellable>()

        temperature
            .zip(level)
            .map { $0 / 4 + $1 }
            .sink { value in
                received.append(value)
                total += value
            }
            .store(in: &cancellables)

        temperature.send(4)
        scheduler.advance(by: 1)
        level.value = 2
        scheduler.advance(by: 1)
        temperature.send(8)
        XCTAssertEqual(total, 6)
        XCTAssertEqual(received, [2, 4])
        // paste end
        assertPastedSameAsOpenCombine(received, lane: "sink1")
    }

    func testCurrentValueSubjectOfDoublesHoldsADouble() {
        // paste begin
        let level = CurrentValueSubject<Double, Never>(1)
        var levels: [Double] = []
        let cancellable = level.sink { levels.append($0) }
        level.send(2)
        level.value = 3
        XCTAssertEqual(level.value, 3)
        // paste end
        assertPastedSameAsOpenCombine(levels, lane: "cancellable")
        _ = cancellable
    }

    func testFunctionOfADouble() {
        // paste begin
        func half(_ value: Double) -> Double { value / 2 }
        var halves: [Double] = []
        let cancellable = [3, 4].publisher
            .map { half(Double($0)) + half(1) }
            .sink { halves.append($0) }
        // paste end
        assertPastedSameAsOpenCombine(halves, lane: "cancellable")
        _ = cancellable
    }
}
