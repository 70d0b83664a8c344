import MarbleDSL
import MarbleTrace

/// `expect(...)` lines on their own, checked against a trace that no run of this file made
/// (a recorder's, a saved one).
public enum ExpectationLines {
    /// The expectations of `file`, which may hold nothing else, and the problems in them:
    /// any other statement is an error, as there is no pipeline here to run it in.
    public static func read(_ file: MarbleFile) -> (expectations: [Expectation], diagnostics: [Diagnostic]) {
        let (rest, expectations, diagnostics) = ExpectationReader.split(file)
        let others = rest.statements.map {
            Diagnostic(.error, "only expect(...) lines can be checked against a trace", at: $0.range,
                       expected: "expect(LANE, \"marbles\")")
        }
        return (expectations, diagnostics + others)
    }
}
