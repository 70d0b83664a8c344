// A recorded trace of about a million events, as a recorder writes one (`TraceJSON.encode`):
// a subject, two operators and a subscriber, each lane `count / 4` values spread over
// 100,000 ticks (several at a tick where they are denser than the ticks), then a completion.
import Foundation
import Marbles

enum RecordedTrace {
    static let ticks = 100_000

    /// The trace with about `count` events, and a completion on each lane.
    static func make(events count: Int) -> Trace {
        let perLane = count / 4
        let names: [(String, Lane.Role, String)] = [("s", .subject, "s"), ("m", .operator, "s.map"),
                                                     ("f", .operator, "m.filter"), ("C", .subscriber, "f.sink")]
        let lanes = names.enumerated().map { index, lane in
            var events = (0..<perLane).map { k in
                TraceEvent(tick: 1 + k * (ticks - 2) / perLane, kind: .value(.int((k * (index + 1)) % 10)))
            }
            events.append(TraceEvent(tick: ticks - 1, kind: .finished))
            return Lane(LaneID(binding: lane.0), role: lane.1, label: lane.2,
                        inputs: index == 0 ? [] : [LaneID(binding: names[index - 1].0)], events: events)
        }
        return Trace(ticks: ticks, lanes: lanes)
    }

    /// `BigBench --write-json EVENTS FILE`.
    static func write(events count: Int, to path: String) throws {
        try TraceJSON.encode(make(events: count)).write(toFile: path, atomically: true, encoding: .utf8)
    }
}
