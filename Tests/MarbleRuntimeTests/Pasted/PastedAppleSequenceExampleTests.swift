import MarbleTrace
import TestSupport
import XCTest

/// The examples of Apple's Combine operator pages on selecting elements and sequence operations (drop, prefix,
/// output, append, prepend), pasted as they are (an undeclared `cancellable` included). Each states the exact
/// trace, and that the sink's lane receives what the page prints (`prints`; strings without Swift's quotes, as
/// marbles draw them). Each names its page in the stored copy of Apple's documentation,
/// theAppLaunchers/apple-docs-for-rag, where a reader can check it; where the page's printed output and Combine
/// part, the test says why.
final class PastedAppleSequenceExampleTests: XCTestCase {
    /// Apple's `dropFirst(_:)` page (Combine/md/combine-publisher-dropfirst(_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testDropFirst() {
        assertPasted(#"""
            let numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
            cancellable = numbers.publisher
                .dropFirst(5)
                .sink { print("\($0)", terminator: " ") }
            // Prints: "6 7 8 9 10 "
            """#, trace: """
            cancellable  (^,6,7,8,9,10,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["6", "7", "8", "9", "10"])
    }

    /// Apple's `prefix(_:)` page (Combine/md/combine-publisher-prefix(_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testPrefix() {
        assertPasted(#"""
            let numbers = (0...10)
            cancellable = numbers.publisher
                .prefix(2)
                .sink { print("\($0)", terminator: " ") }
            // Prints: "0 1"
            """#, trace: """
            cancellable  (^,0,1,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["0", "1"])
    }

    /// Apple's `first(where:)` page (Combine/md/combine-publisher-first(where:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testFirstWhere() {
        assertPasted(#"""
            let numbers = (-10...10)
            cancellable = numbers.publisher
                .first { $0 > 0 }
                .sink { print("\($0)") }

            // Prints: "1"
            """#, trace: """
            cancellable  (^,1,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["1"])
    }

