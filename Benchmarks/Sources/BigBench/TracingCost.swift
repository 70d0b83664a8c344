// What tracing costs a real run: `MarbleDocument.trace()` (parse, build, run with the run's own
// recorder keeping every signal of `MarbleValue` lanes, fold into lanes) against the same
// pipeline on the engine with no recorder: the same subject, `map` and `scan` over
// `MarbleValue`s, one value a tick on a virtual clock, written in Swift.
import BenchSupport
import Foundation
import Marbles
import Reactive

enum TracingCost {
    /// The pipeline of `source(count)` on the bare engine; returns the last value the sink got
    /// (so nothing is optimised away).
    static func untraced(_ count: Int) -> MarbleValue {
        let scheduler = VirtualTimeScheduler()
        let subject = PassthroughSubject<MarbleValue, Never>()
        var last = MarbleValue.nilValue
        let sink = subject
            .map { value -> MarbleValue in
                guard case .int(let number) = value else { return value }
                return .int(number * 3)
            }
            .scan(MarbleValue.int(0)) { total, value -> MarbleValue in
                guard case .int(let a) = total, case .int(let b) = value else { return value }
                return .int(a + b)
            }
            .sink(receiveValue: { last = $0 })
        for tick in 1...count {
            scheduler.schedule(at: tick) { subject.send(.int(1)) }
        }
        scheduler.schedule(at: count + 1) { subject.send(completion: .finished) }
        _ = scheduler.run()
        sink.cancel()
        return last
    }

    /// The same pipeline as a `.marble` file (`source(count)`, made once, outside the timing,
    /// as a file is read before it is traced), traced as `marbles trace` traces it; returns
    /// the last value of the sink's lane.
    static func traced(_ text: String) throws -> MarbleValue {
        let trace = try MarbleDocument(source: text).trace()
        let last = trace.lanes.last?.events.last { event in
            if case .value = event.kind { return true }
            return false
        }
        guard case .value(let value)? = last?.kind else { return .nilValue }
        return value
    }

    /// Median wall seconds of `runs` runs of each, alternated after a warm-up of each, and
    /// their ratio; checks both ended on the same value.
    static func report(count: Int, runs: Int = 5) throws {
        let text = source(count)
        var tracedLast = try traced(text)
        var untracedLast = untraced(count)
        var tracedSamples: [Double] = []
        var untracedSamples: [Double] = []
        for _ in 0..<runs {
            tracedSamples.append(try Figures.seconds { tracedLast = try traced(text) })
            untracedSamples.append(Figures.seconds { untracedLast = untraced(count) })
        }
        precondition(tracedLast == untracedLast, "the runs disagree: \(tracedLast) vs \(untracedLast)")
        let tracedSeconds = tracedSamples.sorted()[runs / 2]
        let untracedSeconds = untracedSamples.sorted()[runs / 2]
        print("Tracing a real run, s -> map -> scan -> sink, \(count) values, median of \(runs) alternated runs")
        print(Figures.padded("MarbleDocument.trace()", 36) + Figures.fixed(tracedSeconds * 1e9 / Double(count), 1) + " ns/value, "
              + Figures.fixed(tracedSeconds, 3) + " s")
        print(Figures.padded("engine, MarbleValue, no recorder", 36) + Figures.fixed(untracedSeconds * 1e9 / Double(count), 1) + " ns/value, "
              + Figures.fixed(untracedSeconds, 3) + " s")
        print(Figures.padded("traced/untraced", 36) + "x" + Figures.fixed(tracedSeconds / untracedSeconds, 2))
    }
}
