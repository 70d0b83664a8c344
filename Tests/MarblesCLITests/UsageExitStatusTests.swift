import XCTest

/// Every kind of command line the CLI cannot use exits 2, as the README says of bad input,
/// with ArgumentParser's message and no output; help and `--version` still exit 0.
final class UsageExitStatusTests: XCTestCase {
    func testUnknownOptionExits2() throws {
        let result = try CLI.run(["trace", "examples/02-scan.marble", "--no-such-option"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Error: Unknown option '--no-such-option'"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testUnknownSubcommandExits2() throws {
        let result = try CLI.run(["paint", "examples/02-scan.marble"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Error: 2 unexpected arguments: 'paint', 'examples/02-scan.marble'"), result.stderr)
    }

    func testMissingArgumentExits2() throws {
        let result = try CLI.run(["trace"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Error: Missing expected argument '<file>'"), result.stderr)
    }

    func testMissingOptionValueExits2() throws {
        let result = try CLI.run(["render", "examples/02-scan.marble", "--out-dir"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Error: Missing value for '--out-dir <out-dir>'"), result.stderr)
    }

    func testBadValueExits2() throws {
        let directory = try CLI.temporaryDirectory()
        let result = try CLI.run(["render", "examples/02-scan.marble", "--out-dir", directory.path, "--scale", "big"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Error: The value 'big' is invalid for '--scale"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testFailedValidationExits2() throws {
        let directory = try CLI.temporaryDirectory()
        let result = try CLI.run(["render", "examples/02-scan.marble", "--out-dir", directory.path, "--scale", "0"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Error: --scale must be above 0 and at most 8"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
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
