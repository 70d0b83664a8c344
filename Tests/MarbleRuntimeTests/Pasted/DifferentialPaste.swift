import Foundation
import XCTest

/// The Swift between `// paste begin` and `// paste end` in the test `name` of the differential
/// suite's file `suite` (`PastedEffectsDifferentialTests.swift` unless said), with its
/// indentation removed: the corpus checks the exact trace of the very text that suite
/// compiles against OpenCombine.
func differentialPaste(_ name: String, in suite: String = "PastedEffectsDifferentialTests.swift",
                       file: StaticString = #filePath, line: UInt = #line) -> String {
    let path = URL(fileURLWithPath: "\(#filePath)")
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Differential/Tests/DifferentialTests").appendingPathComponent(suite)
    guard let source = try? String(contentsOf: path, encoding: .utf8) else {
        XCTFail("cannot read \(path.path)", file: file, line: line)
        return ""
    }
    let lines = source.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.contains("func \(name)()") }),
          let begin = lines[start...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// paste begin" }),
          let end = lines[begin...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// paste end" }) else {
        XCTFail("no paste block in \(name)", file: file, line: line)
        return ""
    }
    let block = lines[(begin + 1)..<end]
    let indent = block.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
    return block.map { String($0.dropFirst(min(indent, $0.prefix(while: { $0 == " " }).count))) }.joined(separator: "\n")
}
