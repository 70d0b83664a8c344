import Foundation
import Marbles
import TestSupport
import XCTest

/// `marbles test`: exit status, the report, the diff diagram, `--update`, and the round
/// trip from `trace --format marbles` for every example.
final class TestCommandTests: XCTestCase {
    private let scan = """
        # Running totals.
        s = PassthroughSubject<Int>()
        b = s.scan(10, +)
        C = b.sink()
        s.send("-1-2-3|")

          expect(C, "-a-b-c|",   values: [a: 11, b: 13, c: 15])   # the totals
        expect(C.subscriptions, "^")
        # and no drops

        """

    private func write(_ text: String, as name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    func testAFailingExpectationIsLocatedAlignedExitsOneAndWritesADiagram() throws {
        let folder = try CLI.temporaryDirectory()
        let file = try write(scan, as: "scan.marble", in: folder)
        let diffs = folder.appendingPathComponent("diffs")
        let result = try CLI.run(["test", file.path, "--diff-dir", diffs.path])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout, """
            FAIL    \(file.path) (1 of 2 expectations failed)
            \(file.path):7:13: error: C: expected 15 at tick 5, got 16
             7 |   expect(C, "-a-b-c|",   values: [a: 11, b: 13, c: 15])   # the totals
               |             ^~~~~~~~~
                expected  -a-b-c|  values: [a: 11, b: 13, c: 15]
                actual    -a-b-d|  values: [a: 11, b: 13, d: 16]
                               ^ tick 5
                diagram: \(diffs.path)/scan.png
            1 of 1 file(s) failed

            """)
        let png = try Data(contentsOf: diffs.appendingPathComponent("scan.png"))
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }

    private let pasted = """
        let scheduler = DispatchQueue.test
        let query = PassthroughSubject<String, Never>()
        var searches: [String] = []
        var cancellables = Set<AnyCancellable>()
        query.debounce(for: .seconds(2), scheduler: scheduler).sink { searches.append($0) }.store(in: &cancellables)
        query.send("com")
        scheduler.advance(by: 3)
        query.send("combine")
        scheduler.advance(by: 1)
        XCTAssertEqual(searches, ["com", "combine"])
        expect(sink1, "--a", values: [a: "com"])

        """

