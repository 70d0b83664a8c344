import MarbleTrace
import TestSupport
import XCTest

/// The examples of Apple's Combine operator pages on mapping, filtering, reducing, matching and subscribing,
/// pasted as they are (an undeclared `cancellable` included). Each states the exact trace, and that the sink's
/// lane receives what the page prints (`prints`; strings without Swift's quotes, as marbles draw them). Each
/// names its page in the stored copy of Apple's documentation, theAppLaunchers/apple-docs-for-rag, where a
/// reader can check it; where the page's printed output and Combine part, the test says why.
final class PastedAppleReducingExampleTests: XCTestCase {
    /// Apple's `filter(_:)` page (Combine/md/combine-publisher-filter(_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testFilter() {
        assertPasted(#"""
            let numbers: [Int] = [1, 2, 3, 4, 5]
            cancellable = numbers.publisher
                .filter { $0 % 2 == 0 }
                .sink { print("\($0)", terminator: " ") }
            // Prints: "2 4"
            """#, trace: """
            cancellable  (^,2,4,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["2", "4"])
    }

    /// Apple's `scan(_:_:)` page (Combine/md/combine-publisher-scan(_:_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testScan() {
        assertPasted(#"""
            let range = (0...5)
            cancellable = range.publisher
                .scan(0) { return $0 + $1 }
                .sink { print ("\($0)", terminator: " ") }
             // Prints: "0 1 3 6 10 15 ".
            """#, trace: """
            cancellable  (^,0,1,3,6,10,15,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["0", "1", "3", "6", "10", "15"])
    }

    /// Apple's `reduce(_:_:)` page (Combine/md/combine-publisher-reduce(_:_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testReduce() {
        assertPasted(#"""
            let numbers = (0...10)
            cancellable = numbers.publisher
                .reduce(0, { accum, next in accum + next })
                .sink { print("\($0)") }
            // Prints: "55"
            """#, trace: """
            cancellable  (^,55,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["55"])
    }

    /// Apple's `removeDuplicates()` page (Combine/md/combine-publisher-removeduplicates().md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testRemoveDuplicates() {
        assertPasted(#"""
            let numbers = [0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 0]
            cancellable = numbers.publisher
                .removeDuplicates()
                .sink { print("\($0)", terminator: " ") }
            // Prints: "0 1 2 3 4 0"
            """#, trace: """
            cancellable  (^,0,1,2,3,4,0,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["0", "1", "2", "3", "4", "0"])
    }

