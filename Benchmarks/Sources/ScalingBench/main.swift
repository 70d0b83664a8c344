// Linear everywhere: each workload at N and 10N, median of 3; prints time(10N)/time(N), which
// stays near 10 for linear work (the goal: at most 12) and near 100 for quadratic work.
import BenchSupport
import Marbles
import Reactive

/// A workload of size `n`; returns something derived from what it computed.
typealias Workload = (Int) -> Int

/// One side of a zip 'n' values ahead of the other: the zip queues them all.
func zipAhead(_ n: Int) -> Int {
    let left = PassthroughSubject<Int, Never>()
    let right = PassthroughSubject<Int, Never>()
    var sum = 0
    let sink = left.zip(right).sink(receiveValue: { sum &+= $0.0 &+ $0.1 })
    for value in 0..<n { left.send(value) }
    for value in 0..<n { right.send(value) }
    sink.cancel()
    return sum
}

/// A full buffer(.dropOldest) evicting on every value, then drained one request at a time.
func bufferEvicting(_ n: Int) -> Int {
    let subject = PassthroughSubject<Int, Never>()
    var sum = 0
    let sink = subject.buffer(size: n / 2, prefetch: .byRequest, whenFull: .dropOldest)
        .sink(demand: .none, receiveValue: { sum &+= $0 })
    for value in 0..<n { subject.send(value) }
    for _ in 0..<(n / 2) { sink.request(.max(1)) }
    sink.cancel()
    return sum
}

/// A BufferSubject keeping n/2 values of n, replayed to a late subscriber.
func bufferSubject(_ n: Int) -> Int {
    let subject = BufferSubject<Int, Never>(limit: n / 2, whenFull: .dropOldest)
    for value in 0..<n { subject.send(value) }
    var sum = 0
    let sink = subject.sink(receiveValue: { sum &+= $0 })
    sink.cancel()
    return sum
}

/// A ReplaySubject remembering n/2 values of n, replayed to a late subscriber.
func replaySubject(_ n: Int) -> Int {
    let subject = ReplaySubject<Int, Never>(bufferSize: n / 2)
    for value in 0..<n { subject.send(value) }
    var sum = 0
    let sink = subject.sink(receiveValue: { sum &+= $0 })
    sink.cancel()
    return sum
}

/// flatMap { Just } into a subscriber that asked for nothing: the flatMap queues every value,
/// then hands them over one request at a time.
func flatMapQueued(_ n: Int) -> Int {
    let subject = PassthroughSubject<Int, Never>()
    var sum = 0
    let sink = subject.flatMap { Just($0) }.sink(demand: .none, receiveValue: { sum &+= $0 })
    for value in 0..<n { subject.send(value) }
    for _ in 0..<n { sink.request(.max(1)) }
    sink.cancel()
    return sum
}

/// `n` values, one a tick from tick 1: a marble string.
func ones(_ n: Int) -> String { String(repeating: "1", count: n) }

/// A late subscriber to an unbounded ReplaySubject gets n values replayed at one tick.
func replaySource(_ n: Int) -> String {
    """
    s = ReplaySubject.createUnbounded()
    C = s.sink(at: \(n + 2))
    s.send("-\(ones(n))|")
    """
}

/// A BufferSubject with no limit keeps n values for a late subscriber.
func bufferSource(_ n: Int) -> String {
    """
    s = BufferSubject(limit: .max)
    C = s.sink(at: \(n + 2))
    s.send("-\(ones(n))|")
    """
}

/// zip with one side n values ahead: the other sends n at one tick, and zip emits n pairs there.
func zipSource(_ n: Int) -> String {
    """
    a = PassthroughSubject()
    b = PassthroughSubject()
    Z = a.zip(b).sink()
    a.send("-\(ones(n))")
    b.send(at: \(n + 2), "(\(ones(n)))")
    """
}

/// flatMap of n inner publishers, one every two ticks, each alive for four: a row and a
/// branch line each.
func flatMapSource(_ n: Int) -> String {
    """
    s = hot("-\(String(repeating: "1-", count: n))|")
    f = s.flatMap { cold("-x-y|", values: [x: $0 * 10, y: $0 * 10 + 1]) }
    C = f.sink()
    """
}

/// switchToLatest of n inner publishers, each cancelled by the next.
func switchSource(_ n: Int) -> String {
    """
    s = hot("-\(String(repeating: "1-", count: n))|")
    w = s.map { cold("-x-y-z|", values: [x: $0 * 10, y: $0 * 10 + 1, z: $0 * 10 + 2]) }.switchToLatest()
    C = w.sink()
    """
}

/// Trace, layout and SVG of a document: what `marbles render --format svg` does.
func traceAndDraw(_ source: @escaping (Int) -> String) -> Workload {
    { n in
        do {
            let trace = try MarbleDocument(source: source(n)).trace()
            return try DiagramRenderer.render(trace, format: .svg).count
        } catch {
            fatalError("\(error)")
        }
    }
}

let workloads: [(String, Int, Workload)] = [
    ("zip, one side N ahead", 20_000, zipAhead),
    ("buffer(.dropOldest), full", 20_000, bufferEvicting),
    ("BufferSubject replay", 20_000, bufferSubject),
    ("ReplaySubject replay", 20_000, replaySubject),
    ("flatMap { Just } queued", 20_000, flatMapQueued),
    // Measured at 10k -> 100k (99,990: the diagram ends by tick 100,000), where a
    // quadratic stage shows; at 200 it hid behind the fixed costs.
    ("late replay of N: trace+SVG", 9_999, traceAndDraw(replaySource)),
    ("BufferSubject of N: trace+SVG", 9_999, traceAndDraw(bufferSource)),
    ("zip N ahead: trace+SVG", 9_999, traceAndDraw(zipSource)),
    // 1k -> 10k: a row per inner publisher, and 100 KB holds 50k of them.
    ("flatMap, N inners: trace+SVG", 1_000, traceAndDraw(flatMapSource)),
    ("switchToLatest N: trace+SVG", 1_000, traceAndDraw(switchSource)),
]

print("Scaling: time(10N) / time(N), median of 3 (linear: about 10; goal: at most 12)")
print(Figures.padded("workload", 30) + Figures.padded("N", 8) + Figures.padded("t(N) ms", 10)
      + Figures.padded("t(10N) ms", 11) + "ratio")
for (name, n, work) in workloads {
    var check = work(n)
    let small = Figures.median(runs: 3) { check &+= work(n) }
    let large = Figures.median(runs: 3) { check &+= work(10 * n) }
    precondition(check != Int.min)
    print(Figures.padded(name, 30) + Figures.padded("\(n)", 8) + Figures.padded(Figures.fixed(small * 1e3, 1), 10)
          + Figures.padded(Figures.fixed(large * 1e3, 1), 11) + Figures.fixed(large / small, 1))
}
