import MarbleTrace
import TestSupport
import XCTest

/// The examples of Apple's Combine operator pages, pasted as they are (an undeclared
/// `cancellable` included). Each states the exact trace, and that the sink's lane receives
/// what the page prints (`prints`; strings without Swift's quotes, as marbles draw them).
final class PastedAppleExampleTests: XCTestCase {
    /// Apple's `filter(_:)` page: the sink receives what the page prints.
    func testFilter() {
        assertPasted(#"""
            let numbers: [Int] = [1, 2, 3, 4, 5]
            cancellable = numbers.publisher
                .filter { $0 % 2 == 0 }
                .sink { print("\($0)", terminator: " ") }
            // Prints: "2 4"
            """#, trace: """
            cancellable  (^,2,4,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["2", "4"])
    }

    /// Apple's `scan(_:_:)` page: the sink receives what the page prints.
    func testScan() {
        assertPasted(#"""
            let range = (0...5)
            cancellable = range.publisher
                .scan(0) { return $0 + $1 }
                .sink { print ("\($0)", terminator: " ") }
             // Prints: "0 1 3 6 10 15 ".
            """#, trace: """
            cancellable  (^,0,1,3,6,10,15,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["0", "1", "3", "6", "10", "15"])
    }

    /// Apple's `reduce(_:_:)` page: the sink receives what the page prints.
    func testReduce() {
        assertPasted(#"""
            let numbers = (0...10)
            cancellable = numbers.publisher
                .reduce(0, { accum, next in accum + next })
                .sink { print("\($0)") }
            // Prints: "55"
            """#, trace: """
            cancellable  (^,55,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["55"])
    }

    /// Apple's `removeDuplicates()` page: the sink receives what the page prints.
    func testRemoveDuplicates() {
        assertPasted(#"""
            let numbers = [0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 0]
            cancellable = numbers.publisher
                .removeDuplicates()
                .sink { print("\($0)", terminator: " ") }
            // Prints: "0 1 2 3 4 0"
            """#, trace: """
            cancellable  (^,0,1,2,3,4,0,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["0", "1", "2", "3", "4", "0"])
    }

    /// Apple's `dropFirst(_:)` page: the sink receives what the page prints.
    func testDropFirst() {
        assertPasted(#"""
            let numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
            cancellable = numbers.publisher
                .dropFirst(5)
                .sink { print("\($0)", terminator: " ") }
            // Prints: "6 7 8 9 10 "
            """#, trace: """
            cancellable  (^,6,7,8,9,10,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["6", "7", "8", "9", "10"])
    }

    /// Apple's `prefix(_:)` page: the sink receives what the page prints.
    func testPrefix() {
        assertPasted(#"""
            let numbers = (0...10)
            cancellable = numbers.publisher
                .prefix(2)
                .sink { print("\($0)", terminator: " ") }
            // Prints: "0 1"
            """#, trace: """
            cancellable  (^,0,1,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["0", "1"])
    }

    /// Apple's `first(where:)` page: the sink receives what the page prints.
    func testFirstWhere() {
        assertPasted(#"""
            let numbers = [-62, -1, 0, 10, 0, 22, 41, -1, 5]
            cancellable = numbers.publisher
                .first { $0 > 0 }
                .sink { print("\($0)") }
            // Prints: "10"
            """#, trace: """
            cancellable  (^,10,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["10"])
    }

    /// Apple's `last(where:)` page: the sink receives what the page prints.
    func testLastWhere() {
        assertPasted(#"""
            let numbers = [-62, -1, 0, 10, 0, 22, 41, -1, 5]
            cancellable = numbers.publisher
                .last { $0 < 20 }
                .sink { print("\($0)") }
            // Prints: "5"
            """#, trace: """
            cancellable  (^,5,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["5"])
    }

    /// Apple's `count()` page: the sink receives what the page prints.
    func testCount() {
        assertPasted(#"""
            let numbers = (0...10)
            cancellable = numbers.publisher
                .count()
                .sink { print("\($0)") }
            // Prints: "11"
            """#, trace: """
            cancellable  (^,11,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["11"])
    }

    /// Apple's `collect(_:)` page: the sink receives what the page prints.
    func testCollectCount() {
        assertPasted(#"""
            let numbers = (0...10)
            cancellable = numbers.publisher
                .collect(5)
                .sink { print("\($0)", terminator: " ") }
            // Prints "[0, 1, 2, 3, 4] [5, 6, 7, 8, 9] [10] "
            """#, trace: """
            cancellable  (^,[0, 1, 2, 3, 4],[5, 6, 7, 8, 9],[10],|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["[0, 1, 2, 3, 4]", "[5, 6, 7, 8, 9]", "[10]"])
    }

    /// Apple's `collect()` page: the sink receives what the page prints.
    func testCollect() {
        assertPasted(#"""
            let numbers = (0...10)
            cancellable = numbers.publisher
                .collect()
                .sink { print("\($0)") }
            // Prints: "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"
            """#, trace: """
            cancellable  (^,[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"])
    }

    /// Apple's `contains(_:)` page: the sink receives what the page prints.
    func testContains() {
        assertPasted(#"""
            let numbers = [-1, 5, 10, 5]
            numbers.publisher
                .contains(5)
                .sink { print("\($0)") }
            // Prints: "true"
            """#, trace: """
            sink1  (^,true,|)
            """, ticks: 1, unit: nil, lane: "sink1", prints: ["true"])
    }

    /// Apple's `contains(where:)` page: the sink receives what the page prints.
    func testContainsWhere() {
        assertPasted(#"""
            let numbers = [-1, 0, 10, 5]
            numbers.publisher
                .contains {$0 > 4}
                .sink { print("\($0)") }
            // Prints: "true"
            """#, trace: """
            sink1  (^,true,|)
            """, ticks: 1, unit: nil, lane: "sink1", prints: ["true"])
    }

    /// Apple's `min()` page: the sink receives what the page prints.
    func testMin() {
        assertPasted(#"""
            let numbers = [-1, 0, 10, 5]
            numbers.publisher
                .min()
                .sink { print("\($0)") }
            // Prints: "-1"
            """#, trace: """
            sink1  (^,-1,|)
            """, ticks: 1, unit: nil, lane: "sink1", prints: ["-1"])
    }

    /// Apple's `max()` page: the sink receives what the page prints.
    func testMax() {
        assertPasted(#"""
            let numbers = [0, 10, 5]
            cancellable = numbers.publisher
                .max()
                .sink { print("\($0)") }
            // Prints: "10"
            """#, trace: """
            cancellable  (^,10,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["10"])
    }

    /// Apple's `first()` page: the sink receives what the page prints.
    func testFirst() {
        assertPasted(#"""
            let numbers = (-10...10)
            cancellable = numbers.publisher
                .first()
                .sink { print("\($0)") }
            // Print: "-10"
            """#, trace: """
            cancellable  (^,-10,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["-10"])
    }

    /// Apple's `last()` page: the sink receives what the page prints.
    func testLast() {
        assertPasted(#"""
            let numbers = (-10...10)
            cancellable = numbers.publisher
                .last()
                .sink { print("\($0)") }
            // Prints: "10"
            """#, trace: """
            cancellable  (^,10,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["10"])
    }

    /// Apple's `output(at:)` page: the sink receives what the page prints.
    func testOutputAt() {
        assertPasted(#"""
            let numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
            numbers.publisher
                .output(at: 5)
                .sink { print("\($0)") }

            // Prints: "6"
            """#, trace: """
            sink1  (^,6,|)
            """, ticks: 1, unit: nil, lane: "sink1", prints: ["6"])
    }

    /// Apple's `append(_:) (elements)` page: the sink receives what the page prints.
    func testAppendElements() {
        assertPasted(#"""
            let dataElements = (0...10)
            cancellable = dataElements.publisher
                .append(0, 1, 255)
                .sink { print("\($0)", terminator: " ") }
            // Prints: "0 1 2 3 4 5 6 7 8 9 10 0 1 255"
            """#, trace: """
            cancellable  (^,0,1,2,3,4,5,6,7,8,9,10,0,1,255,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "0", "1", "255"])
    }

    /// Apple's `prepend(_:) (elements)` page: the sink receives what the page prints.
    func testPrependElements() {
        assertPasted(#"""
            let dataElements = (0...10)
            cancellable = dataElements.publisher
                .prepend(0, 1, 255)
                .sink { print("\($0)", terminator: " ") }
            // Prints: "0 1 255 0 1 2 3 4 5 6 7 8 9 10"
            """#, trace: """
            cancellable  (^,0,1,255,0,1,2,3,4,5,6,7,8,9,10,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["0", "1", "255", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"])
    }

    /// Apple's `append(_:) (publisher)` page: the sink receives what the page prints.
    func testAppendPublisher() {
        assertPasted(#"""
            let groundTransport = ["car", "bus", "truck", "subway", "bicycle"]
            let airTransport = ["parasail", "jet", "helicopter", "rocket"]
            cancellable = groundTransport.publisher
                .append(airTransport.publisher)
                .sink { print("\($0)", terminator: " ") }
            // Prints: "car bus truck subway bicycle parasail jet helicopter rocket"
            """#, trace: """
            cancellable  (^,car,bus,truck,subway,bicycle,parasail,jet,helicopter,rocket,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["car", "bus", "truck", "subway", "bicycle", "parasail", "jet", "helicopter", "rocket"])
    }

    /// Apple's `prepend(_:) (publisher)` page: the sink receives what the page prints.
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
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["0", "1", "255", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"])
    }

    /// Apple's `drop(while:)` page: the sink receives what the page prints.
    func testDropWhile() {
        assertPasted(#"""
            let numbers = [-62, -1, 0, 10, 0, 22, 41, -1, 5]
            cancellable = numbers.publisher
                .drop { $0 <= 0 }
                .sink { print("\($0)") }
            // Prints: "10 0, 22 41 -1 5"
            """#, trace: """
            cancellable  (^,10,0,22,41,-1,5,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["10", "0", "22", "41", "-1", "5"])
    }

    /// Apple's `prefix(while:)` page: the sink receives what the page prints.
    func testPrefixWhile() {
        assertPasted(#"""
            let numbers = (0...10)
            numbers.publisher
                .prefix { $0 < 5 }
                .sink { print("\($0)", terminator: " ") }
            // Prints: "0 1 2 3 4"
            """#, trace: """
            sink1  (^,0,1,2,3,4,|)
            """, ticks: 1, unit: nil, lane: "sink1", prints: ["0", "1", "2", "3", "4"])
    }

    /// Apple's `merge(with:)` page: the sink receives what the page prints.
    func testMergeWith() {
        assertPasted(#"""
            let pubA = PassthroughSubject<Int, Never>()
            let pubB = PassthroughSubject<Int, Never>()

            cancellable = pubA
                .merge(with: pubB)
                .sink { print("\($0)", terminator: " " ) }

            pubA.send(1)
            pubB.send(40)
            pubA.send(2)
            pubB.send(50)
            pubA.send(3)
            pubB.send(60)

            // Prints: "1 40 2 50 3 60"
            """#, trace: """
            pubA         (1,2,3)-----------
            pubB         (40,50,60)--------
            cancellable  (^,1,40,2,50,3,60)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["1", "40", "2", "50", "3", "60"])
    }

    /// Apple's `combineLatest(_:)` page: the sink receives what the page prints.
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
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["(2, 2)", "(3, 2)", "(45, 2)", "(45, 22)"])
    }

    /// Apple's `combineLatest(_:_:)` page: the sink receives what the page prints.
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
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["(2, 2, 9)", "(3, 2, 9)", "(3, 12, 9)", "(13, 12, 9)", "(13, 12, 19)"])
    }

    /// Apple's `combineLatest(_:_:) (transform)` page: the sink receives what the page prints.
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
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["4", "18", "6", "36", "156"])
    }

    /// Apple's `zip(_:)` page: the sink receives what the page prints.
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
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["(1, A)", "(2, B)"])
    }

    /// Apple's `zip(_:_:)` page: the sink receives what the page prints.
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
            lettersPub.send("B")   // numbersPub: 1,2,3  lettersPub: "A","B"  emojiPub:        zip output: <none>
            emojiPub.send("😀")    // numbersPub: 2,3    lettersPub: "B"      emojiPub:        zip output: (1, "A", "😀")
            emojiPub.send("🥰")    // numbersPub: 3      lettersPub:          emojiPub:        zip output: (2, "B", "🥰")

            // Prints:
            //  (1, "A", "😀")
            //  (2, "B", "🥰")
            """#, trace: """
            numbersPub   (1,2,3)----------------
            lettersPub   (A,B)------------------
            emojiPub     (😀,🥰)------------------
            cancellable  (^,(1, A, 😀),(2, B, 🥰))
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["(1, A, 😀)", "(2, B, 🥰)"])
    }

    /// Apple's `prefix(untilOutputFrom:)` page: the sink receives what the page prints.
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
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["1", "2", "3"])
    }

    /// Apple's `drop(untilOutputFrom:)` page: the sink receives what the page prints.
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
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["3", "4"])
    }

    /// Apple's `setFailureType(to:)` page: the sink receives what the page prints.
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
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["(5, 0)"])
    }
}
