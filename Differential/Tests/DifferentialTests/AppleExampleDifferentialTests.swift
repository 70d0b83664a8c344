import CombineSchedulers
import Foundation
import OpenCombine
import XCTest

/// What the examples below print: in this file `print` is this function, not Swift's, so that
/// a test can state what OpenCombine made the page's closures print. An error type the
/// example declares is local to the test here and prints with its context
/// (`DifferentialTests.AppleExampleDifferentialTests.(unknown context at $…).RangeError()`);
/// the page, where it is declared at the top level, prints `RangeError()`, and so does this.
private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let line = items.map { "\($0)" }.joined(separator: separator)
    printed.append(line.replacingOccurrences(of: #"DifferentialTests\.\w+\.(\(unknown context at \$[0-9a-f]+\)\.)+"#,
                                             with: "", options: .regularExpression))
}

private let printed = PrintedLines()

/// The lines `print` wrote since the last `take()`. XCTest runs one test at a time.
private final class PrintedLines: @unchecked Sendable {
    private var lines: [String] = []

    func append(_ line: String) { lines.append(line) }

    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}

/// Examples of Apple's Combine operator pages, each compiled here against OpenCombine as the
/// page prints it (only `cancellable` is declared, above the paste, as the page leaves it to
/// its reader) and pasted unchanged into marbles (the corpus's tests read the same lines,
/// `PastedApple*ExampleTests`): what OpenCombine prints is stated, and the sink's lane in
/// marbles receives the same values. Where a page's `// Prints:` comment and OpenCombine part,
/// this decides the corpus's expectation.
final class AppleExampleDifferentialTests: XCTestCase {
    /// Combine/md/combine-publisher-trymax(by:).md: the page prints a failure, but the ordering
    /// gets the value kept so far first; the kept 0 is never odd, so nothing throws.
    func testTryMax() {
        var cancellable: AnyCancellable?
        // paste begin
        struct IllegalValueError: Error {}

        let numbers: [Int]  = [0, 10, 6, 13, 22, 22]
        cancellable = numbers.publisher
            .tryMax { first, second -> Bool in
                if (first % 2 != 0) {
                    throw IllegalValueError()
                }
                return first > second
            }
            .sink(
                receiveCompletion: { print ("completion: \($0)") },
                receiveValue: { print ("value: \($0)") }
            )

        // Prints: completion: failure(IllegalValueError())
        // paste end
        XCTAssertNotNil(cancellable)
        XCTAssertEqual(printed.take(), ["value: 0", "completion: finished"])
        assertPastedSameAsOpenCombine([0], lane: "cancellable")
    }

    /// Combine/md/combine-publisher-trymin(by:).md: the reversed ordering gets the new value
    /// first, so 13 throws, as the page prints.
    func testTryMin() {
        // paste begin
        struct IllegalValueError: Error {}

        let numbers: [Int]  = [0, 10, 6, 13, 22, 22]
        numbers.publisher
            .tryMin { first, second -> Bool in
                if (first % 2 != 0) {
                    throw IllegalValueError()
                }
                return first < second
            }
            .sink(
                receiveCompletion: { print ("completion: \($0)") },
                receiveValue: { print ("value: \($0)") }
            )

        // Prints: "completion: failure(IllegalValueError())"
        // paste end
        XCTAssertEqual(printed.take(), ["completion: failure(IllegalValueError())"])
        assertPastedSameAsOpenCombine([Int](), lane: "sink1")
    }

    /// Combine/md/combine-publisher-trylast(where:).md: the page prints `5 completion:
    /// finished`, but `guard 0 != 0` throws on the first value. Swift rejects the page's
    /// closure as printed (it ignores its argument without `_ in`), so here it has `_ in`.
    func testTryLast() {
        var cancellable: AnyCancellable?
        // paste begin
        struct RangeError: Error {}

        let numbers = [-62, 1, 6, 10, 9, 22, 41, -1, 5]
        cancellable = numbers.publisher
            .tryLast { _ in
                guard 0 != 0  else {throw RangeError()}
                return true
            }
            .sink(
                receiveCompletion: { print ("completion: \($0)", terminator: " ") },
                receiveValue: { print ("\($0)", terminator: " ") }
            )
        // Prints: "5 completion: finished"
        // paste end
        XCTAssertNotNil(cancellable)
        XCTAssertEqual(printed.take(), ["completion: failure(RangeError())"])
        assertPastedSameAsOpenCombine([Int](), lane: "cancellable")
    }

