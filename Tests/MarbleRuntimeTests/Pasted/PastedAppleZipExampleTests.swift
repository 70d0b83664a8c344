import MarbleTrace
import TestSupport
import XCTest

/// The examples of Apple's Combine operator pages on zip, drop and prefix untilOutputFrom, and setFailureType,
/// pasted as they are (an undeclared `cancellable` included). Each states the exact trace, and that the sink's
/// lane receives what the page prints (`prints`; strings without Swift's quotes, as marbles draw them). Each
/// names its page in the stored copy of Apple's documentation, theAppLaunchers/apple-docs-for-rag, where a
/// reader can check it; where the page's printed output and Combine part, the test says why.
final class PastedAppleZipExampleTests: XCTestCase {
    /// Apple's `zip(_:)` page (Combine/md/combine-publisher-zip(_:).md in theAppLaunchers/apple-docs-for-rag).
    /// The sink receives what the page prints. On the page, three lines send to `letters` and `numbers`, names
    /// the example never declares (Swift rejects them); here they send to `lettersPub` and `numbersPub`, as the
    /// comments beside them say.
    func testZip() {
        assertPasted(#"""
            let numbersPub = PassthroughSubject<Int, Never>()
            let lettersPub = PassthroughSubject<String, Never>()

            cancellable = numbersPub
                .zip(lettersPub)
                .sink { print("\($0)") }
            numbersPub.send(1)    // numbersPub: 1      lettersPub:        zip output: <none>
            numbersPub.send(2)    // numbersPub: 1,2    lettersPub:        zip output: <none>
            lettersPub.send("A")  // numbersPub: 1,2    lettersPub: "A"    zip output: <none>
            numbersPub.send(3)    // numbersPub: 1,2,3  lettersPub: "A"    zip output: (1, "A")
            lettersPub.send("B")  // numbersPub: 1,2,3  lettersPub: "B"    zip output: (2, "B")

            // Prints:
            //  (1, "A")
            //  (2, "B")
            """#, trace: """
            numbersPub   (1,2,3)----------
            lettersPub   (A,B)------------
            cancellable  (^,(1, A),(2, B))
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["(1, A)", "(2, B)"])
    }