    /// Apple's `last(where:)` page (Combine/md/combine-publisher-last(where:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints. In this copy of the page
    /// the example is cut at its `<`; the other copies of the same page read `.last { $0 < 6 }`.
    func testLastWhere() {
        assertPasted(#"""
            let numbers = (-10...10)
            cancellable = numbers.publisher
                .last { $0 < 6 }
                .sink { print("\($0)") }

            // Prints: "5"
            """#, trace: """
            cancellable  (^,5,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["5"])
    }

    /// Apple's `first()` page (Combine/md/combine-publisher-first().md in theAppLaunchers/apple-docs-for-rag).
    /// The sink receives what the page prints.
    func testFirst() {
        assertPasted(#"""
            let numbers = (-10...10)
            cancellable = numbers.publisher
                .first()
                .sink { print("\($0)") }
            // Print: "-10"
            """#, trace: """
            cancellable  (^,-10,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["-10"])
    }

    /// Apple's `last()` page (Combine/md/combine-publisher-last().md in theAppLaunchers/apple-docs-for-rag).
    /// The sink receives what the page prints.
    func testLast() {
        assertPasted(#"""
            let numbers = (-10...10)
            cancellable = numbers.publisher
                .last()
                .sink { print("\($0)") }
            // Prints: "10"
            """#, trace: """
            cancellable  (^,10,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["10"])
    }

    /// Apple's `output(at:)` page (Combine/md/combine-publisher-output(at:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testOutputAt() {
        assertPasted(#"""
            let numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
            numbers.publisher
                .output(at: 5)
                .sink { print("\($0)") }

            // Prints: "6"
            """#, trace: """
            sink1  (^,6,|)
            """, ticks: 1, unit: nil, lane: "sink1",
                     prints: ["6"])
    }

    /// Apple's `output(in:)` page (Combine/md/combine-publisher-output(in:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testOutputIn() {
        assertPasted(#"""
            let numbers = [1, 1, 2, 2, 2, 3, 4, 5, 6]
            numbers.publisher
                .output(in: (3...5))
                .sink { print("\($0)", terminator: " ") }

            // Prints: "2 2 3"
            """#, trace: """
            sink1  (^,2,2,3,|)
            """, ticks: 1, unit: nil, lane: "sink1",
                     prints: ["2", "2", "3"])
    }

    /// Apple's `drop(while:)` page (Combine/md/combine-publisher-drop(while:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints. Cut at its `<` in this
    /// copy; the other copies read `.drop { $0 <= 0 }`.
    func testDropWhile() {
        assertPasted(#"""
            let numbers = [-62, -1, 0, 10, 0, 22, 41, -1, 5]
            cancellable = numbers.publisher
                .drop { $0 <= 0 }
                .sink { print("\($0)") }
            // Prints: "10 0, 22 41 -1 5"
            """#, trace: """
            cancellable  (^,10,0,22,41,-1,5,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["10", "0", "22", "41", "-1", "5"])
    }

    /// Apple's `prefix(while:)` page (Combine/md/combine-publisher-prefix(while:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints. Cut at its `<` in this
    /// copy; the other copies read `.prefix { $0 < 5 }`.
    func testPrefixWhile() {
        assertPasted(#"""
            let numbers = (0...10)
            numbers.publisher
                .prefix { $0 < 5 }
                .sink { print("\($0)", terminator: " ") }
            // Prints: "0 1 2 3 4"
            """#, trace: """
            sink1  (^,0,1,2,3,4,|)
            """, ticks: 1, unit: nil, lane: "sink1",
                     prints: ["0", "1", "2", "3", "4"])
    }

    /// Apple's `append(_:)` page (Combine/md/combine-publisher-append(_:)-1qb8d.md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testAppendElements() {
        assertPasted(#"""
            let dataElements = (0...10)
            cancellable = dataElements.publisher
                .append(0, 1, 255)
                .sink { print("\($0)", terminator: " ") }
            // Prints: "0 1 2 3 4 5 6 7 8 9 10 0 1 255"
            """#, trace: """
            cancellable  (^,0,1,2,3,4,5,6,7,8,9,10,0,1,255,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "0", "1", "255"])
    }

    /// Apple's `append(_:)` page (Combine/md/combine-publisher-append(_:)-69sdn.md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints. The example is read from
    /// AppleExampleDifferentialTests, which compiles it against OpenCombine.
    func testAppendSequence() {
        assertPasted(differentialPaste("testAppendSequence", in: "AppleExampleDifferentialTests.swift"), trace: """
            cancellable  (^,car,bus,truck,subway,bicycle,parasail,jet,helicopter,rocket,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["car", "bus", "truck", "subway", "bicycle", "parasail", "jet", "helicopter", "rocket"])
    }

    /// Apple's `append(_:)` page (Combine/md/combine-publisher-append(_:)-5yh02.md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testAppendPublisher() {
        assertPasted(#"""
            let numbers = (0...10)
            let otherNumbers = (25...35)
            cancellable = numbers.publisher
                .append(otherNumbers.publisher)
                .sink { print("\($0)", terminator: " ") }

            // Prints: "0 1 2 3 4 5 6 7 8 9 10 25 26 27 28 29 30 31 32 33 34 35 "
            """#, trace: """
            cancellable  (^,0,1,2,3,4,5,6,7,8,9,10,25,26,27,28,29,30,31,32,33,34,35,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "35"])
    }

    /// Apple's `prepend(_:)` page (Combine/md/combine-publisher-prepend(_:)-7wk5l.md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testPrependElements() {
        assertPasted(#"""
            let dataElements = (0...10)
            cancellable = dataElements.publisher
                .prepend(0, 1, 255)
                .sink { print("\($0)", terminator: " ") }
            // Prints: "0 1 255 0 1 2 3 4 5 6 7 8 9 10"
            """#, trace: """
            cancellable  (^,0,1,255,0,1,2,3,4,5,6,7,8,9,10,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["0", "1", "255", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"])
    }

    /// Apple's `prepend(_:)` page (Combine/md/combine-publisher-prepend(_:)-v9sb.md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testPrependSequence() {
        assertPasted(#"""
            let prefixValues = [0, 1, 255]
            let dataElements = (0...10)
            cancellable = dataElements.publisher
                .prepend(prefixValues)
                .sink { print("\($0)", terminator: " ") }

            // Prints: "0 1 255 0 1 2 3 4 5 6 7 8 9 10"
            """#, trace: """
            cancellable  (^,0,1,255,0,1,2,3,4,5,6,7,8,9,10,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["0", "1", "255", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"])
    }

    /// Apple's `prepend(_:)` page (Combine/md/combine-publisher-prepend(_:)-5dj9c.md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testPrependPublisher() {
        assertPasted(#"""
            let prefixValues = [0, 1, 255]
            let dataElements = (0...10)
            cancellable = dataElements.publisher
                .prepend(prefixValues.publisher)
                .sink { print("\($0)", terminator: " ") }
            // Prints: "0 1 255 0 1 2 3 4 5 6 7 8 9 10"
            """#, trace: """
            cancellable  (^,0,1,255,0,1,2,3,4,5,6,7,8,9,10,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["0", "1", "255", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"])
    }
}
