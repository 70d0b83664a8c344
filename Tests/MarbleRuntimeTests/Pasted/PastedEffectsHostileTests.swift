import MarbleDSL
import MarbleRuntime
import TestSupport
import XCTest

/// Hostile variants of what pasted closures and statements act with (`switch` patterns with
/// `let` and `where`, `if case`, key paths, assignments to the file's variables,
/// `assign(to:on:)`, durations, optionals: `nil`, `x!`, `x?.name`, `??`, `if let`): parsed and run, nothing crashes or hangs, and every
/// diagnostic points into the file.
final class PastedEffectsHostileTests: XCTestCase {
    private static let prelude = """
        enum E: Error { case a, b(Int) }
        let scheduler = DispatchQueue.test
        let s = PassthroughSubject<Int, E>()
        let v = CurrentValueSubject<Int, Never>(0)
        var n = 0
        var xs: [Int] = []

        """

    private static let fragments = [
        "switch $0 {", "case", " let ", " var ", ".b(", ".a", "(let x)", " where ", "x > 1", "default:", ":", "}", "{",
        "if case", " = ", "n += 1", "n = ", "xs.append(", "xs.append(contentsOf: [", "$1", "$0", ")", "]", ",", ";",
        "\\.", "\\.value", "assign(to: ", ", on: v)", "s.", "map", "sink", "scan(0) ", "return ", "throw E.a", "guard ",
        " else ", "print(", "scheduler.advance(by: ", ".seconds(0.5)", ".interval(1)", ".zero", "0.25", "-0.5", "\n",
        " ", "_", "x", "1", "let ", "n", "xs", "v.value = 3", "s.send(.b(4))", "s.send(completion: .failure(.a))",
        "!", "?", "?.", " ?? ", "nil", "if let ", "guard let ", "Int(\"12\")", "compactMap ", "replaceNil(with: ",
        "Double.nan", "x?.count", "$0!", "[1, nil]", "func f(", "_ a: Int", "from b: Int", ") throws -> Int ", "try ",
        "f(a: ", "f(", "[1: 2]", "xs[", "[0]", "enum R: Int { case p = 2, q }", "enum T: String { case ", "R.p",
        ".q", "R(rawValue: ", ".rawValue", "map(\\.count)",
    ]

    func testRandomPastedEffectsEndWithLocatedDiagnostics() {
        var random = SeededGenerator(seed: 9)
        for _ in 0..<1_500 {
            let body = (0..<random.next(30)).map { _ in Self.fragments[random.next(Self.fragments.count)] }.joined()
            let source = Self.prelude + body
            let (parsed, parseDiagnostics) = MarbleParser.parse(source)
            let result = MarbleRunner.run(parsed)
            let length = source.count
            for diagnostic in parseDiagnostics + result.diagnostics {
                XCTAssert(diagnostic.range.start.offset <= diagnostic.range.end.offset, source.debugDescription)
                XCTAssert(diagnostic.range.end.offset <= length, source.debugDescription)
            }
            _ = DiagnosticFormatter(fileName: "f", source: source).format(parseDiagnostics + result.diagnostics)
        }
    }

    /// Effects that grow without end stop at the value limits, as an error, not a crash.
    func testAnEffectThatGrowsWithoutEndIsStopped() {
        XCTAssertEqual(runErrors("""
            var xs: [Int] = []
            var text = "ab"
            let s = (1...5000).publisher
            let c = s.sink { xs.append(contentsOf: [$0, $0, $0]) }
            let d = s.sink { _ in text.append(text) }
            """), """
            test.marble:4:18: error: the value grows past 10000 elements or 100 levels of nesting
             4 | let c = s.sink { xs.append(contentsOf: [$0, $0, $0]) }
               |                  ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~ expected smaller values
            test.marble:5:23: error: the string grows past 10000 characters
             5 | let d = s.sink { _ in text.append(text) }
               |                       ^~~~~~~~~~~~~~~~~ expected shorter values

            """)
    }
}
