import Foundation
import Marbles
import XCTest

/// Checks a pasted-style scenario: the Swift between the `// paste begin` and `// paste end`
/// lines right above the call, in the calling test's own source file, ran compiled against
/// OpenCombine and collected `received`; the same text, read back from the file, is run
/// through marbles, and `lane` must receive the same values (as Swift prints them).
func assertPastedSameAsOpenCombine<Value>(_ received: [Value], lane: String,
                                          file: StaticString = #filePath, line: UInt = #line) {
    let source: String
    do {
        source = try pastedBlock(in: "\(file)", endingBefore: Int(line))
    } catch {
        return XCTFail("\(error)", file: file, line: line)
    }
    let trace: Trace
    do {
        let result = try MarbleDocument(source: source, fileName: "pasted.marble").testResult()
        trace = result.trace
        // The block's own XCTAssert lines, which held when compiled, hold in marbles too.
        XCTAssertEqual(result.report, "", file: file, line: line)
    } catch {
        return XCTFail(error.description, file: file, line: line)
    }
    guard let ours = trace.lanes.first(where: { $0.name == lane }) else {
        return XCTFail("no lane \(lane) in\n\(source)", file: file, line: line)
    }
    let values: [String] = ours.events.compactMap {
        switch $0.kind {
        case .value(let value), .replay(let value, _): return value.description
        default: return nil
        }
    }
    XCTAssertEqual(values, received.map { "\($0)" }, file: file, line: line)
}

/// The lines between the last `// paste begin` above `line` and the `// paste end` after it,
/// with their common indentation removed.
private func pastedBlock(in path: String, endingBefore line: Int) throws -> String {
    let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
    let above = lines.prefix(line - 1)
    guard let begin = above.lastIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// paste begin" }),
          let end = above[begin...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// paste end" }) else {
        throw PastedBlockMissing(path: path, line: line)
    }
    let block = Array(lines[(begin + 1)..<end])
    let indent = block.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
    return block.map { String($0.dropFirst(min(indent, $0.prefix(while: { $0 == " " }).count))) }.joined(separator: "\n")
}

private struct PastedBlockMissing: Error, CustomStringConvertible {
    let path: String
    let line: Int
    var description: String { "no '// paste begin' ... '// paste end' block above \(path):\(line)" }
}
