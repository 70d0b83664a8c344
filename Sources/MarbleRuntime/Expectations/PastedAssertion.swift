import MarbleDSL
import MarbleTrace
import Reactive

/// A test assertion pasted with its test (`XCTAssertEqual(received, [1, 2])`,
/// `#expect(count == 3)`) and how it came out: checked on the file's variables where it
/// stands. A failure is marked in the diff diagram on the lanes that filled what it reads.
public struct PastedAssertion: Hashable, Sendable {
    /// The whole call.
    public var range: SourceRange
    /// What differs, in words (`searches: expected ["com", "combine"], got ["com"] at tick 9`);
    /// `nil` when it held.
    public var failure: String?
    /// The tick it was checked at; `nil` for one checked after the run.
    public var tick: Int?
    /// The lanes whose subscribers' closures filled the variables it reads, up to when it was
    /// checked (`sink1` for `XCTAssertEqual(searches, ...)` after `sink { searches.append($0) }`):
    /// where its failure diagram marks it.
    public var lanes: [String] = []
}

/// What a pasted assertion checks, read from its call.
struct AssertionCheck {
    enum Kind {
        /// `lhs op rhs` must hold: `==` for `XCTAssertEqual`, `>` for `XCTAssertGreaterThan`, ...
        case comparison(op: String, actual: Expr, expected: Expr, accuracy: Expr?)
        /// `condition` must be `expected`.
        case truth(Expr, expected: Bool)
    }

    var kind: Kind
    var range: SourceRange

    /// The XCTest functions a pasted file may assert with, and the comparison each makes.
    static let comparisons: [String: String] = [
        "XCTAssertEqual": "==", "XCTAssertNotEqual": "!=", "XCTAssertGreaterThan": ">",
        "XCTAssertGreaterThanOrEqual": ">=", "XCTAssertLessThan": "<", "XCTAssertLessThanOrEqual": "<=",
    ]

    /// Assertions about what a diagram's values never are, with why.
    static let unsupported: [String: String] = [
        "XCTAssertNil": "a diagram's values are never nil", "XCTAssertNotNil": "a diagram's values are never nil",
        "XCTUnwrap": "a diagram's values are never nil", "#require": "a diagram's values are never nil",
        "XCTFail": "it fails wherever it runs", "XCTAssertThrowsError": "a diagram has no throwing functions",
        "XCTAssertNoThrow": "a diagram has no throwing functions", "XCTAssertIdentical": "a diagram's values have no identity",
        "XCTAssertNotIdentical": "a diagram's values have no identity",
    ]

    /// The check `expr` makes, `nil` when it is no assertion; an assertion the file cannot
    /// make is an error that names it.
    static func read(_ expr: Expr) throws -> AssertionCheck? {
        guard case .call(let callee, let arguments, let trailing) = expr.kind, case .identifier(let name) = callee.kind,
              name.hasPrefix("XCT") || name.hasPrefix("#") else { return nil }
        if let reason = unsupported[name] {
            throw RuntimeError.unsupportedAssertion(name, reason: reason, at: callee.range)
        }
        var args = Arguments(arguments, trailingClosure: trailing, callRange: expr.range, callee: name)
        let kind: Kind
        switch name {
        case "XCTAssert", "XCTAssertTrue", "XCTAssertFalse", "#expect":
            let condition = try args.requirePositional("a condition, e.g. received.isEmpty")
            kind = name == "#expect" ? expectation(condition) : .truth(condition, expected: name != "XCTAssertFalse")
        default:
            guard let op = comparisons[name] else {
                throw RuntimeError.unsupportedAssertion(name, reason: "it is none of XCTest's assertions a diagram makes", at: callee.range)
            }
            let first = try args.requirePositional("the value to check, e.g. received")
            let second = try args.requirePositional("the value it must be, e.g. [1, 2]")
            let accuracy = op == "==" || op == "!=" ? args.labeled("accuracy") : nil
            // XCTest reads either way round; the message names the side that is no literal.
            let swapped = isLiteral(first) && !isLiteral(second)
            kind = .comparison(op: swapped ? mirrored(op) : op, actual: swapped ? second : first,
                               expected: swapped ? first : second, accuracy: accuracy)
        }
        // A message (`XCTAssertEqual(a, b, "why")`, `#expect(ok, "why")`) says why it fails.
        _ = args.positional()
        try args.finish()
        return AssertionCheck(kind: kind, range: expr.range)
    }

