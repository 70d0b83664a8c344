import TestSupport
import XCTest

/// Enums with raw values in pasted code: cases drawn by their names, `rawValue`,
/// `Rank(rawValue:)`, and the errors of a raw value that is not distinct.
final class PastedValueEnumTests: XCTestCase {
    func testRawValuesCountOnAndInitFromARawValueIsOptional() {
        assertPasted(#"""
            enum Rank: Int { case ace = 1, two, three }
            enum Suit: String { case hearts, spades = "S" }
            let c = [1, 3, 7].publisher.map { Rank(rawValue: $0) }.sink { print($0) }
            let d = [Rank.two, .three].publisher.map { $0.rawValue * 10 }.sink { print($0) }
            let e = [Suit.hearts, .spades].publisher.map(\.rawValue).sink { print($0) }
            """#, trace: """
            c  (^,ace,three,nil,|)
            d  (^,20,30,|)
            e  (^,hearts,S,|)
            """, ticks: 1, unit: nil, lane: "c", prints: ["ace", "three", "nil"])
    }

    /// Issue 21: `enum ViewState { case idle, loading }` in a `CurrentValueSubject`, sent by
    /// `.loading` and named `ViewState.idle`: cases drawn by their names.
    func testASimpleEnumWithoutRawValues() {
        assertPasted(#"""
            enum ViewState: Equatable { case idle, loading, loaded }
            let state = CurrentValueSubject<ViewState, Never>(.idle)
            let c = state.removeDuplicates().sink { print($0) }
            state.send(.loading)
            state.send(ViewState.loading)
            state.send(.loaded)
            """#, trace: """
            state  (loading,loading,loaded)-
            c      (^,<idle>,loading,loaded)
            """, ticks: 1, unit: nil, lane: "c", prints: ["idle", "loading", "loaded"])
    }

    func testASimpleEnumHasNoRawValuesAndNoPayloads() {
        XCTAssertEqual(runErrors(#"""
            enum S { case a = 1 }
            enum T { case value(Int) }
            """#), #"""
            test.marble:1:17: error: a raw value needs the enum's raw type
             1 | enum S { case a = 1 }
               |                 ^ expected 'enum S: Int' or 'enum S: String', or cases without '='
            test.marble:2:20: error: an enum case with associated values (outside an Error enum) needs compiled mode, which compiles the file with swiftc and runs it
             2 | enum T { case value(Int) }
               |                    ^ expected compiled mode: marbles render test.marble --compile -o test.png

            """#)
        XCTAssertEqual(runErrors(#"""
            enum S { case a, b }
            let c = [1].publisher.map { S(rawValue: $0) }.sink { print($0) }
            """#), #"""
            test.marble:2:29: error: S has no raw values
             2 | let c = [1].publisher.map { S(rawValue: $0) }.sink { print($0) }
               |                             ^~~~~~~~~~~~~~~ expected a case, 'S.name', or raw values: 'enum S: Int'

            """#)
    }

    func testARawValueOfTheWrongTypeOrTwiceIsLocated() {
        XCTAssertEqual(runErrors(#"""
            enum A: Int { case x = 1, y = 1 }
            enum B: String { case p = 3 }
            """#), #"""
            test.marble:1:31: error: the raw value 1 is not a distinct Int
             1 | enum A: Int { case x = 1, y = 1 }
               |                               ^ expected an Int no other case has
            test.marble:2:27: error: the raw value 3 is not a distinct String
             2 | enum B: String { case p = 3 }
               |                           ^ expected a String no other case has

            """#)
        XCTAssertEqual(runErrors(#"""
            enum C: Int { case k }
            let c = [1].publisher.map { C.z }.sink { print($0) }
            """#), #"""
            test.marble:2:31: error: C has no case 'z'
             2 | let c = [1].publisher.map { C.z }.sink { print($0) }
               |                               ^ expected a case the enum declares

            """#)
    }

    /// Apple's `max(by:)` page (Combine/md/combine-publisher-max(by:).md in theAppLaunchers/apple-docs-for-rag).
    /// The page prints `queen`, but its ordering compares with `>`, which makes the smallest raw value the
    /// greatest: `ace`, as OpenCombine publishes. The example is read from AppleExampleDifferentialTests,
    /// which compiles it against OpenCombine.
    func testApplesMaxByPage() {
        assertPasted(differentialPaste("testMaxByRawValue", in: "AppleExampleDifferentialTests.swift"), trace: """
            cancellable  (^,ace,|)
            """, ticks: 1, unit: nil, lane: "cancellable", prints: ["ace"])
    }
}
