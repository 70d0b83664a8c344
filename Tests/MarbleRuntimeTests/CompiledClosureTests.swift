import MarbleDSL
@testable import MarbleRuntime
import MarbleTrace
import XCTest

/// A closure body that `CompiledBody` covers runs compiled; each must give what the general
/// evaluator gives for the same arguments: the same value, or the same error at the same place.
final class CompiledClosureTests: XCTestCase {
    /// `(closure, arguments, what it gives)`: a value as printed, or `error L:C-L:C message`.
    private let cases: [(String, [MarbleValue], String)] = [
        ("{ $0 * 3 }", [.int(7)], "21"),
        ("{ $0 * 3 }", [.int(.max)], "error 1:7-1:13 arithmetic overflow"),
        ("{ -$0 }", [.int(.min)], "error 1:7-1:10 arithmetic overflow"),
        ("{ $0 / $1 }", [.int(1), .int(0)], "error 1:7-1:14 division by zero"),
        ("{ $0 % $1 }", [.int(.min), .int(-1)], "error 1:7-1:14 arithmetic overflow"),
        ("{ $0 / $1 }", [.double(1), .int(0)], "inf"),
        ("{ $0 + $1 }", [.string("a"), .int(1)], "a1"),
        ("{ $0 + $1 }", [.int(1), .double(0.5)], "1.5"),
        ("{ $0 - $1 }", [.string("a"), .int(1)], "error 1:7-1:14 cannot apply '-' to String and Int"),
        ("{ acc, v in acc + v * factor }", [.int(1), .int(2)], "9"),
        ("{ a, b in (b, a) }", [.tuple([.int(1), .int(2)])], "(2, 1)"),
        ("{ $0 > 2 ? \"big \\($0)\" : nil }", [.int(3)], "big 3"),
        ("{ $0 > 2 ? \"big \\($0)\" : nil }", [.int(1)], "nil"),
        ("{ $0 < \"b\" }", [.string("a")], "true"),
        ("{ $0 < \"b\" }", [.int(1)], "error 1:7-1:15 cannot compare Int and String"),
        ("{ $0 == 2.0 && !($0 != 2) }", [.int(2)], "true"),
        ("{ $0 ? 1 : 0 }", [.int(2)], "error 1:7-1:9 '$0' is not a boolean"),
        ("{ $0 || $1 }", [.bool(true), .int(1)], "true"),
        ("{ $0 ?? 5 }", [.nilValue], "5"),
        ("{ $0! }", [.nilValue], "error 1:7-1:10 '$0' is nil: the force unwrap '!' stops the run, as Swift traps"),
        ("{ [$0, $0 + 1] }", [.int(1)], "[1, 2]"),
        ("{ 1...$0 }", [.int(3)], "[1, 2, 3]"),
        ("{ $0..<1 }", [.int(3)], "error 1:7-1:13 a range cannot end before it starts"),
        ("{ $1 }", [.int(3)], "error 1:7-1:9 '$1' is not available here: the closure receives 1 value(s)"),
        // Operands read in place (a parameter, a literal): the same values and errors.
        ("{ $0 + $2 }", [.int(1), .int(2)], "error 1:12-1:14 '$2' is not available here: the closure receives 2 value(s)"),
        ("{ $2 * missing }", [.int(1)], "error 1:7-1:9 '$2' is not available here: the closure receives 1 value(s)"),
        ("{ 2.5 * $0 }", [.int(2)], "5.0"),
        ("{ true + $0 }", [.int(2)], "error 1:7-1:16 cannot apply '+' to Bool and Int"),
        ("{ nil - 1 }", [], "error 1:7-1:14 cannot apply '-' to nil and Int"),
        ("{ missing + $0 }", [.int(3)], "error 1:7-1:14 unknown name 'missing' in a closure"),
        // Int arithmetic done in place (`$0 op literal`, `literal op $0`, `$0 op $1`): every
        // other value, an overflow or a division by zero goes the general way.
        ("{ 3 * $0 }", [.int(.max)], "error 1:7-1:13 arithmetic overflow"),
        ("{ 10 - $0 }", [.int(4)], "6"),
        ("{ 10 - $0 }", [.string("a")], "error 1:7-1:14 cannot apply '-' to Int and String"),
        ("{ $0 % 0 }", [.int(5)], "error 1:7-1:13 division by zero"),
        ("{ $0 / 2 }", [.int(-7)], "-3"),
        ("{ $0 * 2 }", [.double(1.5)], "3.0"),
        ("{ $0 + 1 }", [.string("a")], "a1"),
        ("{ $0 * $1 }", [.int(.max), .int(2)], "error 1:7-1:14 arithmetic overflow"),
        ("{ $1 / $0 }", [.int(2), .int(7)], "3"),
        ("{ $1 % $0 }", [.int(0), .int(7)], "error 1:7-1:14 division by zero"),
        ("{ $0 - $1 }", [.int(5), .nilValue], "error 1:7-1:14 cannot apply '-' to Int and nil"),
        ("{ $0 + $1 }", [.tuple([.int(1), .int(2)])], "3"),
        ("{ $0 + 1 }", [.tuple([.int(1), .int(2)])], "error 1:7-1:13 cannot apply '+' to a tuple and Int"),
        ("{ a, b in a + b }", [.int(1)], "error 1:19-1:20 unknown name 'b' in a closure"),
    ]

