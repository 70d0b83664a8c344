import MarbleTrace

/// Generated traces for layout and render stress tests.
public enum RandomTraces {
    /// `lanes` subscriber lanes over `ticks` ticks, drawn from `seed`: values at most ticks,
    /// some stacked three at a tick, some drops, some long labels, some requests.
    public static func dense(ticks: Int, lanes: Int, seed: UInt64, title: String? = nil) -> Trace {
        var random = SeededGenerator(seed: seed)
        return Trace(title: title, ticks: ticks, lanes: (0..<lanes).map { index in
            var events: [TraceEvent] = [.subscribe(0), .request(0, 3)]
            for tick in 0..<ticks where random.next(4) != 0 {
                for _ in 0..<(random.next(6) == 0 ? 3 : 1) {
                    let value: MarbleValue = random.next(5) == 0 ? .string("label\(random.next(1000))") : .int(random.next(100))
                    events.append(random.next(6) == 0 ? .drop(tick, value) : .value(tick, value))
                }
                if random.next(9) == 0 { events.append(.request(tick, random.next(4) + 1)) }
            }
            events.append(.finished(ticks - 1))
            return Lane(LaneID(binding: "L\(index)"), role: .subscriber, label: "lane \(index)", events: events)
        })
    }
}