    /// Combine/md/combine-publisher-append(_:)-69sdn.md: an array appends its elements.
    func testAppendSequence() {
        var cancellable: AnyCancellable?
        // paste begin
        let groundTransport = ["car", "bus", "truck", "subway", "bicycle"]
        let airTransport = ["parasail", "jet", "helicopter", "rocket"]
        cancellable = groundTransport.publisher
            .append(airTransport)
            .sink { print("\($0)", terminator: " ") }

        // Prints: "car bus truck subway bicycle parasail jet helicopter rocket"
        // paste end
        XCTAssertNotNil(cancellable)
        let expected = ["car", "bus", "truck", "subway", "bicycle", "parasail", "jet", "helicopter", "rocket"]
        XCTAssertEqual(printed.take(), expected)
        assertPastedSameAsOpenCombine(expected, lane: "cancellable")
    }

    /// Combine/md/combine-publisher-tryremoveduplicates(by:).md.
    func testTryRemoveDuplicates() {
        var cancellable: AnyCancellable?
        // paste begin
        struct BadValuesError: Error {}
        let numbers = [0, 0, 0, 0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4]
        cancellable = numbers.publisher
            .tryRemoveDuplicates { first, second -> Bool in
                if (first == 4 && second == 4) {
                    throw BadValuesError()
                }
                return first == second
            }
            .sink(
                receiveCompletion: { print ("\($0)") },
                receiveValue: { print ("\($0)", terminator: " ") }
             )

         // Prints: "0 1 2 3 4 failure(BadValuesError()"
        // paste end
        XCTAssertNotNil(cancellable)
        XCTAssertEqual(printed.take(), ["0", "1", "2", "3", "4", "failure(BadValuesError())"])
        assertPastedSameAsOpenCombine([0, 1, 2, 3, 4], lane: "cancellable")
    }

    /// Combine/md/combine-publisher-trydrop(while:).md.
    func testTryDrop() {
        var cancellable: AnyCancellable?
        // paste begin
        struct RangeError: Error {}
        var numbers = [1, 2, 3, 4, 5, 6, -1, 7, 8, 9, 10]
        let range: CountableClosedRange<Int> = (1...100)
        cancellable = numbers.publisher
            .tryDrop {
                guard $0 != 0 else { throw RangeError() }
                return range.contains($0)
            }
            .sink(
                receiveCompletion: { print ("completion: \($0)") },
                receiveValue: { print ("value: \($0)") }
            )

        // Prints: "-1 7 8 9 10 completion: finished"
        // If instead numbers was [1, 2, 3, 4, 5, 6, 0, -1, 7, 8, 9, 10], tryDrop(while:) would fail with a RangeError.
        // paste end
        numbers = []
        XCTAssertNotNil(cancellable)
        XCTAssertEqual(printed.take(), ["value: -1", "value: 7", "value: 8", "value: 9", "value: 10", "completion: finished"])
        assertPastedSameAsOpenCombine([-1, 7, 8, 9, 10], lane: "cancellable")
    }

    /// Combine/md/combine-publisher-trycontains(where:).md.
    func testTryContains() {
        // paste begin
        struct IllegalValueError: Error {}

        let numbers = [3, 2, 10, 5, 0, 9]
        numbers.publisher
            .tryContains {
                if ($0 % 2 != 0) {
                    throw IllegalValueError()
                }
               return $0 < 10
            }
            .sink(
                receiveCompletion: { print ("completion: \($0)") },
                receiveValue: { print ("value: \($0)") }
            )

        // Prints: "completion: failure(IllegalValueError())"
        // paste end
        XCTAssertEqual(printed.take(), ["completion: failure(IllegalValueError())"])
        assertPastedSameAsOpenCombine([Bool](), lane: "sink1")
    }

