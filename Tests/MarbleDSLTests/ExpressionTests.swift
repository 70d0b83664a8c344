import XCTest
import MarbleDSL

/// Expressions: precedence, literals, postfix forms, and the range and text of every node.
final class ExpressionTests: XCTestCase {
    /// The value of the one action statement in `source`.
    private func expression(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> Expr? {
        let statements = parseClean(source, file: file, line: line)
        guard statements.count == 1, case .expression(let expression) = statements[0].kind else {
            XCTFail("expected one action statement, got \(statements)", file: file, line: line)
            return nil
        }
        XCTAssertEqual(statements[0].range, expression.range, file: file, line: line)
        return expression
    }

    func testMultiplicationBindsTighterThanAddition() {
        let src = TestSource("1 + 2 * 3 - 4")
        let product = src.e(.binary(op: "*", lhs: src.int(2), rhs: src.int(3)), "2 * 3")
        let sum = src.e(.binary(op: "+", lhs: src.int(1), rhs: product), "1 + 2 * 3")
        XCTAssertEqual(expression(src.text), src.e(.binary(op: "-", lhs: sum, rhs: src.int(4)), "1 + 2 * 3 - 4"))
    }

    func testLogicalAndComparisonPrecedence() {
        let src = TestSource("a || b && c == d + 1")
        let plus = src.e(.binary(op: "+", lhs: src.ident("d"), rhs: src.int(1)), "d + 1")
        let equal = src.e(.binary(op: "==", lhs: src.ident("c"), rhs: plus), "c == d + 1")
        let and = src.e(.binary(op: "&&", lhs: src.ident("b"), rhs: equal), "b && c == d + 1")
        XCTAssertEqual(expression(src.text), src.e(.binary(op: "||", lhs: src.ident("a"), rhs: and), src.text))
    }

    func testTernaryIsLoosestAndRightAssociative() {
        let src = TestSource("$0 > 1 ? \"big\" : $0 == 1 ? \"one\" : \"small\"")
        let first = src.e(.binary(op: ">", lhs: src.e(.closureParameter(0), "$0"), rhs: src.int(1)), "$0 > 1")
        let second = src.e(.binary(op: "==", lhs: src.e(.closureParameter(0), "$0", nth: 2), rhs: src.int(1, nth: 2)), "$0 == 1")
        let inner = src.e(.ternary(condition: second, then: src.string("\"one\""), else: src.string("\"small\"")),
                          "$0 == 1 ? \"one\" : \"small\"")
        XCTAssertEqual(expression(src.text), src.e(.ternary(condition: first, then: src.string("\"big\""), else: inner), src.text))
    }

    func testUnaryOperatorsBindTighterThanBinary() {
        let src = TestSource("!a && -b * 2")
        let not = src.e(.unary(op: "!", operand: src.ident("a")), "!a")
        let negated = src.e(.unary(op: "-", operand: src.ident("b")), "-b")
        let product = src.e(.binary(op: "*", lhs: negated, rhs: src.int(2)), "-b * 2")
        XCTAssertEqual(expression(src.text), src.e(.binary(op: "&&", lhs: not, rhs: product), src.text))
    }

    func testMinusBeforeANumberIsANegativeLiteral() {
        let src = TestSource("f(-3, - 3, 2-1, -1.5)")
        let spaced = src.e(.unary(op: "-", operand: src.int(3, nth: 2)), "- 3")
        let difference = src.e(.binary(op: "-", lhs: src.int(2), rhs: src.int(1)), "2-1")
        XCTAssertEqual(expression(src.text), src.call(src.ident("f"), [
            arg(src.e(.integer(-3), "-3")), arg(spaced), arg(difference), arg(src.e(.decimal(-1.5), "-1.5")),
        ], src.text))
    }

    func testSmallestIntegerIsANegativeLiteral() {
        let src = TestSource("f(-9223372036854775808)")
        XCTAssertEqual(expression(src.text), src.call(src.ident("f"), [arg(src.e(.integer(.min), "-9223372036854775808"))], src.text))
    }

    func testParenthesesGroupAndKeepTheirText() {
        let src = TestSource("(1 + 2) * 3")
        let sum = src.e(.binary(op: "+", lhs: src.int(1), rhs: src.int(2)), "(1 + 2)")
        XCTAssertEqual(expression(src.text), src.e(.binary(op: "*", lhs: sum, rhs: src.int(3)), src.text))
    }

    func testTuples() {
        let src = TestSource("f((a, b), ())")
        let pair = src.e(.tuple([src.ident("a"), src.ident("b")]), "(a, b)")
        XCTAssertEqual(expression(src.text), src.call(src.ident("f"), [arg(pair), arg(src.e(.tuple([]), "()"))], src.text))
    }

    func testLiterals() {
        let src = TestSource("f(42, 1.5, true, false, nil, \"s\", 1_000, $1)")
        XCTAssertEqual(expression(src.text), src.call(src.ident("f"), [
            arg(src.int(42)), arg(src.e(.decimal(1.5), "1.5")), arg(src.e(.boolean(true), "true")),
            arg(src.e(.boolean(false), "false")), arg(src.e(.nilLiteral, "nil")), arg(src.string("\"s\"")),
            arg(src.e(.integer(1000), "1_000")), arg(src.e(.closureParameter(1), "$1")),
        ], src.text))
    }

    func testCollections() {
        let src = TestSource("f([], [:], [1,], [a: 1,])")
        XCTAssertEqual(expression(src.text), src.call(src.ident("f"), [
            arg(src.e(.array([]), "[]")),
            arg(src.e(.dictionary([]), "[:]")),
            arg(src.e(.array([src.int(1)]), "[1,]")),
            arg(src.e(.dictionary([DictionaryEntry(key: src.ident("a"), value: src.int(1, nth: 2))]), "[a: 1,]")),
        ], src.text))
    }

    func testImplicitMembers() {
        let src = TestSource("s.buffer(size: .max, whenFull: .dropOldest, demand: .max(3))")
        let max = src.call(src.e(.implicitMember("max"), ".max", nth: 2), [arg(src.int(3))], ".max(3)")
        XCTAssertEqual(expression(src.text), src.call(src.member(src.ident("s"), "buffer"), [
            arg(src.name("size"), src.e(.implicitMember("max"), ".max")),
            arg(src.name("whenFull"), src.e(.implicitMember("dropOldest"), ".dropOldest")),
            arg(src.name("demand"), max),
        ], src.text))
    }

    func testOperatorReferences() {
        let src = TestSource("s.reduce(0, +).removeDuplicates(by: ==)")
        let reduce = src.call(src.member(src.ident("s"), "reduce"),
                              [arg(src.int(0)), arg(src.e(.operatorReference("+"), "+"))], "s.reduce(0, +)")
        XCTAssertEqual(expression(src.text), src.call(src.member(reduce, "removeDuplicates"),
                                                       [arg(src.name("by"), src.e(.operatorReference("=="), "=="))], src.text))
    }

    func testTrailingClosureAfterIdentifier() {
        let src = TestSource("Deferred { cold(\"-1|\") }")
        let cold = src.call(src.ident("cold"), [arg(src.string("\"-1|\""))], "cold(\"-1|\")")
        XCTAssertEqual(expression(src.text),
                       src.call(src.ident("Deferred"), closure: src.e(.closure(parameters: [], body: cold), "{ cold(\"-1|\") }"), src.text))
    }

    func testClosureWithParenthesizedParameters() {
        let src = TestSource("s.map { (a, b) in a }")
        let closure = src.e(.closure(parameters: [src.name("a"), src.name("b")], body: src.ident("a", nth: 2)), "{ (a, b) in a }")
        XCTAssertEqual(expression(src.text), src.call(src.member(src.ident("s"), "map"), closure: closure, src.text))
    }

    func testCallAndTrailingClosureMustStartOnTheSameLine() {
        XCTAssertEqual(parseErrors("x = [f\n  (1)]\ny = [f\n  { 1 }]"), """
            demo.marble:2:3: error: unexpected '('
             2 |   (1)]
               |   ^ expected ',' or ']'
            demo.marble:4:3: error: unexpected '{'
             4 |   { 1 }]
               |   ^ expected ',' or ']'

            """)
    }

    func testGenericSpecialization() {
        let src = TestSource("MergeInput<Int>().merge(PassthroughSubject<Int, Never>.create())")
        let input = src.call(src.e(.specialize(base: src.ident("MergeInput"), typeArguments: ["Int"]), "MergeInput<Int>"),
                             "MergeInput<Int>()")
        let subject = src.e(.specialize(base: src.ident("PassthroughSubject"), typeArguments: ["Int", "Never"]),
                            "PassthroughSubject<Int, Never>")
        let create = src.call(src.member(subject, "create"), "PassthroughSubject<Int, Never>.create()")
        XCTAssertEqual(expression(src.text), src.call(src.member(input, "merge"), [arg(create)], src.text))
    }

    func testNestedGenericArgumentsAreKeptAsWritten() {
        let src = TestSource("CurrentValueSubject<[String: Int?], Array<Int>>(0)")
        let specialized = src.e(.specialize(base: src.ident("CurrentValueSubject"), typeArguments: ["[String: Int?]", "Array<Int>"]),
                                "CurrentValueSubject<[String: Int?], Array<Int>>")
        XCTAssertEqual(expression(src.text), src.call(specialized, [arg(src.int(0))], src.text))
    }

    func testLessThanIsAComparisonUnlessATypeListFollows() {
        let src = TestSource("f(A < B, a<b>(c), A<B> c)")
        let spaced = src.e(.binary(op: "<", lhs: src.ident("A"), rhs: src.ident("B")), "A < B")
        let lowercase = src.e(.binary(op: ">", lhs: src.e(.binary(op: "<", lhs: src.ident("a"), rhs: src.ident("b")), "a<b"),
                                      rhs: src.e(.identifier("c"), "(c)")), "a<b>(c)")
        // Neither `(` nor `.` follows `A<B>`, so it is `A < B > c`.
        let notFollowed = src.e(.binary(op: ">", lhs: src.e(.binary(op: "<", lhs: src.ident("A", nth: 2), rhs: src.ident("B", nth: 2)), "A<B"),
                                        rhs: src.ident("c", nth: 2)), "A<B> c")
        XCTAssertEqual(expression(src.text), src.call(src.ident("f"), [arg(spaced), arg(lowercase), arg(notFollowed)], src.text))
    }

    func testTextOfEveryNodeIsItsSourceSlice() {
        let source = "C = s.scan(10, +).map { \"\\($0)\" + \"!\" }.sink(at: 4)"
        let statements = parseClean(source)
        var texts: [String] = []
        func visit(_ expression: Expr) {
            XCTAssertEqual(expression.text, String(Array(source)[expression.range.start.offset..<expression.range.end.offset]))
            texts.append(expression.text)
            switch expression.kind {
            case .member(let base, _): visit(base)
            case .call(let callee, let arguments, let closure):
                visit(callee)
                arguments.forEach { visit($0.value) }
                closure.map(visit)
            case .closure(_, let body): visit(body)
            case .binary(_, let lhs, let rhs):
                visit(lhs)
                visit(rhs)
            case .string(let literal):
                for case .interpolation(let inner) in literal.segments { visit(inner) }
            default: break
            }
        }
        guard case .binding(_, let value)? = statements.first?.kind else { return XCTFail("not a binding") }
        visit(value)
        XCTAssertEqual(texts, [
            "s.scan(10, +).map { \"\\($0)\" + \"!\" }.sink(at: 4)",
            "s.scan(10, +).map { \"\\($0)\" + \"!\" }.sink",
            "s.scan(10, +).map { \"\\($0)\" + \"!\" }",
            "s.scan(10, +).map",
            "s.scan(10, +)",
            "s.scan",
            "s",
            "10",
            "+",
            "{ \"\\($0)\" + \"!\" }",
            "\"\\($0)\" + \"!\"",
            "\"\\($0)\"",
            "$0",
            "\"!\"",
            "4",
        ])
    }
}