    /// The names the check reads (`received` in `received.count == 2`).
    var names: [Identifier] {
        switch kind {
        case .truth(let condition, _): return Self.names(in: condition)
        case .comparison(_, let actual, let expected, let accuracy):
            return Self.names(in: actual) + Self.names(in: expected) + (accuracy.map(Self.names) ?? [])
        }
    }

    private static func names(in expr: Expr) -> [Identifier] {
        switch expr.kind {
        case .identifier(let name): return [Identifier(name, range: expr.range)]
        case .member(let base, _): return names(in: base)
        case .unary(_, let operand): return names(in: operand)
        case .binary(_, let lhs, let rhs): return names(in: lhs) + names(in: rhs)
        case .ternary(let a, let b, let c): return names(in: a) + names(in: b) + names(in: c)
        case .array(let elements), .tuple(let elements): return elements.flatMap(names)
        case .call(let callee, let arguments, _):
            let base: [Identifier]
            if case .member(let receiver, _) = callee.kind { base = names(in: receiver) } else { base = [] }
            return base + arguments.flatMap { names(in: $0.value) }
        default: return []
        }
    }

    /// The check with each `subject.value` of a subject `isSubject` names read as the name
    /// `subject.value`, which the scope of the check holds (the subject's current value).
    func readingValues(of isSubject: (String) -> Bool) -> (check: AssertionCheck, subjects: [String]) {
        var subjects: [String] = []
        func read(_ expr: Expr) -> Expr {
            var out = expr
            switch expr.kind {
            case .member(let base, let name):
                if name.name == "value", case .identifier(let subject) = base.kind, isSubject(subject) {
                    if !subjects.contains(subject) { subjects.append(subject) }
                    out.kind = .identifier("\(subject).value")
                } else {
                    out.kind = .member(base: read(base), name: name)
                }
            case .unary(let op, let operand): out.kind = .unary(op: op, operand: read(operand))
            case .binary(let op, let lhs, let rhs): out.kind = .binary(op: op, lhs: read(lhs), rhs: read(rhs))
            case .ternary(let a, let b, let c): out.kind = .ternary(condition: read(a), then: read(b), else: read(c))
            case .array(let elements): out.kind = .array(elements.map(read))
            case .tuple(let elements): out.kind = .tuple(elements.map(read))
            case .call(let callee, let arguments, let trailing):
                out.kind = .call(callee: read(callee), arguments: arguments.map { Argument(label: $0.label, value: read($0.value)) },
                                 trailingClosure: trailing)
            default: break
            }
            return out
        }
        var check = self
        switch kind {
        case .truth(let condition, let expected): check.kind = .truth(read(condition), expected: expected)
        case .comparison(let op, let actual, let expected, let accuracy):
            check.kind = .comparison(op: op, actual: read(actual), expected: read(expected), accuracy: accuracy.map(read))
        }
        return (check, subjects)
    }

    /// `#expect(a == b)` compares, and says what differs; any other condition must be true.
    private static func expectation(_ condition: Expr) -> Kind {
        if case .binary(let op, let lhs, let rhs) = condition.kind, ["==", "!=", "<", "<=", ">", ">="].contains(op) {
            let swapped = isLiteral(lhs) && !isLiteral(rhs)
            return .comparison(op: swapped ? mirrored(op) : op, actual: swapped ? rhs : lhs, expected: swapped ? lhs : rhs, accuracy: nil)
        }
        return .truth(condition, expected: true)
    }

    private static func isLiteral(_ expr: Expr) -> Bool {
        (try? ValueEvaluator().evaluate(expr)) != nil
    }

    private static func mirrored(_ op: String) -> String {
        ["<": ">", ">": "<", "<=": ">=", ">=": "<="][op] ?? op
    }