    /// Combine/md/combine-publisher-trycatch(_:).md.
    func testTryCatch() {
        var cancellable: AnyCancellable?
        // paste begin
        enum SimpleError: Error { case error }
        var numbers = [5, 4, 3, 2, 1, -1, 7, 8, 9, 10]

        cancellable = numbers.publisher
           .tryMap { v in
                if v > 0 {
                    return v
                } else {
                    throw SimpleError.error
                }
        }
          .tryCatch { error in
              Just(0) // Send a final value before completing normally.
                      // Alternatively, throw a new error to terminate the stream.
        }
          .sink(receiveCompletion: { print ("Completion: \($0).") },
                receiveValue: { print ("Received \($0).") }
          )
        //    Received 5.
        //    Received 4.
        //    Received 3.
        //    Received 2.
        //    Received 1.
        //    Received 0.
        //    Completion: finished.
        // paste end
        numbers = []
        XCTAssertNotNil(cancellable)
        XCTAssertEqual(printed.take(), ["Received 5.", "Received 4.", "Received 3.", "Received 2.", "Received 1.", "Received 0.",
                                 "Completion: finished."])
        assertPastedSameAsOpenCombine([5, 4, 3, 2, 1, 0], lane: "cancellable")
    }

    /// Combine/md/combine-publisher-tryscan(_:_:).md: the page prints a `-1` before the failure,
    /// but the function throws on the `0` before computing anything.
    func testTryScan() {
        var cancellable: AnyCancellable?
        // paste begin
        struct DivisionByZeroError: Error {}

        /// A function that throws a DivisionByZeroError if `current` provided by the TryScan publisher is zero.
        func myThrowingFunction(_ lastValue: Int, _ currentValue: Int) throws -> Int {
            guard currentValue != 0 else { throw DivisionByZeroError() }
            return (lastValue + currentValue) / currentValue
         }

        let numbers = [1,2,3,4,5,0,6,7,8,9]
        cancellable = numbers.publisher
            .tryScan(10) { try myThrowingFunction($0, $1) }
            .sink(
                receiveCompletion: { print ("\($0)") },
                receiveValue: { print ("\($0)", terminator: " ") }
             )

        // Prints: "11 6 3 1 1 -1 failure(DivisionByZeroError())".
        // paste end
        XCTAssertNotNil(cancellable)
        XCTAssertEqual(printed.take(), ["11", "6", "3", "1", "1", "failure(DivisionByZeroError())"])
        assertPastedSameAsOpenCombine([11, 6, 3, 1, 1], lane: "cancellable")
    }

    /// Combine/md/combine-publisher-trycompactmap(_:).md: the page prints `(Unknown)` first, but
    /// the function returns `nil` for 6, which `tryCompactMap` drops.
    func testTryCompactMap() {
        var cancellable: AnyCancellable?
        // paste begin
        struct ParseError: Error {}
        func romanNumeral(from: Int) throws -> String? {
            let romanNumeralDict: [Int : String] =
                [1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"]
            guard from != 0 else { throw ParseError() }
            return romanNumeralDict[from]
        }
        let numbers = [6, 5, 4, 3, 2, 1, 0]
        cancellable = numbers.publisher
            .tryCompactMap { try romanNumeral(from: $0) }
            .sink(
                  receiveCompletion: { print ("\($0)") },
                  receiveValue: { print ("\($0)", terminator: " ") }
             )

        // Prints: "(Unknown) V IV III II I failure(ParseError())"
        // paste end
        XCTAssertNotNil(cancellable)
        XCTAssertEqual(printed.take(), ["V", "IV", "III", "II", "I", "failure(ParseError())"])
        assertPastedSameAsOpenCombine(["V", "IV", "III", "II", "I"], lane: "cancellable")
    }

    /// Combine/md/combine-publisher-max(by:).md: the page prints `queen`, but its ordering compares
    /// with `>`, which makes the smallest raw value the greatest: `ace`.
    func testMaxByRawValue() {
        var cancellable: AnyCancellable?
        // paste begin
        enum Rank: Int {
            case ace = 1, two, three, four, five, six, seven, eight, nine, ten, jack, queen, king
        }

        let cards: [Rank] = [.five, .queen, .ace, .eight, .jack]
        cancellable = cards.publisher
            .max {
                return  $0.rawValue > $1.rawValue
            }
            .sink { print("\($0)") }

        // Prints: "queen"
        // paste end
        XCTAssertNotNil(cancellable)
        XCTAssertEqual(printed.take(), ["ace"])
        assertPastedSameAsOpenCombine(["ace"], lane: "cancellable")
    }
}

