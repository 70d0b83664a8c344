import TestSupport
import XCTest

/// Values of a struct the pasted code declares, from the differential suite
/// (`PastedStructDifferentialTests`, where the same text runs on OpenCombine), and the
/// diagnostics of what such a struct may not hold.
final class PastedStructTests: XCTestCase {
    /// Made by the memberwise initializer, read by property (`$0.sensor`, `\.sensor`),
    /// compared with `!=`, drawn as Swift prints them.
    func testStructValuesThroughAPipeline() {
        assertPasted(differentialPaste("testStructValuesThroughAPipeline", in: "PastedStructDifferentialTests.swift"), trace: """
            readings          Reading(sensor: "a", value: 3)----(Reading(sensor: "a", value: 4),Reading(sensor: "b", value: 0))Reading(sensor: "c", value: 10)
            removeDuplicates  (^,Reading(sensor: "a", value: 3))Reading(sensor: "b", value: 0)---------------------------------Reading(sensor: "c", value: 10)
            sink1             (^,Reading(sensor: "a", value: 3))---------------------------------------------------------------Reading(sensor: "c", value: 10)
            sink2             (^,a)-----------------------------(a,b)----------------------------------------------------------c------------------------------
            """, ticks: 3, unit: nil, lane: "sink1",
                     prints: [#"Reading(sensor: "a", value: 3)"#, #"Reading(sensor: "c", value: 10)"#])
    }

    /// A property the struct does not have, and arguments out of order.
    func testMembersAndArgumentsAreChecked() {
        XCTAssertEqual(runErrors(#"""
            struct Point { let x: Int; let y: Int }
            let c = [Point(x: 1, y: 2)].publisher.map { $0.z }.sink()
            """#), #"""
            test.marble:2:48: error: Point has no member 'z'
             2 | let c = [Point(x: 1, y: 2)].publisher.map { $0.z }.sink()
               |                                                ^ expected one of its properties: x, y

            """#)
        XCTAssertEqual(runErrors(#"""
            struct Point { let x: Int; let y: Int }
            let p = Point(y: 2, x: 1)
            """#), #"""
            test.marble:2:9: error: 'Point' is made with its properties' labels, in order
             2 | let p = Point(y: 2, x: 1)
               |         ^~~~~~~~~~~~~~~~~ expected 'Point(x: …, y: …)', as the file declares it

            """#)
    }
}
