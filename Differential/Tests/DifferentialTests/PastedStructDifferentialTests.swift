import CombineSchedulers
import Foundation
import OpenCombine
import XCTest

/// Values of a struct the pasted code declares: made by the memberwise initializer, read by
/// property in closures and key paths, compared, and printed as Swift prints them
/// (`Reading(sensor: "a", value: 3)`). Compiled here against OpenCombine; marbles must give
/// the same.
final class PastedStructDifferentialTests: XCTestCase {
    func testStructValuesThroughAPipeline() {
        // paste begin
        struct Reading: Equatable {
            let sensor: String
            var value: Int
        }
        let scheduler = DispatchQueue.test
        let readings = PassthroughSubject<Reading, Never>()
        var received: [Reading] = []
        var sensors: [String] = []
        var cancellables = Set<AnyCancellable>()

        readings
            .removeDuplicates { $0.sensor == $1.sensor }
            .filter { $0 != Reading(sensor: "b", value: 0) }
            .sink { received.append($0) }
            .store(in: &cancellables)
        readings
            .map(\.sensor)
            .sink { sensors.append($0) }
            .store(in: &cancellables)

        readings.send(Reading(sensor: "a", value: 3))
        scheduler.advance(by: 1)
        readings.send(Reading(sensor: "a", value: 4))
        readings.send(Reading(sensor: "b", value: 0))
        scheduler.advance(by: 1)
        readings.send(Reading(sensor: "c", value: 2 * 5))
        XCTAssertEqual(sensors, ["a", "a", "b", "c"])
        XCTAssertEqual(received.count, 2)
        // paste end
        assertPastedSameAsOpenCombine(received, lane: "sink1")
    }
}