    /// The failure in words, `nil` when the check holds on `variables`; `when` says where it
    /// stands (`at tick 9`).
    func failure(on variables: [String: MarbleValue], when: String) throws -> String? {
        let evaluator = ValueEvaluator(scope: variables)
        switch kind {
        case .truth(let condition, let expected):
            guard case .bool(let value) = try evaluator.evaluate(condition) else {
                throw RuntimeError.notACondition(condition.text, at: condition.range)
            }
            return value == expected ? nil : "\(condition.text): expected \(expected), got \(value) \(when)"
        case .comparison(let op, let actualExpr, let expectedExpr, let accuracy):
            let actual = try evaluator.evaluate(actualExpr), expected = try evaluator.evaluate(expectedExpr)
            let holds: Bool
            if let accuracy {
                guard let a = actual.number, let b = expected.number, let tolerance = try evaluator.evaluate(accuracy).number else {
                    throw RuntimeError.cannotCompare(actual.typeName, and: expected.typeName, at: actualExpr.range)
                }
                holds = (abs(a - b) <= tolerance) == (op == "==")
            } else {
                let comparison = Expr(.binary(op: op, lhs: actualExpr, rhs: expectedExpr), range: range, text: "")
                holds = try evaluator.evaluate(comparison) == .bool(true)
            }
            guard !holds else { return nil }
            let wanted = op == "==" ? MarbleLiteral.source(of: expected)
                : op == "!=" ? "anything but \(MarbleLiteral.source(of: expected))" : "\(op) \(MarbleLiteral.source(of: expected))"
            return "\(actualExpr.text): expected \(wanted), got \(MarbleLiteral.source(of: actual)) \(when)"
        }
    }
}

/// The pasted assertions of a run, in file order, each checked where it stands.
final class AssertionLog {
    private(set) var outcomes: [PastedAssertion] = []
    private var checks: [AssertionCheck] = []
    /// What each check reads: the file's variables (and subjects' values) when it is checked.
    private var scopes: [() -> [String: MarbleValue]] = []
    /// The lanes that filled what each check reads, by then.
    private var fillers: [() -> [String]] = []
    /// Those checked after the run, in a file without a test scheduler to advance.
    private var atEnd: [Int] = []

    /// Adds `check`, which reads `scope`, returning its index.
    func add(_ check: AssertionCheck, scope: @escaping () -> [String: MarbleValue], filledBy: @escaping () -> [String]) -> Int {
        checks.append(check)
        scopes.append(scope)
        fillers.append(filledBy)
        outcomes.append(PastedAssertion(range: check.range, failure: nil))
        return checks.count - 1
    }

    func checkAtEnd(_ index: Int) {
        atEnd.append(index)
    }

    func check(_ index: Int, at tick: Int?) throws {
        outcomes[index].failure = try checks[index].failure(on: scopes[index](), when: tick.map { "at tick \($0)" } ?? "after the run")
        outcomes[index].tick = tick
        outcomes[index].lanes = fillers[index]()
    }

    /// Checks those that wait for the end of the run.
    func checkRest(errors: RunErrorLog) {
        for index in atEnd {
            do {
                try check(index, at: nil)
            } catch {
                errors.report(error, at: checks[index].range)
            }
        }
    }
}

extension PipelineBuilder {
    /// `XCTAssertEqual(received, [1, 2])`, `#expect(count == 3)`: checked at the time the
    /// file's test scheduler stands, once the actions before it have run, as the test's own
    /// assertion is; in a file without one, after the run.
    func performAssertion(_ read: AssertionCheck) throws {
        // `subject.value` of a `CurrentValueSubject` the file declares reads its value then.
        var valued: [String: CurrentValueSubject<MarbleValue, MarbleError>] = [:]
        let (check, subjects) = read.readingValues { name in
            guard case .subject(let handle) = bindings[name],
                  let subject = handle.subject as? CurrentValueSubject<MarbleValue, MarbleError> else { return false }
            valued[name] = subject
            return true
        }
        // Its other names must be the file's values already, as in the test.
        for name in check.names where swiftSubset.variables.values[name.name] == nil && !subjects.contains(where: { "\($0).value" == name.name }) {
            throw RuntimeError.notAVariable(name.name, at: name.range)
        }
        let variables = swiftSubset.variables
        let scope = { () -> [String: MarbleValue] in
            var scope = variables.values
            for (name, subject) in valued { scope["\(name).value"] = subject.value }
            return scope
        }
        _ = try check.failure(on: scope(), when: "")
        let names = check.names.map(\.name)
        let filledBy = { () -> [String] in
            names.flatMap { variables.filledBy[$0] ?? [] }.reduce(into: [String]()) { lanes, lane in
                if !lanes.contains(lane) { lanes.append(lane) }
            }
        }
        let index = assertions.add(check, scope: scope, filledBy: filledBy)
        guard boundSchedulers.values.contains(.test) else {
            assertions.checkAtEnd(index)
            return
        }
        let tick = currentTick, assertions = self.assertions, log = runErrors
        scheduler.schedule(at: tick) {
            do {
                try assertions.check(index, at: tick)
            } catch {
                log.report(error, at: check.range)
            }
        }
    }
}
