import TestSupport
import XCTest

/// The examples of Apple's Combine operator pages that declare a `func` their closures call, pasted as they
/// are. Each states the exact trace and names its page in theAppLaunchers/apple-docs-for-rag.
final class PastedAppleFunctionExampleTests: XCTestCase {
    /// Apple's `tryScan(_:_:)` page (Combine/md/combine-publisher-tryscan(_:_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The page prints `11 6 3 1 1 -1 failure(DivisionByZeroError())`,
    /// but its function throws on the `0` before computing anything: (1 + 5) / 5 is the last value, then the
    /// stream fails; no `-1` is ever computed. The example is read from AppleExampleDifferentialTests,
    /// which compiles it against OpenCombine.
    func testTryScan() {
        assertPasted(differentialPaste("testTryScan", in: "AppleExampleDifferentialTests.swift"), trace: """
            cancellable  (^,11,6,3,1,1,#)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["11", "6", "3", "1", "1"],
                     failures: ["DivisionByZeroError()"])
    }

    /// Apple's `tryReduce(_:_:)` page (Combine/md/combine-publisher-tryreduce(_:_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The page prints nothing; as it says, the `0` makes `myDivide`
    /// throw and `catch` publishes `nan`.
    func testTryReduce() {
        assertPasted(#"""
            struct DivisionByZeroError: Error {}
            func myDivide(_ dividend: Double, _ divisor: Double) throws -> Double {
                guard divisor != 0 else { throw DivisionByZeroError() }
                return dividend / divisor
            }

            var numbers: [Double] = [5, 4, 3, 2, 1, 0]
            numbers.publisher
                .tryReduce(numbers.first!, { accum, next in try myDivide(accum, next) })
                .catch({ _ in Just(Double.nan) })
                .sink { print("\($0)") }
            """#, trace: """
            sink1  (^,nan,|)
            """, ticks: 1, unit: nil, lane: "sink1", prints: ["nan"])
    }

    /// Apple's `tryMap(_:)` page (Combine/md/combine-publisher-trymap(_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testTryMap() {
        assertPasted(#"""
            struct ParseError: Error {}
            func romanNumeral(from:Int) throws -> String {
                let romanNumeralDict: [Int : String] =
                    [1:"I", 2:"II", 3:"III", 4:"IV", 5:"V"]
                guard let numeral = romanNumeralDict[from] else {
                    throw ParseError()
                }
                return numeral
            }
            let numbers = [5, 4, 3, 2, 1, 0]
            cancellable = numbers.publisher
                .tryMap { try romanNumeral(from: $0) }
                .sink(
                    receiveCompletion: { print ("completion: \($0)") },
                    receiveValue: { print ("\($0)", terminator: " ") }
                 )

            // Prints: "V IV III II I completion: failure(ParseError())"
            """#, trace: """
            cancellable  (^,V,IV,III,II,I,#)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["V", "IV", "III", "II", "I"], failures: ["ParseError()"])
    }

    /// Apple's `tryCompactMap(_:)` page (Combine/md/combine-publisher-trycompactmap(_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The page prints `(Unknown)` first, but the function returns `nil`
    /// for 6, which `tryCompactMap` drops. The example is read from AppleExampleDifferentialTests, which
    /// compiles it against OpenCombine.
    func testTryCompactMap() {
        assertPasted(differentialPaste("testTryCompactMap", in: "AppleExampleDifferentialTests.swift"), trace: """
            cancellable  (^,V,IV,III,II,I,#)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["V", "IV", "III", "II", "I"], failures: ["ParseError()"])
    }
}