    /// Apple's `zip(_:_:)` page (Combine/md/combine-publisher-zip(_:_:)-8d7k7.md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testZipThree() {
        assertPasted(#"""
            let numbersPub = PassthroughSubject<Int, Never>()
            let lettersPub = PassthroughSubject<String, Never>()
            let emojiPub = PassthroughSubject<String, Never>()

            cancellable = numbersPub
                .zip(lettersPub, emojiPub)
                .sink { print("\($0)") }
            numbersPub.send(1)     // numbersPub: 1      lettersPub:          emojiPub:        zip output: <none>
            numbersPub.send(2)     // numbersPub: 1,2    lettersPub:          emojiPub:        zip output: <none>
            numbersPub.send(3)     // numbersPub: 1,2,3  lettersPub:          emojiPub:        zip output: <none>
            lettersPub.send("A")   // numbersPub: 1,2,3  lettersPub: "A"      emojiPub:        zip output: <none>
            emojiPub.send("😀")    // numbersPub: 2,3    lettersPub: "A"      emojiPub: "😀"   zip output: (1, "A", "😀")
            lettersPub.send("B")   // numbersPub: 2,3    lettersPub: "B"      emojiPub:        zip output: <none>
            emojiPub.send("🥰")    // numbersPub: 3      lettersPub:          emojiPub:        zip output: (2, "B", "🥰")

            // Prints:
            //  (1, "A", "😀")
            //  (2, "B", "🥰")
            """#, trace: """
            numbersPub   (1,2,3)----------------
            lettersPub   (A,B)------------------
            emojiPub     (😀,🥰)------------------
            cancellable  (^,(1, A, 😀),(2, B, 🥰))
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["(1, A, 😀)", "(2, B, 🥰)"])
    }

    /// Apple's `zip(_:_:_:)` page (Combine/md/combine-publisher-zip(_:_:_:)-16rcy.md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testZipFour() {
        assertPasted(#"""
            let numbersPub = PassthroughSubject<Int, Never>()
            let lettersPub = PassthroughSubject<String, Never>()
            let emojiPub = PassthroughSubject<String, Never>()
            let fractionsPub  = PassthroughSubject<Double, Never>()

            cancellable = numbersPub
                .zip(lettersPub, emojiPub, fractionsPub)
                .sink { print("\($0)") }
            numbersPub.send(1)         // numbersPub: 1       lettersPub:        emojiPub:       fractionsPub:         zip output: <none>
            numbersPub.send(2)         // numbersPub: 1,2     lettersPub:        emojiPub:       fractionsPub:         zip output: <none>
            numbersPub.send(3)         // numbersPub: 1,2,3   lettersPub:        emojiPub:       fractionsPub:         zip output: <none>
            fractionsPub.send(0.1)     // numbersPub: 1,2,3   lettersPub: "A"    emojiPub:       fractionsPub: 0.1     zip output: <none>
            lettersPub.send("A")       // numbersPub: 1,2,3   lettersPub: "A"    emojiPub:       fractionsPub: 0.1     zip output: <none>
            emojiPub.send("😀")        // numbersPub: 2,3     lettersPub: "A"    emojiPub: "😀"  fractionsPub: 0.1     zip output: (1, "A", "😀", 0.1)
            lettersPub.send("B")       // numbersPub: 2,3     lettersPub: "B"    emojiPub:       fractionsPub:         zip output: <none>
            fractionsPub.send(0.8)     // numbersPub: 2,3     lettersPub: "B"    emojiPub:       fractionsPub: 0.8     zip output: <none>
            emojiPub.send("🥰")        // numbersPub: 3       lettersPub: "B"    emojiPub:       fractionsPub: 0.8     zip output: (2, "B", "🥰", 0.8)
            // Prints:
            //  (1, "A", "😀", 0.1)
            //  (2, "B", "🥰", 0.8)
            """#, trace: """
            numbersPub    (1,2,3)--------------------------
            lettersPub    (A,B)----------------------------
            emojiPub      (😀,🥰)----------------------------
            fractionsPub  (0.1,0.8)------------------------
            cancellable   (^,(1, A, 😀, 0.1),(2, B, 🥰, 0.8))
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["(1, A, 😀, 0.1)", "(2, B, 🥰, 0.8)"])
    }

    /// Apple's `zip(_:_:)` page (Combine/md/combine-publisher-zip(_:_:)-4xn21.md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testZipWithClosure() {
        assertPasted(#"""
            let numbersPub = PassthroughSubject<Int, Never>()
            let lettersPub = PassthroughSubject<String, Never>()
            cancellable = numbersPub
                .zip(lettersPub) { anInt, aLetter in
                    String(repeating: aLetter, count: anInt)
                }
                .sink { print("\($0)") }
            numbersPub.send(1)     // numbersPub: 1      lettersPub:       zip output: <none>
            numbersPub.send(2)     // numbersPub: 1,2    lettersPub:       zip output: <none>
            numbersPub.send(3)     // numbersPub: 1,2,3  lettersPub:       zip output: <none>
            lettersPub.send("A")   // numbersPub: 1,2,3  lettersPub: "A"   zip output: "A"
            lettersPub.send("B")   // numbersPub: 2,3    lettersPub: "B"   zip output: "BB"
            // Prints:
            //  A
            //  BB
            """#, trace: """
            numbersPub   (1,2,3)-
            lettersPub   (A,B)---
            cancellable  (^,A,BB)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["A", "BB"])
    }

    /// Apple's `zip(_:_:_:_:)` page (Combine/md/combine-publisher-zip(_:_:_:_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The page prints `1 😀 A 0.1` and `2 🥰🥰 BB 0.8`, but its closure
    /// makes `"😀 A 0.1"` and `"🥰🥰 BB 0.8"` (no count in front): the lane shows what the closure makes.
    func testZipFourWithClosure() {
        assertPasted(#"""
            let numbersPub = PassthroughSubject<Int, Never>()      // first publisher
            let lettersPub = PassthroughSubject<String, Never>()   // second
            let emojiPub = PassthroughSubject<String, Never>()     // third
            let fractionsPub  = PassthroughSubject<Double, Never>()// fourth

            cancellable = numbersPub
                .zip(lettersPub, emojiPub, fractionsPub) { anInt, aLetter, anEmoji, aFraction  in
                    ("\(String(repeating: anEmoji, count: anInt)) \(String(repeating: aLetter, count: anInt)) \(aFraction)")
                }
                .sink { print("\($0)") }

            numbersPub.send(1)         // numbersPub: 1       lettersPub:          emojiPub:          zip output: <none>
            numbersPub.send(2)         // numbersPub: 1,2     lettersPub:          emojiPub:          zip output: <none>
            numbersPub.send(3)         // numbersPub: 1,2,3   lettersPub:          emojiPub:          zip output: <none>
            fractionsPub.send(0.1)     // numbersPub: 1,2,3   lettersPub: "A"      emojiPub:          zip output: <none>
            lettersPub.send("A")       // numbersPub: 1,2,3   lettersPub: "A"      emojiPub:          zip output: <none>
            emojiPub.send("😀")        // numbersPub: 1,2,3   lettersPub: "A"      emojiPub:"😀"      zip output: "😀 A"
            lettersPub.send("B")       // numbersPub: 2,3     lettersPub: "B"      emojiPub:          zip output: <none>
            fractionsPub.send(0.8)     // numbersPub: 2,3     lettersPub: "A"      emojiPub:          zip output: <none>
            emojiPub.send("🥰")        // numbersPub: 3       lettersPub: "B"      emojiPub:          zip output: "🥰🥰 BB"
            // Prints:
            //1 😀 A 0.1
            //2 🥰🥰 BB 0.8
            """#, trace: """
            numbersPub    (1,2,3)--------------
            lettersPub    (A,B)----------------
            emojiPub      (😀,🥰)----------------
            fractionsPub  (0.1,0.8)------------
            cancellable   (^,😀 A 0.1,🥰🥰 BB 0.8)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["😀 A 0.1", "🥰🥰 BB 0.8"])
    }

    /// Apple's `drop(untilOutputFrom:)` page (Combine/md/combine-publisher-drop(untiloutputfrom:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testDropUntilOutputFrom() {
        assertPasted(#"""
            let upstream = PassthroughSubject<Int,Never>()
            let second = PassthroughSubject<String,Never>()
            cancellable = upstream
                .drop(untilOutputFrom: second)
                .sink { print("\($0)", terminator: " ") }

            upstream.send(1)
            upstream.send(2)
            second.send("A")
            upstream.send(3)
            upstream.send(4)
            // Prints "3 4"
            """#, trace: """
            upstream     (1,2,3,4)
            second       A--------
            cancellable  (^,3,4)--
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["3", "4"])
    }

    /// In the style of Apple's examples, not from a page: the `prefix(untilOutputFrom:)` page
    /// (Combine/md/combine-publisher-prefix(untiloutputfrom:).md) has no example of its own.
    func testPrefixUntilOutputFrom() {
        assertPasted(#"""
            let numbers = PassthroughSubject<Int, Never>()
            let autoCompleteStop = PassthroughSubject<Void, Never>()
            cancellable = numbers
                .prefix(untilOutputFrom: autoCompleteStop)
                .sink { print("\($0)", terminator: " ") }
            numbers.send(1)
            numbers.send(2)
            numbers.send(3)
            autoCompleteStop.send()
            numbers.send(4)
            // Prints: "1 2 3"
            """#, trace: """
            numbers           (1,2,3,4)--
            autoCompleteStop  ()---------
            cancellable       (^,1,2,3,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["1", "2", "3"])
    }

    /// Apple's `setFailureType(to:)` page (Combine/md/combine-publisher-setfailuretype(to:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testSetFailureType() {
        assertPasted(#"""
            let pub1 = [0, 1, 2, 3, 4, 5].publisher
            let pub2 = CurrentValueSubject<Int, Error>(0)
            let cancellable = pub1
                .setFailureType(to: Error.self)
                .combineLatest(pub2)
                .sink(
                    receiveCompletion: { print ("completed: \($0)") },
                    receiveValue: { print ("value: \($0)")}
                 )

            // Prints: "value: (5, 0)".
            """#, trace: """
            pub1         ------------
            pub2         ------------
            cancellable  (^,<(5, 0)>)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["(5, 0)"])
    }
}
