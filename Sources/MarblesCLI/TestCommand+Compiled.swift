import Foundation
import MarbleDSL
import Marbles
import MarblesCompiled

extension TestCommand {
    /// `marbles test FILE.swift`: compiles the file, runs each XCTest method, and reports every
    /// failed assertion at the user's file and line. Whether every assertion held.
    func testCompiled(_ file: String) throws -> Bool {
        let run = try compileOptions.run(file)
        if (file as NSString).pathExtension != "swift", let expectations = try expectationResult(file, run) {
            guard run.failures.isEmpty, expectations.passed else {
                print("FAIL    \(file) (\(expectations.failures.count) of \(expectations.checkCount) expectation(s) failed)")
                print(expectations.report, terminator: "")
                report(run.failures, of: file)
                return false
            }
            print("ok      \(file) (\(expectations.checkCount) expectation(s), compiled)")
            return true
        }
        let tests = run.tests.count == 1 ? "1 test" : "\(run.tests.count) tests"
        guard !run.failures.isEmpty else {
            print("ok      \(file) (\(tests))")
            return true
        }
        let topLevel = run.failures.contains { $0.test == CompiledRun.topLevel }
        let failedTests = Set(run.failures.map(\.test)).subtracting([CompiledRun.topLevel]).count
        let what = [topLevel ? CompiledRun.topLevel : nil, failedTests > 0 || !topLevel ? "\(failedTests) of \(tests)" : nil]
            .compactMap { $0 }.joined(separator: " and ")
        print("FAIL    \(file) (\(what) failed)")
        report(run.failures, of: file)
        return false
    }

    /// A `.marble` file's `expect` lines checked against its one compiled diagram; nil when it
    /// has none.
    private func expectationResult(_ file: String, _ run: CompiledRun) throws -> MarbleTestResult? {
        let document = try InputFile.document(at: file)
        guard ExpectLines.mask(document.source).contains(true) else { return nil }
        guard run.diagrams.count == 1 else {
            throw CommandFailure("\(file): its expect lines need one diagram; the compiled run drew \(run.diagrams.count)")
        }
        return try document.testResult(against: run.diagrams[0].trace)
    }

    /// Each failed assertion at its file and line, with the line.
    private func report(_ failures: [CompiledRun.Failure], of file: String) {
        let lines = (try? InputFile.document(at: file).source)?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        for failure in failures {
            print("\(failure.file):\(failure.line): error: \(failure.test): \(failure.message)")
            if lines.indices.contains(failure.line - 1) {
                print(" \(failure.line) | \(lines[failure.line - 1])")
            }
        }
    }
}
