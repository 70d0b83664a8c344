@_spi(RunRecording) import Reactive
import XCTest

/// A keeper reads its signals back with their values paired by walking both logs' chunks:
/// each value goes with its own signal across chunk boundaries, and moving them out releases
/// every value exactly once.
final class SignalKeeperTests: XCTestCase {
    override func setUp() {
        Counted.alive = 0
    }

    /// Signal `i`: a request every third (no value), else a value, replay or drop of `i`.
    private func fill(_ keeper: SignalKeeper<Counted>, count: Int) {
        let withValue: [KeptSignal.Kind] = [.value, .replay, .drop]
        for i in 0..<count {
            if i % 3 == 0 {
                keeper.keep(.request, number: i, on: LinkID(i % 7))
            } else {
                keeper.keep(withValue[i % 3], number: i, value: Counted(i), on: LinkID(i % 7))
            }
        }
    }

    func testEachValueComesWithItsSignalAcrossChunks() {
        let keeper = SignalKeeper<Counted>(clock: RecordingClock(scheduler: VirtualTimeScheduler()))
        fill(keeper, count: 50_000)
        var read: [String] = []
        keeper.forEach { signal, value in
            read.append("\(signal.kind) \(signal.number) \(signal.link) \(value.map { String($0.number) } ?? "-")")
        }
        let withValue: [KeptSignal.Kind] = [.value, .replay, .drop]
        XCTAssertEqual(read, (0..<50_000).map { i in
            i % 3 == 0 ? "request \(i) \(i % 7) -" : "\(withValue[i % 3]) \(i) \(i % 7) \(i)"
        })
        XCTAssertEqual(Counted.alive, (0..<50_000).filter { $0 % 3 != 0 }.count)
    }

    func testRemovingEachMovesEveryValueOutOnceAndLeavesAnEmptyKeeper() {
        let keeper = SignalKeeper<Counted>(clock: RecordingClock(scheduler: VirtualTimeScheduler()))
        fill(keeper, count: 30_000)
        var moved: [Counted] = []
        var signals = 0
        keeper.removeEach { signal, value in
            signals += 1
            if let value {
                XCTAssertEqual(value.number, signal.number)
                moved.append(value)
            }
        }
        XCTAssertEqual(signals, 30_000)
        XCTAssertEqual(moved.map(\.number), (0..<30_000).filter { $0 % 3 != 0 })
        XCTAssertEqual(keeper.signals.count, 0)
        XCTAssertEqual(keeper.values.count, 0)
        moved = []
        XCTAssertEqual(Counted.alive, 0)

        keeper.keep(.value, number: 7, value: Counted(7), on: LinkID(1))
        var again: [Int] = []
        keeper.forEach { _, value in again.append(value?.number ?? -1) }
        XCTAssertEqual(again, [7])
    }
}
