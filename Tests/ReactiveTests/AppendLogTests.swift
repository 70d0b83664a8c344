@_spi(RunRecording) import Reactive
import XCTest

/// The recorders' append-only store manages its memory itself: every element appended is
/// read back once in order, moved out exactly once, and released with the log.
final class AppendLogTests: XCTestCase {
    override func setUp() {
        Counted.alive = 0
    }

    func testElementsComeBackInOrderAcrossManyChunks() {
        let log = AppendLog<Int>()
        for number in 0..<40_000 { log.append(number) }
        XCTAssertEqual(log.count, 40_000)
        var read: [Int] = []
        log.forEach { read.append($0) }
        XCTAssertEqual(read, Array(0..<40_000))
        XCTAssertEqual(log.moveToArray(), Array(0..<40_000))
        XCTAssertEqual(log.count, 0)
    }

    func testMovingOutLeavesAnEmptyLogThatKeepsAppending() {
        let log = AppendLog<Int>()
        XCTAssertEqual(log.moveToArray(), [])
        XCTAssertEqual(log.moveToArray(), [])
        log.append(1)
        log.append(2)
        XCTAssertEqual(log.moveToArray(), [1, 2])
        log.append(3)
        XCTAssertEqual(log.moveToArray(), [3])
        XCTAssertEqual(log.count, 0)
    }

    func testObjectsAreReleasedWithTheLogOrOnceMovedOut() {
        do {
            let log = AppendLog<Counted>()
            for number in 0..<1_000 { log.append(Counted(number)) }
            XCTAssertEqual(Counted.alive, 1_000)
        }
        XCTAssertEqual(Counted.alive, 0)

        var moved: [Counted] = []
        do {
            let log = AppendLog<Counted>()
            for number in 0..<1_000 { log.append(Counted(number)) }
            moved = log.moveToArray()
            log.append(Counted(1_000))
        }
        XCTAssertEqual(Counted.alive, 1_000)
        XCTAssertEqual(moved.map(\.number), Array(0..<1_000))
        moved = []
        XCTAssertEqual(Counted.alive, 0)
    }
}
