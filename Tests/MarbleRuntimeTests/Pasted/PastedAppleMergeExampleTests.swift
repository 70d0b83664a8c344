import MarbleTrace
import TestSupport
import XCTest

/// The examples of Apple's Combine operator pages on merge, pasted as they are (an undeclared `cancellable`
/// included). Each states the exact trace, and that the sink's lane receives what the page prints (`prints`;
/// strings without Swift's quotes, as marbles draw them). Each names its page in the stored copy of Apple's
/// documentation, theAppLaunchers/apple-docs-for-rag, where a reader can check it; where the page's printed
/// output and Combine part, the test says why.
final class PastedAppleMergeExampleTests: XCTestCase {
    /// Apple's `merge(with:)` page (Combine/md/combine-publisher-merge(with:)-7qt71.md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testMergeWith() {
        assertPasted(#"""
            let publisher = PassthroughSubject<Int, Never>()
            let pub2 = PassthroughSubject<Int, Never>()

            cancellable = publisher
                .merge(with: pub2)
                .sink { print("\($0)", terminator: " " )}

            publisher.send(2)
            pub2.send(2)
            publisher.send(3)
            pub2.send(22)
            publisher.send(45)
            pub2.send(22)
            publisher.send(17)

            // Prints: "2 2 3 22 45 22 17"
            """#, trace: """
            publisher    (2,3,45,17)----------
            pub2         (2,22,22)------------
            cancellable  (^,2,2,3,22,45,22,17)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["2", "2", "3", "22", "45", "22", "17"])
    }

    /// Apple's `merge(with:_:)` page (Combine/md/combine-publisher-merge(with:_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testMergeWithTwo() {
        assertPasted(#"""
            let pubA = PassthroughSubject<Int, Never>()
            let pubB = PassthroughSubject<Int, Never>()
            let pubC = PassthroughSubject<Int, Never>()

            cancellable = pubA
                .merge(with: pubB, pubC)
                .sink { print("\($0)", terminator: " " )}

            pubA.send(1)
            pubB.send(40)
            pubC.send(90)
            pubA.send(2)
            pubB.send(50)
            pubC.send(100)

            // Prints: "1 40 90 2 50 100"
            """#, trace: """
            pubA         (1,2)---------------
            pubB         (40,50)-------------
            pubC         (90,100)------------
            cancellable  (^,1,40,90,2,50,100)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["1", "40", "90", "2", "50", "100"])
    }

    /// Apple's `merge(with:_:_:)` page (Combine/md/combine-publisher-merge(with:_:_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testMergeWithThree() {
        assertPasted(#"""
            let pubA = PassthroughSubject<Int, Never>()
            let pubB = PassthroughSubject<Int, Never>()
            let pubC = PassthroughSubject<Int, Never>()
            let pubD = PassthroughSubject<Int, Never>()

            cancellable = pubA
                .merge(with: pubB, pubC, pubD)
                .sink { print("\($0)", terminator: " " )}

            pubA.send(1)
            pubB.send(40)
            pubC.send(90)
            pubD.send(-1)
            pubA.send(2)
            pubB.send(50)
            pubC.send(100)
            pubD.send(-2)

            // Prints: "1 40 90 -1 2 50 100 -2 "
            """#, trace: """
            pubA         (1,2)---------------------
            pubB         (40,50)-------------------
            pubC         (90,100)------------------
            pubD         (-1,-2)-------------------
            cancellable  (^,1,40,90,-1,2,50,100,-2)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["1", "40", "90", "-1", "2", "50", "100", "-2"])
    }

    /// Apple's `merge(with:_:_:_:)` page (Combine/md/combine-publisher-merge(with:_:_:_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testMergeWithFour() {
        assertPasted(#"""
             let pubA = PassthroughSubject<Int, Never>()
             let pubB = PassthroughSubject<Int, Never>()
             let pubC = PassthroughSubject<Int, Never>()
             let pubD = PassthroughSubject<Int, Never>()
             let pubE = PassthroughSubject<Int, Never>()

             cancellable = pubA
                 .merge(with: pubB, pubC, pubD, pubE)
                 .sink { print("\($0)", terminator: " " ) }

             pubA.send(1)
             pubB.send(40)
             pubC.send(90)
             pubD.send(-1)
             pubE.send(33)
             pubA.send(2)
             pubB.send(50)
             pubC.send(100)
             pubD.send(-2)
             pubE.send(33)

             // Prints: "1 40 90 -1 33 2 50 100 -2 33"
            """#, trace: """
            pubA         (1,2)---------------------------
            pubB         (40,50)-------------------------
            pubC         (90,100)------------------------
            pubD         (-1,-2)-------------------------
            pubE         (33,33)-------------------------
            cancellable  (^,1,40,90,-1,33,2,50,100,-2,33)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["1", "40", "90", "-1", "33", "2", "50", "100", "-2", "33"])
    }

    /// Apple's `merge(with:_:_:_:_:)` page (Combine/md/combine-publisher-merge(with:_:_:_:_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testMergeWithFive() {
        assertPasted(#"""
            let pubA = PassthroughSubject<Int, Never>()
            let pubB = PassthroughSubject<Int, Never>()
            let pubC = PassthroughSubject<Int, Never>()
            let pubD = PassthroughSubject<Int, Never>()
            let pubE = PassthroughSubject<Int, Never>()
            let pubF = PassthroughSubject<Int, Never>()

            cancellable = pubA
                .merge(with: pubB, pubC, pubD, pubE, pubF)
                .sink { print("\($0)", terminator: " " ) }

            pubA.send(1)
            pubB.send(40)
            pubC.send(90)
            pubD.send(-1)
            pubE.send(33)
            pubF.send(44)

            pubA.send(2)
            pubB.send(50)
            pubC.send(100)
            pubD.send(-2)
            pubE.send(33)
            pubF.send(33)

            //Prints: "1 40 90 -1 33 44 2 50 100 -2 33 33"
            """#, trace: """
            pubA         (1,2)---------------------------------
            pubB         (40,50)-------------------------------
            pubC         (90,100)------------------------------
            pubD         (-1,-2)-------------------------------
            pubE         (33,33)-------------------------------
            pubF         (44,33)-------------------------------
            cancellable  (^,1,40,90,-1,33,44,2,50,100,-2,33,33)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["1", "40", "90", "-1", "33", "44", "2", "50", "100", "-2", "33", "33"])
    }

    /// Apple's `merge(with:_:_:_:_:_:)` page (Combine/md/combine-publisher-merge(with:_:_:_:_:_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The page prints `1 40 90 -1 33 44 54 2 50 100 -2 33 33 54`, but its
    /// example merges `pubE` twice and `pubF` not at all (`merge(with: pubB, pubC, pubD, pubE, pubE, pubG)`):
    /// each 33 of `pubE` arrives twice and `pubF`'s values never do, as Combine's subject sends to each of its
    /// subscriptions.
    func testMergeWithSix() {
        assertPasted(#"""
            let pubA = PassthroughSubject<Int, Never>()
            let pubB = PassthroughSubject<Int, Never>()
            let pubC = PassthroughSubject<Int, Never>()
            let pubD = PassthroughSubject<Int, Never>()
            let pubE = PassthroughSubject<Int, Never>()
            let pubF = PassthroughSubject<Int, Never>()
            let pubG = PassthroughSubject<Int, Never>()

            cancellable = pubA
                .merge(with: pubB, pubC, pubD, pubE, pubE, pubG)
                .sink { print("\($0)", terminator: " " ) }

            pubA.send(1)
            pubB.send(40)
            pubC.send(90)
            pubD.send(-1)
            pubE.send(33)
            pubF.send(44)
            pubG.send(54)

            pubA.send(2)
            pubB.send(50)
            pubC.send(100)
            pubD.send(-2)
            pubE.send(33)
            pubF.send(33)
            pubG.send(54)

            //Prints: "1 40 90 -1 33 44 54 2 50 100 -2 33 33 54"
            """#, trace: """
            pubA         (1,2)---------------------------------------
            pubB         (40,50)-------------------------------------
            pubC         (90,100)------------------------------------
            pubD         (-1,-2)-------------------------------------
            pubE         (33,33)-------------------------------------
            pubF         (44,33)-------------------------------------
            pubG         (54,54)-------------------------------------
            cancellable  (^,1,40,90,-1,33,33,54,2,50,100,-2,33,33,54)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["1", "40", "90", "-1", "33", "33", "54", "2", "50", "100", "-2", "33", "33", "54"])
    }

    /// Apple's `merge(with:_:_:_:_:_:_:)` page (Combine/md/combine-publisher-merge(with:_:_:_:_:_:_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testMergeWithSeven() {
        assertPasted(#"""
            let pubA = PassthroughSubject<Int, Never>()
            let pubB = PassthroughSubject<Int, Never>()
            let pubC = PassthroughSubject<Int, Never>()
            let pubD = PassthroughSubject<Int, Never>()
            let pubE = PassthroughSubject<Int, Never>()
            let pubF = PassthroughSubject<Int, Never>()
            let pubG = PassthroughSubject<Int, Never>()
            let pubH = PassthroughSubject<Int, Never>()

            cancellable = pubA
                .merge(with: pubB, pubC, pubD, pubE, pubF, pubG, pubH)
                .sink { print("\($0)", terminator: " " ) }

            pubA.send(1)
            pubB.send(40)
            pubC.send(90)
            pubD.send(-1)
            pubE.send(33)
            pubF.send(44)
            pubG.send(54)
            pubH.send(1000)

            pubA.send(2)
            pubB.send(50)
            pubC.send(100)
            pubD.send(-2)
            pubE.send(33)
            pubF.send(33)
            pubG.send(54)
            pubH.send(1001)

            //Prints: "1 40 90 -1 33 44 54 1000 2 50 100 -2 33 33 54 1001"
            """#, trace: """
            pubA         (1,2)-------------------------------------------------
            pubB         (40,50)-----------------------------------------------
            pubC         (90,100)----------------------------------------------
            pubD         (-1,-2)-----------------------------------------------
            pubE         (33,33)-----------------------------------------------
            pubF         (44,33)-----------------------------------------------
            pubG         (54,54)-----------------------------------------------
            pubH         (1000,1001)-------------------------------------------
            cancellable  (^,1,40,90,-1,33,44,54,1000,2,50,100,-2,33,33,54,1001)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["1", "40", "90", "-1", "33", "44", "54", "1000", "2", "50", "100", "-2", "33", "33", "54", "1001"])
    }
}
