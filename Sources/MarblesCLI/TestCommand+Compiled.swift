import CommandLineSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Marbles
import MarblesCompiled

extension TestCommand {
    /// `marbles test FILE.swift`: compiles the file, runs each XCTest method, and reports every
    /// failed assertion at the user's file and line. Whether every assertion held.
    func testCompiled(_ file: String) throws -> Bool {
        let run = try compileOptions.run(file)
        let tests = run.tests.count == 1 ? "1 test" : "\(run.tests.count) tests"
        guard !run.failures.isEmpty else {
            print("ok      \(file) (\(tests))")
            return true
        }
        let failed = Set(run.failures.map(\.test)).count
        print("FAIL    \(file) (\(failed) of \(tests) failed)")
        let lines = (try? InputFile.document(at: file).source)?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        for failure in run.failures {
            print("\(failure.file):\(failure.line): error: \(failure.test): \(failure.message)")
            if lines.indices.contains(failure.line - 1) {
                print(" \(failure.line) | \(lines[failure.line - 1])")
            }
        }
        return false
    }
}