    /// Apple's `removeDuplicates(by:)` page (Combine/md/combine-publisher-removeduplicates(by:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints, each `Point` drawn
    /// as Swift prints it.
    func testRemoveDuplicatesBy() {
        assertPasted(#"""
            struct Point {
                let x: Int
                let y: Int
            }

            let points = [Point(x: 0, y: 0), Point(x: 0, y: 1),
                          Point(x: 1, y: 1), Point(x: 2, y: 1)]
            cancellable = points.publisher
                .removeDuplicates { prev, current in
                    // Considers points to be duplicate if the x coordinate
                    // is equal, and ignores the y coordinate
                    prev.x == current.x
                }
                .sink { print("\($0)", terminator: " ") }

            // Prints: Point(x: 0, y: 0) Point(x: 1, y: 1) Point(x: 2, y: 1)
            """#, trace: """
            cancellable  (^,Point(x: 0, y: 0),Point(x: 1, y: 1),Point(x: 2, y: 1),|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["Point(x: 0, y: 0)", "Point(x: 1, y: 1)", "Point(x: 2, y: 1)"])
    }

    /// Apple's `collect(_:)` page (Combine/md/combine-publisher-collect(_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints. The page's sink reads
    /// `print("\($0), terminator: " "")`, a quote out of place that Swift rejects; here the quote closes the
    /// string as the output the page prints shows.
    func testCollectCount() {
        assertPasted(#"""
            let numbers = (0...10)
            cancellable = numbers.publisher
                .collect(5)
                .sink { print("\($0)", terminator: " ") }
            // Prints "[0, 1, 2, 3, 4] [5, 6, 7, 8, 9] [10] "
            """#, trace: """
            cancellable  (^,[0, 1, 2, 3, 4],[5, 6, 7, 8, 9],[10],|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["[0, 1, 2, 3, 4]", "[5, 6, 7, 8, 9]", "[10]"])
    }

    /// Apple's `collect()` page (Combine/md/combine-publisher-collect().md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testCollect() {
        assertPasted(#"""
            let numbers = (0...10)
            cancellable = numbers.publisher
                .collect()
                .sink { print("\($0)") }
            // Prints: "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"
            """#, trace: """
            cancellable  (^,[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"])
    }

    /// Apple's `count()` page (Combine/md/combine-publisher-count().md in theAppLaunchers/apple-docs-for-rag).
    /// The sink receives what the page prints.
    func testCount() {
        assertPasted(#"""
            let numbers = (0...10)
            cancellable = numbers.publisher
                .count()
                .sink { print("\($0)") }
            // Prints: "11"
            """#, trace: """
            cancellable  (^,11,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["11"])
    }

    /// Apple's `min()` page (Combine/md/combine-publisher-min().md in theAppLaunchers/apple-docs-for-rag). The
    /// sink receives what the page prints.
    func testMin() {
        assertPasted(#"""
            let numbers = [-1, 0, 10, 5]
            numbers.publisher
                .min()
                .sink { print("\($0)") }
            // Prints: "-1"
            """#, trace: """
            sink1  (^,-1,|)
            """, ticks: 1, unit: nil, lane: "sink1",
                     prints: ["-1"])
    }

    /// Apple's `max()` page (Combine/md/combine-publisher-max().md in theAppLaunchers/apple-docs-for-rag). The
    /// sink receives what the page prints.
    func testMax() {
        assertPasted(#"""
            let numbers = [0, 10, 5]
            cancellable = numbers.publisher
                .max()
                .sink { print("\($0)") }
            // Prints: "10"
            """#, trace: """
            cancellable  (^,10,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["10"])
    }

    /// Apple's `contains(_:)` page (Combine/md/combine-publisher-contains(_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testContains() {
        assertPasted(#"""
            let numbers = [-1, 5, 10, 5]
            numbers.publisher
                .contains(5)
                .sink { print("\($0)") }
            // Prints: "true"
            """#, trace: """
            sink1  (^,true,|)
            """, ticks: 1, unit: nil, lane: "sink1",
                     prints: ["true"])
    }

    /// Apple's `contains(where:)` page (Combine/md/combine-publisher-contains(where:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testContainsWhere() {
        assertPasted(#"""
            let numbers = [-1, 0, 10, 5]
            numbers.publisher
                .contains {$0 > 4}
                .sink { print("\($0)") }
            // Prints: "true"
            """#, trace: """
            sink1  (^,true,|)
            """, ticks: 1, unit: nil, lane: "sink1",
                     prints: ["true"])
    }

    /// Apple's `allSatisfy(_:)` page (Combine/md/combine-publisher-allsatisfy(_:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testAllSatisfy() {
        assertPasted(#"""
            let targetRange = (-1...100)
            let numbers = [-1, 0, 10, 5]
            numbers.publisher
                .allSatisfy { targetRange.contains($0) }
                .sink { print("\($0)") }

            // Prints: "true"
            """#, trace: """
            sink1  (^,true,|)
            """, ticks: 1, unit: nil, lane: "sink1",
                     prints: ["true"])
    }

    /// Apple's `sink(receiveValue:)` page (Combine/md/combine-publisher-sink(receivevalue:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testSinkReceiveValue() {
        assertPasted(#"""
            let integers = (0...3)
            integers.publisher
                .sink { print("Received \($0)") }

            // Prints:
            //  Received 0
            //  Received 1
            //  Received 2
            //  Received 3
            """#, trace: """
            sink1  (^,0,1,2,3,|)
            """, ticks: 1, unit: nil, lane: "sink1",
                     prints: ["0", "1", "2", "3"])
    }

    /// Apple's `sink(receiveCompletion:receiveValue:)` page
    /// (Combine/md/combine-publisher-sink(receivecompletion:receivevalue:).md in
    /// theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testSinkReceiveCompletion() {
        assertPasted(#"""
            let myRange = (0...3)
            cancellable = myRange.publisher
                .sink(receiveCompletion: { print ("completion: \($0)") },
                      receiveValue: { print ("value: \($0)") })

            // Prints:
            //  value: 0
            //  value: 1
            //  value: 2
            //  value: 3
            //  completion: finished
            """#, trace: """
            cancellable  (^,0,1,2,3,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["0", "1", "2", "3"])
    }

    /// Apple's `print(_:to:)` page (Combine/md/combine-publisher-print(_:to:).md in
    /// theAppLaunchers/apple-docs-for-rag). The page prints one `receive value: (1)` for `(1...2)`, whose
    /// publisher sends 1 and 2: Combine (and this lane) receive both.
    func testPrint() {
        assertPasted(#"""
            let integers = (1...2)
            cancellable = integers.publisher
               .print("Logged a message", to: nil)
               .sink { _ in }

            // Prints:
            //  Logged a message: receive subscription: (1..<2)
            //  Logged a message: request unlimited
            //  Logged a message: receive value: (1)
            //  Logged a message: receive finished
            """#, trace: """
            cancellable  (^,1,2,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["1", "2"])
    }

    /// Apple's
    /// `handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)` page
    /// (Combine/md/combine-publisher-handleevents(receivesubscription:receiveoutput:receivecompletion:receivecancel:receiverequest:).md
    /// in theAppLaunchers/apple-docs-for-rag). The sink receives what the page prints.
    func testHandleEvents() {
        assertPasted(#"""
            let integers = (0...2)
            cancellable = integers.publisher
                .handleEvents(receiveSubscription: { subs in
                    print("Subscription: \(subs.combineIdentifier)")
                }, receiveOutput: { anInt in
                    print("in output handler, received \(anInt)")
                }, receiveCompletion: { _ in
                    print("in completion handler")
                }, receiveCancel: {
                    print("received cancel")
                }, receiveRequest: { (demand) in
                    print("received demand: \(demand.description)")
                })
                .sink { _ in return }

            // Prints:
            //   received demand: unlimited
            //   Subscription: 0x7f81284734c0
            //   in output handler, received 0
            //   in output handler, received 1
            //   in output handler, received 2
            //   in completion handler
            """#, trace: """
            cancellable  (^,0,1,2,|)
            """, ticks: 1, unit: nil, lane: "cancellable",
                     prints: ["0", "1", "2"])
    }
}
