import TestSupport
import XCTest

/// The examples of Apple's Combine operator pages on optionals and replacement values, pasted as they are.
/// Each states the exact trace, and names its page in the stored copy of Apple's documentation,
/// theAppLaunchers/apple-docs-for-rag. A value that is there is drawn as itself: where Swift prints
/// `Optional(1.0)`, the marble reads `1.0`; `nil` reads `nil`.
final class PastedAppleOptionalExampleTests: XCTestCase {
    /// Apple's `replaceNil(with:)` page (Combine/md/combine-publisher-replacenil(with:).md in
    /// theAppLaunchers/apple-docs-for-rag). The page prints `Optional(1.0) Optional(2.0) Optional(0.0)
    /// Optional(3.0)`: the same values, drawn without Swift's `Optional(…)`.
    func testReplaceNil() {
        assertPasted(#"""
            let numbers: [Double?] = [1.0, 2.0, nil, 3.0]
            numbers.publisher
                .replaceNil(with: 0.0)
                .sink { print("\($0)", terminator: " ") }

            // Prints: "Optional(1.0) Optional(2.0) Optional(0.0) Optional(3.0)"
            """#, trace: """
            sink1  (^,1.0,2.0,0.0,3.0,|)
            """, ticks: 1, unit: nil, lane: "sink1", prints: ["1.0", "2.0", "0.0", "3.0"])
    }

    /// Apple's `replaceEmpty(with:)` page (Combine/md/combine-publisher-replaceempty(with:).md in
    /// theAppLaunchers/apple-docs-for-rag), its first example: the page prints `(nan)`.
    func testReplaceEmptyOfAnEmptyStream() {
        assertPasted(#"""
            let numbers: [Double] = []
            cancellable = numbers.publisher
                .replaceEmpty(with: Double.nan)
                .sink { print("\($0)", terminator: " ") }

            // Prints "(nan)".
            """#, trace: """
            cancellable  (^,nan,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["nan"])
    }

    /// The same page's second example: the sink receives what the page prints.
    func testReplaceEmptyOfAStreamWithValues() {
        assertPasted(#"""
            let otherNumbers: [Double] = [1.0, 2.0, 3.0]
            cancellable2 = otherNumbers.publisher
                .replaceEmpty(with: Double.nan)
                .sink { print("\($0)", terminator: " ") }

            // Prints: 1.0 2.0 3.0
            """#, trace: """
            cancellable2  (^,1.0,2.0,3.0,|)
            """, ticks: 1, unit: nil, lane: "cancellable2", prints: ["1.0", "2.0", "3.0"])
    }

    /// Apple's `map(_:)` page (Combine/md/combine-publisher-map(_:)-99evh.md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testMapWithADictionary() {
        assertPasted(#"""
            let numbers = [5, 4, 3, 2, 1, 0]
            let romanNumeralDict: [Int : String] =
               [1:"I", 2:"II", 3:"III", 4:"IV", 5:"V"]
            cancellable = numbers.publisher
                .map { romanNumeralDict[$0] ?? "(unknown)" }
                .sink { print("\($0)", terminator: " ") }

            // Prints: "V IV III II I (unknown)"
            """#, trace: """
            cancellable  (^,V,IV,III,II,I,(unknown),|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["V", "IV", "III", "II", "I", "(unknown)"])
    }

    /// Apple's `compactMap(_:)` page (Combine/md/combine-publisher-compactmap(_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testCompactMap() {
        assertPasted(#"""
            let numbers = (0...5)
            let romanNumeralDict: [Int : String] =
                [1: "I", 2: "II", 3: "III", 5: "V"]

            cancellable = numbers.publisher
                .compactMap { romanNumeralDict[$0] }
                .sink { print("\($0)", terminator: " ") }

            // Prints: "I II III V"
            """#, trace: """
            cancellable  (^,I,II,III,V,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["I", "II", "III", "V"])
    }
}
