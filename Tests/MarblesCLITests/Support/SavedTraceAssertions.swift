import Foundation
import XCTest

/// `marbles render` of `saved` (a trace as JSON) gives the same PNG and SVG bytes as of
/// `marble`, the file it was traced from.
func assertSavedTrace(_ saved: URL, drawsAs marble: String, in directory: URL,
                      file: StaticString = #filePath, line: UInt = #line) throws {
    for format in ["svg", "png"] {
        let fromFile = directory.appendingPathComponent("file.\(format)").path
        let fromTrace = directory.appendingPathComponent("trace.\(format)").path
        XCTAssertEqual(try CLI.run(["render", marble, "-o", fromFile]).status, 0, file: file, line: line)
        let result = try CLI.run(["render", saved.path, "-o", fromTrace])
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        XCTAssertEqual(FileManager.default.contents(atPath: fromTrace), FileManager.default.contents(atPath: fromFile), format,
                       file: file, line: line)
    }
}
