import MarbleTrace
import TestSupport
import XCTest

/// The examples of Apple's Combine operator pages on combineLatest, pasted as they are (an undeclared
/// `cancellable` included). Each states the exact trace, and that the sink's lane receives what the page prints
/// (`prints`; strings without Swift's quotes, as marbles draw them). Each names its page in the stored copy of
/// Apple's documentation, theAppLaunchers/apple-docs-for-rag, where a reader can check it; where the page's
/// printed output and Combine part, the test says why.
final class PastedAppleCombiningExampleTests: XCTestCase {
    /// Apple's `combineLatest(_:)` page (Combine/md/combine-publisher-combinelatest(_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testCombineLatest() {
        assertPasted(#"""
            let pub1 = PassthroughSubject<Int, Never>()
            let pub2 = PassthroughSubject<Int, Never>()

            cancellable = pub1
                .combineLatest(pub2)
                .sink { print("Result: \($0).") }

            pub1.send(1)
            pub1.send(2)
            pub2.send(2)
            pub1.send(3)
            pub1.send(45)
            pub2.send(22)

            // Prints:
            //    Result: (2, 2).    // pub1 latest = 2, pub2 latest = 2
            //    Result: (3, 2).    // pub1 latest = 3, pub2 latest = 2
            //    Result: (45, 2).   // pub1 latest = 45, pub2 latest = 2
            //    Result: (45, 22).  // pub1 latest = 45, pub2 latest = 22
            """#, trace: """
            pub1         (1,2,3,45)------------------------
            pub2         (2,22)----------------------------
            cancellable  (^,(2, 2),(3, 2),(45, 2),(45, 22))
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["(2, 2)", "(3, 2)", "(45, 2)", "(45, 22)"])
    }

    /// Apple's `combineLatest(_:_:)` page (Combine/md/combine-publisher-combinelatest(_:_:)-5crqg.md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testCombineLatestThree() {
        assertPasted(#"""
            let pub = PassthroughSubject<Int, Never>()
            let pub2 = PassthroughSubject<Int, Never>()
            let pub3 = PassthroughSubject<Int, Never>()

            cancellable = pub
                .combineLatest(pub2, pub3)
                .sink { print("Result: \($0).") }

            pub.send(1)
            pub.send(2)
            pub2.send(2)
            pub3.send(9)

            pub.send(3)
            pub2.send(12)
            pub.send(13)
            pub3.send(19)

            // Prints:
            //  Result: (2, 2, 9).
            //  Result: (3, 2, 9).
            //  Result: (3, 12, 9).
            //  Result: (13, 12, 9).
            //  Result: (13, 12, 19).
            """#, trace: """
            pub          (1,2,3,13)-------------------------------------------------
            pub2         (2,12)-----------------------------------------------------
            pub3         (9,19)-----------------------------------------------------
            cancellable  (^,(2, 2, 9),(3, 2, 9),(3, 12, 9),(13, 12, 9),(13, 12, 19))
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["(2, 2, 9)", "(3, 2, 9)", "(3, 12, 9)", "(13, 12, 9)", "(13, 12, 19)"])
    }

    /// Apple's `combineLatest(_:_:_:)` page (Combine/md/combine-publisher-combinelatest(_:_:_:)-48buc.md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testCombineLatestFour() {
        assertPasted(#"""
            let pub = PassthroughSubject<Int, Never>()
            let pub2 = PassthroughSubject<Int, Never>()
            let pub3 = PassthroughSubject<Int, Never>()
            let pub4 = PassthroughSubject<Int, Never>()

            cancellable = pub
                .combineLatest(pub2, pub3, pub4)
                .sink { print("Result: \($0).") }

            pub.send(1)
            pub.send(2)
            pub2.send(2)
            pub3.send(9)
            pub4.send(1)

            pub.send(3)
            pub2.send(12)
            pub.send(13)
            pub3.send(19)
            //
            // Prints:
            //  Result: (2, 2, 9, 1).
            //  Result: (3, 2, 9, 1).
            //  Result: (3, 12, 9, 1).
            //  Result: (13, 12, 9, 1).
            //  Result: (13, 12, 19, 1).
            """#, trace: """
            pub          (1,2,3,13)----------------------------------------------------------------
            pub2         (2,12)--------------------------------------------------------------------
            pub3         (9,19)--------------------------------------------------------------------
            pub4         1-------------------------------------------------------------------------
            cancellable  (^,(2, 2, 9, 1),(3, 2, 9, 1),(3, 12, 9, 1),(13, 12, 9, 1),(13, 12, 19, 1))
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["(2, 2, 9, 1)", "(3, 2, 9, 1)", "(3, 12, 9, 1)", "(13, 12, 9, 1)", "(13, 12, 19, 1)"])
    }

    /// Apple's `combineLatest(_:_:)` page (Combine/md/combine-publisher-combinelatest(_:_:)-1n30g.md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testCombineLatestWithClosure() {
        assertPasted(#"""
            let pub1 = PassthroughSubject<Int, Never>()
            let pub2 = PassthroughSubject<Int, Never>()

            cancellable = pub1
                .combineLatest(pub2) { (first, second) in
                    return first * second
                }
                .sink { print("Result: \($0).") }

            pub1.send(1)
            pub1.send(2)
            pub2.send(2)
            pub1.send(9)
            pub1.send(3)
            pub2.send(12)
            pub1.send(13)
            //
            // Prints:
            //Result: 4.    (pub1 latest = 2, pub2 latest = 2)
            //Result: 18.   (pub1 latest = 9, pub2 latest = 2)
            //Result: 6.    (pub1 latest = 3, pub2 latest = 2)
            //Result: 36.   (pub1 latest = 3, pub2 latest = 12)
            //Result: 156.  (pub1 latest = 13, pub2 latest = 12)
            """#, trace: """
            pub1         (1,2,9,3,13)-----
            pub2         (2,12)-----------
            cancellable  (^,4,18,6,36,156)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["4", "18", "6", "36", "156"])
    }

    /// Apple's `combineLatest(_:_:_:)` page (Combine/md/combine-publisher-combinelatest(_:_:_:)-6ekpz.md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testCombineLatestThreeWithClosure() {
        assertPasted(#"""
            let pub = PassthroughSubject<Int, Never>()
            let pub2 = PassthroughSubject<Int, Never>()
            let pub3 = PassthroughSubject<Int, Never>()

            cancellable = pub
                .combineLatest(pub2, pub3) { firstValue, secondValue, thirdValue in
                    return firstValue * secondValue * thirdValue
                }
                .sink { print("Result: \($0).") }

            pub.send(1)
            pub.send(2)
            pub2.send(2)
            pub3.send(10)

            pub.send(9)
            pub3.send(4)
            pub2.send(12)

            // Prints:
            //  Result: 40.     // pub = 2, pub2 = 2, pub3 = 10
            //  Result: 180.    // pub = 9, pub2 = 2, pub3 = 10
            //  Result: 72.     // pub = 9, pub2 = 2, pub3 = 4
            //  Result: 432.    // pub = 9, pub2 = 12, pub3 = 4
            """#, trace: """
            pub          (1,2,9)----------
            pub2         (2,12)-----------
            pub3         (10,4)-----------
            cancellable  (^,40,180,72,432)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["40", "180", "72", "432"])
    }

    /// Apple's `combineLatest(_:_:_:_:)` page (Combine/md/combine-publisher-combinelatest(_:_:_:_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testCombineLatestFourWithClosure() {
        assertPasted(#"""
            let pub = PassthroughSubject<Int, Never>()
            let pub2 = PassthroughSubject<Int, Never>()
            let pub3 = PassthroughSubject<Int, Never>()
            let pub4 = PassthroughSubject<Int, Never>()

            cancellable = pub
                .combineLatest(pub2, pub3, pub4) { firstValue, secondValue, thirdValue, fourthValue in
                    return firstValue * secondValue * thirdValue * fourthValue
                }
                .sink { print("Result: \($0).") }

            pub.send(1)
            pub.send(2)
            pub2.send(2)
            pub3.send(9)
            pub4.send(1)

            pub.send(3)
            pub2.send(12)
            pub.send(13)
            pub3.send(19)

            // Prints:
            //  Result: 36.     // pub = 2,  pub2 = 2,   pub3 = 9,  pub4 = 1
            //  Result: 54.     // pub = 3,  pub2 = 2,   pub3 = 9,  pub4 = 1
            //  Result: 324.    // pub = 3,  pub2 = 12,  pub3 = 9,  pub4 = 1
            //  Result: 1404.   // pub = 13, pub2 = 12,  pub3 = 9,  pub4 = 1
            //  Result: 2964.   // pub = 13, pub2 = 12,  pub3 = 19, pub4 = 1
            """#, trace: """
            pub          (1,2,3,13)-------------
            pub2         (2,12)-----------------
            pub3         (9,19)-----------------
            pub4         1----------------------
            cancellable  (^,36,54,324,1404,2964)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["36", "54", "324", "1404", "2964"])
    }
}