    func testCompiledBodiesGiveWhatTheEvaluatorGives() throws {
        let variables = FileVariables()
        variables.values["factor"] = .int(4)
        for (source, arguments, expected) in cases {
            let closure = try XCTUnwrap(Self.closure(source, captured: variables), source)
            XCTAssertTrue(closure.isCompiled, source)
            let compiled = Self.outcome { try closure(arguments) }
            XCTAssertEqual(compiled, expected, source)
            XCTAssertEqual(compiled, Self.outcome { try closure.interpreted(arguments) }, source)
            XCTAssertEqual(Self.outcome { try closure.prepared()(arguments) }, expected, source)
        }
    }

    /// A bare operator (`scan(0, +)`) runs as `{ $0 + $1 }`, a single tuple spread.
    func testABareOperatorGivesWhatTheEvaluatorGives() throws {
        let file = MarbleParser.parse("f = scan(0, +)").file
        guard case .binding(_, let value) = file.statements.first?.kind, case .call(_, let arguments, _) = value.kind,
              let plus = arguments.last?.value else { return XCTFail("no operator") }
        let closure = ClosureValue.operatorReference("+", at: plus)
        for (arguments, expected): ([MarbleValue], String) in [
            ([.int(1), .int(2)], "3"),
            ([.tuple([.int(2), .int(3)])], "5"),
            ([.int(.max), .int(1)], "error 1:13-1:14 arithmetic overflow"),
            ([.string("a"), .int(1)], "a1"),
            ([.int(1)], "error 1:13-1:14 '$1' is not available here: the closure receives 1 value(s)"),
        ] {
            XCTAssertTrue(closure.isCompiled)
            XCTAssertEqual(Self.outcome { try closure.prepared()(arguments) }, expected, "\(arguments)")
            XCTAssertEqual(Self.outcome { try closure.interpreted(arguments) }, expected, "\(arguments)")
        }
    }

    /// `IntArithmetic` gives exactly what the closure gives where it gives anything, and
    /// nothing where the closure must be called (another type, an overflow, a division by
    /// zero, a missing or spread argument).
    func testIntArithmeticGivesTheClosuresValueOrLeavesItToTheClosure() throws {
        let cases: [(String, [MarbleValue], String?)] = [
            ("{ $0 * 3 }", [.int(7)], "21"),
            ("{ 10 - $0 }", [.int(4)], "6"),
            ("{ $0 + $1 }", [.int(1), .int(2)], "3"),
            ("{ acc, v in acc * v }", [.int(3), .int(5)], "15"),
            ("{ $1 / $0 }", [.int(2), .int(7)], "3"),
            ("{ $0 % 4 }", [.int(-7)], "-3"),
            ("{ 3 * $0 }", [.int(.max)], nil),
            ("{ $0 / 0 }", [.int(1)], nil),
            ("{ $0 % $1 }", [.int(.min), .int(-1)], nil),
            ("{ $0 * 3 }", [.double(1.5)], nil),
            ("{ $0 + 1 }", [.string("a")], nil),
            ("{ $0 + $1 }", [.int(1)], nil),
            ("{ $0 + $2 }", [.int(1), .int(2)], nil),
            ("{ a, b in a + b }", [.int(1)], nil),
            ("{ $0 + $1 }", [.tuple([.int(1), .int(2)])], nil),
        ]
        let variables = FileVariables()
        variables.values["factor"] = .int(4)
        for (source, arguments, expected) in cases {
            let closure = try XCTUnwrap(Self.closure(source, captured: variables), source)
            let exact = try XCTUnwrap(closure.intArithmetic, source)
            let given = arguments.count == 1 ? exact(arguments[0]) : exact(arguments[0], arguments[1])
            XCTAssertEqual(given?.description, expected, source)
            if let given { XCTAssertEqual(Self.outcome { try closure(arguments) }, given.description, source) }
        }
        for source in ["{ $0 * factor }", "{ $0 * 2.5 }", "{ -$0 * 3 }", "{ $0 * 3 + 1 }", "{ $0 < 3 }", "{ $0.count + 1 }"] {
            XCTAssertNil(try XCTUnwrap(Self.closure(source, captured: nil), source).intArithmetic, source)
        }
    }

    func testBodiesWithCallsMembersOrEffectsAreNotCompiled() throws {
        for source in ["{ $0.count }", "{ String($0) }", "{ count += 1 }", "{ v in\n    let w = v\n    return w\n}", "{ $0.0 + 1 }"] {
            XCTAssertFalse(try XCTUnwrap(Self.closure(source, captured: nil), source).isCompiled, source)
        }
    }

    private static func closure(_ source: String, captured: FileVariables?) -> ClosureValue? {
        let file = MarbleParser.parse("f = \(source)").file
        guard case .binding(_, let value) = file.statements.first?.kind,
              case .closure(let parameters, let body) = value.kind else { return nil }
        return ClosureValue(parameters: parameters.map(\.name), body: body, captured: captured)
    }

    private static func outcome(_ run: () throws -> MarbleValue) -> String {
        do {
            return try run().description
        } catch let error as RuntimeError {
            let range = error.range
            return "error \(range.start.line):\(range.start.column)-\(range.end.line):\(range.end.column) \(error.message)"
        } catch {
            return "unexpected \(error)"
        }
    }
}
