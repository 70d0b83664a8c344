import Foundation
import MarbleDSL
import MarbleRuntime
import Reactive
import TestSupport
import XCTest

/// A run releases everything it built when it returns, however it returns: its subjects and
/// their subscribers, operators' inner subscriptions, probes, the clock's queued work, sinks.
/// What matters to a long-lived process (`marbles serve`) that runs diagram after diagram.
/// Counted with `EngineObjects`, which every engine object adds itself to while alive.
final class RunTeardownTests: XCTestCase {
    /// The engine objects a run of `source` left alive (none, unless a cycle outlived it).
    private func survivors(_ source: String, maximumSteps: Int = MarbleRunner.defaultMaximumSteps,
                           file: StaticString = #filePath, line: UInt = #line) -> Int {
        let (parsed, diagnostics) = MarbleParser.parse(source)
        XCTAssertEqual(diagnostics.count, 0, "parse errors", file: file, line: line)
        let before = EngineObjects.aliveOnThisThread
        let result = MarbleRunner.run(parsed, maximumSteps: maximumSteps)
        _ = result
        return EngineObjects.aliveOnThisThread - before
    }

    /// The examples, by file name.
    private func examples() throws -> [(name: String, source: String)] {
        let folder = Repository.root.appendingPathComponent("examples")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".marble") }.sorted()
            .map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    func testEveryExampleLeavesNothing() throws {
        let examples = try examples()
        XCTAssertEqual(examples.count, 45)
        var left: [String: Int] = [:]
        for (name, source) in examples {
            let count = survivors(source)
            if count != 0 { left[name] = count }
        }
        XCTAssertEqual(left, [:])
    }

    /// Every example stopped by the step limit after 1 to 12 steps: halted while subscribing,
    /// with probes that never handed their subscription down and hand-overs left on the clock
    /// (without severing the probes, 7 of these runs left 18 to 36 objects behind).
    func testEveryExampleStoppedEarlyLeavesNothing() throws {
        var left: [String: Int] = [:]
        for (name, source) in try examples() {
            for steps in 1...12 {
                let count = survivors(source, maximumSteps: steps)
                if count != 0 { left["\(name) after \(steps) steps"] = count }
            }
        }
        XCTAssertEqual(left, [:])
    }

    /// Operators whose inner subscriptions hold each other, each with subscriptions still
    /// live when the run ends (a subject that never completes) and after completion.
    func testOperatorsWithInnerSubscriptionsLeaveNothing() {
        let pipelines = [
            // retry of a source that stays live, and of one that finishes
            "s = PassthroughSubject<Int>()\nr = s.map { $0 }.retry(2)\nC = r.sink()\ns.send(\"-1-2\")\n",
            "s = cold(\"-1-2#\", error: \"e\")\nr = s.map { $0 }.retry(3)\nC = r.sink()\n",
            "s = cold(\"-1-2|\")\nr = s.retry(1)\nC = r.sink()\n",
            // zip with values waiting for a partner, and one that finished
            "a = PassthroughSubject<Int>()\nb = PassthroughSubject<String>()\nz = a.zip(b)\nC = z.sink()\na.send(\"-1-2-3\")\nb.send(\"--x\")\n",
            "a = hot(\"-1-2|\")\nb = hot(\"--x-y-z|\")\nz = a.zip(b)\nC = z.sink()\n",
            "a = PassthroughSubject<Int>()\nz = a.zip(a, a)\nC = z.sink()\na.send(\"-1-2\")\n",
            // zip of cold sources under limited demand (a fuzz-render corpus input)
            "a = cold(\"-1-2-3|\")\nb = cold(\"(xy)-z|\")\nC = a.zip(b).sink(demand: 0)\nC.request(2, at: 4)\nC.request(1, at: 8)\n",
            // flatMap and switchToLatest with inner publishers still live
            "s = PassthroughSubject<Int>()\nf = s.flatMap { cold(\"-a-b-c-d\") }\nC = f.sink()\ns.send(\"-1-2\")\n",
            "s = hot(\"-1--2|\")\nf = s.flatMap(maxPublishers: .max(1)) { cold(\"-a|\") }\nC = f.sink()\n",
            "s = PassthroughSubject<Int>()\nw = s.map { cold(\"-x-y-z\") }.switchToLatest()\nC = w.sink()\ns.send(\"-1--2\")\n",
            // share and multicast with a connection still open
            "src = PassthroughSubject<Int>()\ns = src.map { $0 * 10 }.share()\nE = s.sink()\nF = s.sink(at: 3)\nsrc.send(\"-1-2-3\")\n",
            "a = PassthroughSubject<Int>()\nm = a.multicast { PassthroughSubject() }\nC = m.sink()\nc = m.connect(at: 1)\na.send(\"-1-2-3\")\n",
            "a = cold(\"-1-2-3|\")\nm = a.multicast { ReplaySubject(bufferSize: 2) }.autoconnect()\nC = m.sink()\nD = m.sink(at: 5)\n",
            // buffer with values held for a later request
            "s = PassthroughSubject<Int>()\nb = s.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest)\nC = b.sink(demand: 0)\ns.send(\"-1-2-3-4\")\n",
            // combineLatest, merge, catch, a subject fed by a publisher
            "a = PassthroughSubject<Int>()\nb = hot(\"-x-y\")\nc = a.combineLatest(b)\nC = c.sink()\na.send(\"--1\")\n",
            "a = PassthroughSubject<Int>()\nb = cold(\"-x-y\")\nm = a.merge(with: b)\nC = m.sink()\n",
            "s = cold(\"-1#\", error: \"e\")\nc = s.catch { cold(\"-9-9\") }\nC = c.sink()\n",
            "a = cold(\"-1-2-3\")\ns = PassthroughSubject<Int>()\na.subscribe(s)\nC = s.sink()\n",
            // timing operators with work still queued on the clock
            "s = PassthroughSubject<Int>()\nd = s.debounce(for: 5, scheduler: main)\nC = d.sink()\ns.send(\"-1-2\")\nticks 4\n",
            "s = PassthroughSubject<Int>()\nd = s.delay(for: 5, scheduler: main)\nC = d.sink()\ns.send(\"-1-2\")\nticks 4\n",
            "s = PassthroughSubject<Int>()\nr = s.receive(on: main)\nC = r.sink()\ns.send(\"-1-2\")\n",
            "combine \"iOS 13.0\"\ns = PassthroughSubject<Int>()\nr = s.receive(on: main)\nC = r.sink()\ns.send(\"-1-2\")\n",
        ]
        for (index, source) in pipelines.enumerated() {
            XCTAssertEqual(runErrors(source), "", "pipeline \(index)")
            XCTAssertEqual(survivors(source), 0, "pipeline \(index):\n\(source)")
        }
    }

    /// A run stopped by its guard leaves its pipeline mid-work: a probe that never handed
    /// its subscription down, a retry between two resubscriptions, work queued on the clock.
    func testARunStoppedByItsGuardLeavesNothing() {
        let limit = 1_000
        let stopped = [
            ("C = Fail(error: \"x\").retry(1000000000).sink()\n", limit, "steps"),
            ("s = Fail(error: \"x\")\nb = s.map { $0 }.retry(1000000000)\nC = b.sink()\n", limit, "steps"),
            ("a = PassthroughSubject<Int>()\nz = a.zip(a).map { $0 }\nC = z.sink()\na.send(\"-1-2-3-4-5-6\")\n", 20, "steps"),
            ("d = Deferred { d }\nC = d.sink()\n", MarbleRunner.defaultMaximumSteps, "recursed"),
            ("s = Just(1)\nf = s.flatMap { f }\nC = f.sink()\n", MarbleRunner.defaultMaximumSteps, "recursed"),
            ("s = Fail(error: \"x\")\nb = s.catch { b }\nC = b.sink()\n", MarbleRunner.defaultMaximumSteps, "recursed"),
        ]
        for (source, maximumSteps, error) in stopped {
            let errors = runErrors(source, maximumSteps: maximumSteps)
            XCTAssertTrue(errors.contains(error), errors)
            XCTAssertEqual(survivors(source, maximumSteps: maximumSteps), 0, source)
        }
    }

    /// Runs that end in diagnostics: a closure's error, work left past the axis, a build error.
    func testARunWithErrorsLeavesNothing() {
        let failing = [
            "s = hot(\"-1-2|\")\nm = s.map { $0 / 0 }.map { $0 }\nC = m.sink()\nD = s.sink()\nt = cold(\"-1-2-3-4\")\nE = t.sink()\n",
            "s = hot(\"-1-2|\")\nC = s.sink()\nD = nowhere.sink()\n",
            "a = PassthroughSubject<Int>()\nm = a.multicast { 5 }.autoconnect()\nC = m.sink()\na.send(\"-1-2\")\n",
            "t = Timer.publish(every: 1, on: main).autoconnect()\nC = t.sink()\nticks 3\nx = cold(\"-1\").delay(for: 2000000, scheduler: main)\nD = x.sink()\n",
        ]
        for source in failing {
            XCTAssertNotEqual(runErrors(source), "", source)
            XCTAssertEqual(survivors(source), 0, source)
        }
    }

    private func runErrors(_ source: String, maximumSteps: Int = MarbleRunner.defaultMaximumSteps) -> String {
        let (parsed, diagnostics) = MarbleParser.parse(source)
        let formatter = DiagnosticFormatter(fileName: "test.marble", source: source)
        guard diagnostics.isEmpty else { return formatter.format(diagnostics) }
        return formatter.format(MarbleRunner.run(parsed, maximumSteps: maximumSteps).diagnostics)
    }
}
