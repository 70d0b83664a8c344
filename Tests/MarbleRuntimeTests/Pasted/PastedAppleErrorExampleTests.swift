import MarbleTrace
import TestSupport
import XCTest

/// The examples of Apple's Combine operator pages on error-throwing closures and error handling (the try
/// operators, replaceError, ignoreOutput, catch), pasted as they are (an undeclared `cancellable` included).
/// Each states the exact trace, and that the sink's lane receives what the page prints (`prints`; strings
/// without Swift's quotes, as marbles draw them). Each names its page in the stored copy of Apple's
/// documentation, theAppLaunchers/apple-docs-for-rag, where a reader can check it; where the page's printed
/// output and Combine part, the test says why.
final class PastedAppleErrorExampleTests: XCTestCase {
    /// Apple's `mapError(_:)` page (Combine/md/combine-publisher-maperror(_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The page's `receiveCompletion:` closure lacks its `}`,
    /// which Swift rejects too; mended here, the rest as printed. `[Double] = [5, 4, 3, 2, 1, 0]`
    /// holds doubles, so `1 / 3` is `0.3333333333333333`; the page prints
    /// `failure(MyGenericError(wrappedError: DivisionByZeroError()))`, and so does marbles.
    func testMapError() {
        assertPasted(#"""
            struct DivisionByZeroError: Error {}
            struct MyGenericError: Error { var wrappedError: Error }

            func myDivide(_ dividend: Double, _ divisor: Double) throws -> Double {
                   guard divisor != 0 else { throw DivisionByZeroError() }
                   return dividend / divisor
               }

            let divisors: [Double] = [5, 4, 3, 2, 1, 0]
            divisors.publisher
                .tryMap { try myDivide(1, $0) }
                .mapError { MyGenericError(wrappedError: $0) }
                .sink(
                    receiveCompletion: { print ("completion: \($0)") },
                    receiveValue: { print ("value: \($0)", terminator: " ") }
                 )

            // Prints: "0.2 0.25 0.3333333333333333 0.5 1.0 completion: failure(MyGenericError(wrappedError: DivisionByZeroError()))"
            """#, trace: """
            sink1  (^,0.2,0.25,0.3333333333333333,0.5,1.0,#)
            """, ticks: 1, unit: nil, lane: "sink1",
                     prints: ["0.2", "0.25", "0.3333333333333333", "0.5", "1.0"],
                     failures: ["MyGenericError(wrappedError: DivisionByZeroError())"])
    }

    /// Apple's `tryFilter(_:)` page (Combine/md/combine-publisher-tryfilter(_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The page prints `failure(DivisionByZeroError())`, but the closure
    /// throws `ZeroError()`: the failure is `ZeroError`.
    func testTryFilter() {
        assertPasted(#"""
            struct ZeroError: Error {}

            let numbers: [Int] = [1, 2, 3, 4, 0, 5]
            cancellable = numbers.publisher
                .tryFilter{
                    if $0 == 0 {
                        throw ZeroError()
                    } else {
                        return $0 % 2 == 0
                    }
                }
                .sink(
                    receiveCompletion: { print ("\($0)") },
                    receiveValue: { print ("\($0)", terminator: " ") }
                 )

            // Prints: "2 4 failure(DivisionByZeroError())".
            """#, trace: """
            cancellable  (^,2,4,#)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["2", "4"], failures: ["ZeroError()"])
    }

    /// Apple's `replaceError(with:)` page (Combine/md/combine-publisher-replaceerror(with:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testReplaceError() {
        assertPasted(#"""
            struct MyError: Error {}
            let fail = Fail<String, MyError>(error: MyError())
            cancellable = fail
                .replaceError(with: "(replacement element)")
                .sink(
                    receiveCompletion: { print ("\($0)") },
                    receiveValue: { print ("\($0)", terminator: " ") }
                )

            // Prints: "(replacement element) finished".
            """#, trace: """
            fail         (^,#)
            cancellable  (^,(replacement element),|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["(replacement element)"], failures: ["MyError()"])
    }

    /// Apple's `ignoreOutput()` page (Combine/md/combine-publisher-ignoreoutput().md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints. Cut at its `<` in this
    /// copy; the other copies read `return anInt < 20` and print `completion:
    /// failure(NoZeroValuesAllowedError())`.
    func testIgnoreOutput() {
        assertPasted(#"""
            struct NoZeroValuesAllowedError: Error {}
            let numbers = [1, 2, 3, 4, 5, 0, 6, 7, 8, 9]
            cancellable = numbers.publisher
                .tryFilter({ anInt in
                    guard anInt != 0 else { throw NoZeroValuesAllowedError() }
                    return anInt < 20
                })
                .ignoreOutput()
                .sink(receiveCompletion: {print("completion: \($0)")},
                      receiveValue: {print("value \($0)")})

            // Prints: "completion: failure(NoZeroValuesAllowedError())"
            """#, trace: """
            cancellable  (^,#)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: [], failures: ["NoZeroValuesAllowedError()"])
    }

    /// Apple's `tryContains(where:)` page (Combine/md/combine-publisher-trycontains(where:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints. Cut at its `<` in this
    /// copy; the other copies read `return $0 < 10`. The example is read from AppleExampleDifferentialTests,
    /// which compiles it against OpenCombine.
    func testTryContains() {
        assertPasted(differentialPaste("testTryContains", in: "AppleExampleDifferentialTests.swift"), trace: """
            sink1  (^,#)
            """, ticks: 1, unit: nil, lane: "sink1",
                     prints: [], failures: ["IllegalValueError()"])
    }

    /// Apple's `tryMax(by:)` page (Combine/md/combine-publisher-trymax(by:).md in
    /// theAppLaunchers/apple-docs-for-rag). The page prints `completion: failure(IllegalValueError())`, but the
    /// ordering gets the value kept so far first (as OpenCombine's `tryMax` calls it): the kept 0 is never odd,
    /// so nothing throws and 0 is published. The example is read from AppleExampleDifferentialTests, which
    /// compiles it against OpenCombine.
    func testTryMax() {
        assertPasted(differentialPaste("testTryMax", in: "AppleExampleDifferentialTests.swift"), trace: """
            cancellable  (^,0,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["0"])
    }

    /// Apple's `tryMin(by:)` page (Combine/md/combine-publisher-trymin(by:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints. Cut at its `<` in this
    /// copy; the other copies read `return first < second`. The example is read from
    /// AppleExampleDifferentialTests, which compiles it against OpenCombine.
    func testTryMin() {
        assertPasted(differentialPaste("testTryMin", in: "AppleExampleDifferentialTests.swift"), trace: """
            sink1  (^,#)
            """, ticks: 1, unit: nil, lane: "sink1",
                     prints: [], failures: ["IllegalValueError()"])
    }

    /// Apple's `tryDrop(while:)` page (Combine/md/combine-publisher-trydrop(while:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints. The example is read from
    /// AppleExampleDifferentialTests, which compiles it against OpenCombine.
    func testTryDrop() {
        assertPasted(differentialPaste("testTryDrop", in: "AppleExampleDifferentialTests.swift"), trace: """
            cancellable  (^,-1,7,8,9,10,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["-1", "7", "8", "9", "10"])
    }

    /// Apple's `tryLast(where:)` page (Combine/md/combine-publisher-trylast(where:).md in
    /// theAppLaunchers/apple-docs-for-rag). The page prints `5 completion: finished`, but its guard, `0 != 0`,
    /// is false for every value: the first value throws and the stream fails at once (as OpenCombine does,
    /// AppleExampleDifferentialTests.testTryLast, where Swift needs the closure to be written `{ _ in`).
    func testTryLast() {
        assertPasted(#"""
            struct RangeError: Error {}

            let numbers = [-62, 1, 6, 10, 9, 22, 41, -1, 5]
            cancellable = numbers.publisher
                .tryLast {
                    guard 0 != 0  else {throw RangeError()}
                    return true
                }
                .sink(
                    receiveCompletion: { print ("completion: \($0)", terminator: " ") },
                    receiveValue: { print ("\($0)", terminator: " ") }
                )
            // Prints: "5 completion: finished"
            // If instead the numbers array had contained a `0`, the `tryLast` operator would terminate publishing with a RangeError."
            """#, trace: """
            cancellable  (^,#)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: [], failures: ["RangeError()"])
    }

    /// Apple's `tryRemoveDuplicates(by:)` page (Combine/md/combine-publisher-tryremoveduplicates(by:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints. The example is read from
    /// AppleExampleDifferentialTests, which compiles it against OpenCombine.
    func testTryRemoveDuplicates() {
        assertPasted(differentialPaste("testTryRemoveDuplicates", in: "AppleExampleDifferentialTests.swift"), trace: """
            cancellable  (^,0,1,2,3,4,#)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["0", "1", "2", "3", "4"], failures: ["BadValuesError()"])
    }

    /// Apple's `catch(_:)` page (Combine/md/combine-publisher-catch(_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testCatch() {
        assertPasted(#"""
            struct SimpleError: Error {}
            let numbers = [5, 4, 3, 2, 1, 0, 9, 8, 7, 6]
            cancellable = numbers.publisher
                .tryLast(where: {
                    guard $0 != 0 else {throw SimpleError()}
                    return true
                })
                .catch({ (error) in
                    Just(-1)
                })
                .sink { print("\($0)") }
                // Prints: -1
            """#, trace: """
            cancellable  (^,-1,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["-1"])
    }

    /// Apple's `tryCatch(_:)` page (Combine/md/combine-publisher-trycatch(_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints. The example is read from
    /// AppleExampleDifferentialTests, which compiles it against OpenCombine.
    func testTryCatch() {
        assertPasted(differentialPaste("testTryCatch", in: "AppleExampleDifferentialTests.swift"), trace: """
            cancellable  (^,5,4,3,2,1,0,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["5", "4", "3", "2", "1", "0"])
    }
}