    /// A pasted assertion fails where it stands, located, beside the `expect` lines; `--update`
    /// leaves it as written (it is the user's Swift), so the file still fails.
    func testAFailingPastedAssertionIsLocatedAndNotRewritten() throws {
        let folder = try CLI.temporaryDirectory()
        let file = try write(pasted, as: "search.marble", in: folder)
        let result = try CLI.run(["test", file.path, "--diff-dir", folder.appendingPathComponent("diffs").path])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout, """
            FAIL    \(file.path) (1 of 2 expectations failed)
            \(file.path):10:1: error: searches: expected ["com", "combine"], got ["com"] at tick 4
             10 | XCTAssertEqual(searches, ["com", "combine"])
                | ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
                diagram: \(folder.path)/diffs/search.png
            1 of 1 file(s) failed

            """)
        let update = try CLI.run(["test", file.path, "--update", "--diff-dir", folder.appendingPathComponent("diffs").path])
        XCTAssertEqual(update.status, 1, update.stderr)
        // Nothing was rewritten, and it says so: the failure as without --update.
        XCTAssertEqual(update.stdout, result.stdout)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), pasted)
        let fixed = try write(pasted.replacingOccurrences(of: #"["com", "combine"])"#, with: #"["com"])"#), as: "fixed.marble", in: folder)
        XCTAssertEqual(try CLI.run(["test", fixed.path]).stdout, "ok      \(fixed.path) (2 expectations)\nall 1 file(s) pass\n")
    }

    func testUpdateRewritesOnlyTheFailingArguments() throws {
        let folder = try CLI.temporaryDirectory()
        let file = try write(scan, as: "scan.marble", in: folder)
        let result = try CLI.run(["test", file.path, "--update"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "updated \(file.path) (1 expectation rewritten)\nall 1 file(s) pass\n")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8),
                       scan.replacingOccurrences(of: "c: 15", with: "c: 16"))
        XCTAssertEqual(try CLI.run(["test", file.path]).stdout, "ok      \(file.path) (2 expectations)\nall 1 file(s) pass\n")
    }

    func testUpdateAddsAndRemovesLinesOfAViewThatNeedsMoreOrFewerStrings() throws {
        let folder = try CLI.temporaryDirectory()
        let file = try write("""
            s = ReplaySubject.create(bufferSize: 2)
            D = s.sink(at: 6)
            s.send("-1-2-3-4|")
                expect(D, "------2-3-4|")  # replays and a live value
            # end
            """, as: "r.marble", in: folder)
        XCTAssertEqual(try CLI.run(["test", file.path, "--update"]).status, 0)
        let twoLines = """
            s = ReplaySubject.create(bufferSize: 2)
            D = s.sink(at: 6)
            s.send("-1-2-3-4|")
                expect(D, "------(23)")
                expect(D, "-------4|")  # replays and a live value
            # end
            """
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), twoLines)
        // Subscribing after the end, D gets 3, 4 and the finish at once: one line is enough.
        try Data(twoLines.replacingOccurrences(of: "sink(at: 6)", with: "sink(at: 9)").utf8).write(to: file)
        XCTAssertEqual(try CLI.run(["test", file.path, "--update"]).status, 0)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), """
            s = ReplaySubject.create(bufferSize: 2)
            D = s.sink(at: 9)
            s.send("-1-2-3-4|")
                expect(D, "---------(34|)")
            # end
            """)
    }

    func testBadInputExitsTwoAndPassingFilesZero() throws {
        let folder = try CLI.temporaryDirectory()
        let bad = try write("s = PassthroughSubject<Int>()\nexpect(t, \"-1\")\n", as: "bad.marble", in: folder)
        let result = try CLI.run(["test", bad.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "error   \(bad.path)\n1 of 1 file(s) could not run\n")
        XCTAssertEqual(result.stderr, """
            \(bad.path):2:8: error: no lane 't' in this diagram
             2 | expect(t, "-1")
               |        ^ expected a lane: did you mean 's'?

            """)
        let good = try write("s = hot(\"-1|\")\nexpect(s, \"-1|\")\n", as: "good.marble", in: folder)
        XCTAssertEqual(try CLI.run(["test", good.path]).status, 0)
        XCTAssertEqual(try CLI.run(["test", folder.path]).status, 2)
    }

    /// Files that could not run are counted in the summary too.
    func testTheSummaryCountsFilesWithErrors() throws {
        let folder = try CLI.temporaryDirectory()
        let good = try write("s = hot(\"-1|\")\nexpect(s, \"-1|\")\n", as: "a-good.marble", in: folder)
        let bad = try write("s = PassthroughSubject<Int>()\nexpect(t, \"-1\")\n", as: "b-bad.marble", in: folder)
        let failing = try write("s = hot(\"-1|\")\nexpect(s, \"-2|\")\n", as: "c-fail.marble", in: folder)
        let result = try CLI.run(["test", good.path, bad.path, failing.path, "--diff-dir", folder.appendingPathComponent("diffs").path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stdout.hasSuffix("1 of 3 file(s) could not run, 1 failed\n"), result.stdout)
    }

    /// Without --diff-dir a failure's diagram goes beside its file, whatever folder the
    /// command runs in.
    func testAFailureDiagramGoesBesideItsFile() throws {
        let folder = try CLI.temporaryDirectory()
        let file = try write("s = hot(\"-1|\")\nexpect(s, \"-2|\")\n", as: "late.marble", in: folder)
        let result = try CLI.run(["test", file.path])
        XCTAssertEqual(result.status, 1)
        let diagram = folder.appendingPathComponent("marbles-diff/late.png").path
        XCTAssertTrue(result.stdout.contains("    diagram: \(diagram)\n"), result.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: diagram))
    }

    /// A drop expected on a sink whose chain loses it upstream: the report says where the drop
    /// is drawn, and --update does not hide the mistake behind `""`.
    func testADropsExpectationOnTheWrongLaneHintsAtTheUpstreamLane() throws {
        let folder = try CLI.temporaryDirectory()
        let source = """
            s = PassthroughSubject<Int>()
            d = s.debounce(for: 1, scheduler: main)
            C = d.sink(demand: 0)
            s.send("-1---2|")
            expect(C.drops, "-1")
            """
        let file = try write(source, as: "drops.marble", in: folder)
        let result = try CLI.run(["test", file.path, "--diff-dir", folder.appendingPathComponent("diffs").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("""
            ^ tick 1
                note: C has no drops: they are drawn on d, upstream, where they were lost: expect(d.drops, "--1")

            """), result.stdout)
        XCTAssertEqual(try CLI.run(["test", file.path, "--update"]).status, 1)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), source)
    }

    /// Where standard output and standard error go to one place (`2>&1`), each file's status
    /// line comes first and whole, then what is wrong with it, in the order of the files.
    func testStatusLinesAndDiagnosticsKeepTheirOrderOnOneStream() throws {
        let folder = try CLI.temporaryDirectory()
        let good = try write("s = hot(\"-1|\")\nexpect(s, \"-1|\")\n", as: "a-good.marble", in: folder)
        let bad = try write("s = PassthroughSubject<Int>()\nexpect(t, \"-1\")\n", as: "b-bad.marble", in: folder)
        let other = try write("s = hot(\"-2|\")\nexpect(s, \"-2|\")\n", as: "c-good.marble", in: folder)
        let result = try CLI.run(["test", good.path, bad.path, other.path], mergingStandardError: true)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, """
            ok      \(good.path) (1 expectation)
            error   \(bad.path)
            \(bad.path):2:8: error: no lane 't' in this diagram
             2 | expect(t, "-1")
               |        ^ expected a lane: did you mean 's'?
            ok      \(other.path) (1 expectation)
            1 of 3 file(s) could not run

            """)
    }

    /// What `trace --format marbles` prints, pasted under the file, passes: for every example.
    func testTheMarblesTraceOfEveryExamplePassesAsExpectations() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".marble") }.sorted()
        XCTAssertGreaterThan(examples.count, 30)
        for name in examples {
            // Without the example's own expectations: several lines on one lane view add up.
            let source = try String(contentsOf: Repository.root.appendingPathComponent("examples/\(name)"), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("expect(") }.joined(separator: "\n")
            let trace = try MarbleDocument(source: source, fileName: name).trace()
            let pasted = source + "\n" + TraceMarbles.encode(trace)
            let result = try MarbleDocument(source: pasted, fileName: name).testResult()
            XCTAssertEqual(result.report, "", name)
            XCTAssertGreaterThanOrEqual(result.expectations.count, trace.lanes.count, name)
        }
    }

    func testTheExamplesStateWhatTheirSubscribersReceive() throws {
        let result = try CLI.run(["test", "examples"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertFalse(result.stdout.contains("(0 expectations)"), result.stdout)
    }

    /// docs/testing.md's failing example is what `marbles test` prints, and its committed
    /// diagram what it draws.
    func testTheTestingDocShowsWhatTheFailingExamplePrintsAndDraws() throws {
        let diffs = try CLI.temporaryDirectory()
        let result = try CLI.run(["test", "docs/test-failure/late-subscriber.marble", "--diff-dir", diffs.path])
        XCTAssertEqual(result.status, 1)
        let shown = result.stdout.replacingOccurrences(of: diffs.path, with: "docs/test-failure")
        let doc = try String(contentsOf: Repository.root.appendingPathComponent("docs/testing.md"), encoding: .utf8)
        XCTAssertTrue(doc.contains("--diff-dir docs/test-failure\n" + shown + "$ echo $?\n1\n"), shown)
        let drawn = try Data(contentsOf: diffs.appendingPathComponent("late-subscriber.png"))
        let committed = try Data(contentsOf: Repository.root.appendingPathComponent("docs/test-failure/late-subscriber.png"))
        XCTAssertEqual(drawn, committed)
    }
}

/// Two failing files with one name draw two diagrams, each at a path of its own that the
/// next run gives it again.
final class TestCommandDiagramPathTests: XCTestCase {
    private let failing = """
        s = PassthroughSubject<Int>()
        C = s.sink()
        s.send("-1|")
        expect(C, "-2|")

        """

    func testFilesSharingANameDrawDistinctStableDiagrams() throws {
        let folder = try CLI.temporaryDirectory()
        var files: [URL] = []
        for sub in ["a", "b/c"] {
            let directory = folder.appendingPathComponent(sub)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("x.marble")
            try Data(failing.replacingOccurrences(of: "-1|", with: sub == "a" ? "-1|" : "--1|").utf8).write(to: file)
            files.append(file)
        }
        let lone = folder.appendingPathComponent("y.marble")
        try Data(failing.utf8).write(to: lone)
        let diffs = folder.appendingPathComponent("diffs")
        for _ in 0..<2 {
            let result = try CLI.run(["test", folder.path, "--diff-dir", diffs.path])
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(result.stdout.contains("    diagram: \(diffs.path)/a/x.png\n"), result.stdout)
            XCTAssertTrue(result.stdout.contains("    diagram: \(diffs.path)/b/c/x.png\n"), result.stdout)
            XCTAssertTrue(result.stdout.contains("    diagram: \(diffs.path)/y.png\n"), result.stdout)
        }
        let first = try Data(contentsOf: diffs.appendingPathComponent("a/x.png"))
        let second = try Data(contentsOf: diffs.appendingPathComponent("b/c/x.png"))
        XCTAssertEqual(Array(first.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: diffs.path).sorted(), ["a", "b", "y.png"])
    }
}
