import XCTest

/// Every kind of command line the CLI cannot use exits 2, as the README says of bad input,
/// with ArgumentParser's message and no output; help and `--version` still exit 0.
final class UsageExitStatusTests: XCTestCase {
    /// Runs `arguments` (with an empty output folder appended as `--out-dir` when asked) and
    /// checks exit status 2, `message` on standard error, nothing on standard output and no
    /// file written.
    private func assertUsageError(_ arguments: [String], withOutDir: Bool = false, says message: String,
                                  line: UInt = #line) throws {
        let directory = try CLI.temporaryDirectory()
        let result = try CLI.run(arguments + (withOutDir ? ["--out-dir", directory.path] : []))
        XCTAssertEqual(result.status, 2, line: line)
        XCTAssertTrue(result.stderr.contains(message), result.stderr, line: line)
        XCTAssertEqual(result.stdout, "", line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [], line: line)
    }

    func testUnknownOptionExits2() throws {
        try assertUsageError(["trace", "examples/02-scan.marble", "--no-such-option"], says: "Error: Unknown option '--no-such-option'")
    }

    func testUnknownSubcommandExits2() throws {
        try assertUsageError(["paint", "examples/02-scan.marble"], says: "Error: 2 unexpected arguments: 'paint', 'examples/02-scan.marble'")
    }

    func testMissingArgumentExits2() throws {
        try assertUsageError(["trace"], says: "Error: Missing expected argument '<file>'")
    }

    func testMissingOptionValueExits2() throws {
        try assertUsageError(["render", "examples/02-scan.marble", "--out-dir"], says: "Error: Missing value for '--out-dir <out-dir>'")
    }

    func testBadValueExits2() throws {
        try assertUsageError(["render", "examples/02-scan.marble", "--scale", "big"], withOutDir: true,
                             says: "Error: The value 'big' is invalid for '--scale")
    }

    func testFailedValidationExits2() throws {
        try assertUsageError(["render", "examples/02-scan.marble", "--scale", "0"], withOutDir: true,
                             says: "Error: --scale must be above 0 and at most 8")
    }

    /// A subcommand is parsed on its own first, for speed; what that parse cannot use is
    /// parsed again from the root, so help and errors still name `marbles render`.
    func testSubcommandHelpAndErrorsNameTheRootCommand() throws {
        for arguments in [["render", "--help"], ["render", "-h"], ["trace", "examples/02-scan.marble", "--help"]] {
            let help = try CLI.run(arguments)
            XCTAssertEqual(help.status, 0, "\(arguments)")
            XCTAssertTrue(help.stdout.contains("USAGE: marbles \(arguments[0]) "), help.stdout)
            XCTAssertTrue(help.stdout.contains("--version               Show the version."), help.stdout)
        }
        let directory = try CLI.temporaryDirectory()
        let failed = try CLI.run(["render", "examples/02-scan.marble", "--scale", "0", "--out-dir", directory.path])
        XCTAssertEqual(failed.status, 2)
        XCTAssertTrue(failed.stderr.contains("Usage: marbles render [<options>] <files> ..."), failed.stderr)
    }

    func testHelpAndVersionExit0() throws {
        let help = try CLI.run(["render", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("USAGE: marbles render"), help.stdout)
        let version = try CLI.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout, "0.1.0\n")
    }
}
