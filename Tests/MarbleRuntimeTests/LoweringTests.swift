import MarbleDSL
@testable import MarbleRuntime
import XCTest

/// What the marble language's front end lowers a file to, before anything runs: settings,
/// expectations, declarations, classified statements and the nodes of their pipelines.
final class LoweringTests: XCTestCase {
    private func lower(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> Program? {
        let (parsed, parseDiagnostics) = MarbleParser.parse(source)
        XCTAssertEqual(parseDiagnostics, [], file: file, line: line)
        let lowered = MarbleLowering.lower(parsed)
        XCTAssertEqual(lowered.diagnostics, [], file: file, line: line)
        return lowered.program
    }

    func testDirectivesBecomeSettingsAndNoStatements() throws {
        let program = try XCTUnwrap(lower("""
        title "T"
        ticks 12
        unit "ms"
        combine "iOS 13.0"
        lanes "per statement"
        a = cold("-1|")
        """))
        XCTAssertEqual(program.settings.title, "T")
        XCTAssertEqual(program.settings.ticks, 12)
        XCTAssertEqual(program.settings.unit, "ms")
        XCTAssertEqual(program.settings.receiveOnHandOver, .scheduled)
        XCTAssertFalse(program.settings.drawsStages)
        XCTAssertEqual(program.settings.dialect, .combine)
        XCTAssertEqual(program.statements.count, 1)
        XCTAssertEqual(program.lastStatementRange.start.line, 6)
    }

    func testAnUnknownDirectiveValueIsARejectedStatementInItsPlace() throws {
        let program = try XCTUnwrap(lower("a = cold(\"-1|\")\ncombine \"iOS 99\"\nb = cold(\"-2|\")"))
        XCTAssertEqual(program.statements.count, 3)
        guard case .rejected(let error) = program.statements[1].kind else { return XCTFail("\(program.statements[1].kind)") }
        XCTAssertEqual(error.diagnostic.range.start.line, 2)
        XCTAssertEqual(error.diagnostic, RuntimeError.unknownCombineRelease("iOS 99", at: program.statements[1].range).diagnostic)
    }

    func testExpectLinesBecomeExpectationsNotStatements() throws {
        let program = try XCTUnwrap(lower("C = cold(\"-1|\")\nexpect(C, \"-1|\")"))
        XCTAssertEqual(program.statements.count, 1)
        XCTAssertEqual(program.expectations.map(\.lane), ["C"])
        XCTAssertEqual(program.expectations.first?.events.map(\.tick), [1, 2])
    }

    func testPublishersMergeIsAMergeStepOnItsFirstArgumentWithTheLabelWritten() throws {
        let program = try XCTUnwrap(lower("a = cold(\"-1|\")\nb = cold(\"-2|\")\nm = Publishers.Merge(a, b)"))
        guard case .bind(let name, .operatorStep(let step), _, _) = program.statements[2].kind else {
            return XCTFail("\(program.statements[2].kind)")
        }
        XCTAssertEqual(name.name, "m")
        XCTAssertEqual(step.name.name, "merge")
        guard case .entry(let entry) = step.resolution else { return XCTFail("\(step.resolution)") }
        XCTAssertEqual(entry.name, "merge")
        XCTAssertEqual(entry.group, .combining)
        guard case .name(let upstream) = step.upstream else { return XCTFail("\(step.upstream)") }
        XCTAssertEqual(upstream.name, "a")
        XCTAssertEqual(step.arguments.map(\.label?.name), ["with"])
        XCTAssertEqual(step.arguments.map(\.value.text), ["b"])
        XCTAssertEqual(step.expr.text, "Publishers.Merge(a, b)")
    }

    func testAChainIsNestedOperatorStepsOnAConstruction() throws {
        let program = try XCTUnwrap(lower("c = cold(\"-1|\").map { $0 * 2 }.filter { $0 > 0 }"))
        guard case .bind(_, .operatorStep(let filter), _, _) = program.statements[0].kind,
              case .operatorStep(let map) = filter.upstream, case .construction(let source) = map.upstream else {
            return XCTFail("\(program.statements[0].kind)")
        }
        XCTAssertEqual([filter.name.name, map.name.name, source.typeName], ["filter", "map", "cold"])
        XCTAssertEqual(map.trailingClosure?.text, "{ $0 * 2 }")
    }

    func testAnUnknownOperatorIsResolvedToItsErrorAtItsName() throws {
        let program = try XCTUnwrap(lower("c = cold(\"-1|\").mapp { $0 }"))
        guard case .bind(_, .operatorStep(let step), _, _) = program.statements[0].kind,
              case .unknown(let error) = step.resolution else {
            return XCTFail("\(program.statements[0].kind)")
        }
        XCTAssertEqual(error.diagnostic, RuntimeError.unknownOperator("mapp", at: step.name.range).diagnostic)
        XCTAssertEqual(step.name.range.start.column, 17)
    }

    func testStatementsAreClassified() throws {
        let program = try XCTUnwrap(lower("""
        enum APIError: Error { case timeout }
        let scheduler = DispatchQueue.test
        var count = 0
        let s = PassthroughSubject<Int, Never>()
        s.send(1)
        scheduler.advance(by: 1)
        count += 1
        XCTAssertEqual(count, 1)
        for i in 1...2 { s.send(i) }
        """))
        let kinds = program.statements.map { statement -> String in
            switch statement.kind {
            case .declare(let declaration): return "declare \(declaration.name.name)"
            case .bindScheduler(let name, .test): return "bind \(name.name) test scheduler"
            case .bind(let name, .construction(let made), _, _): return "bind \(name.name) \(made.typeName)"
            case .bind(let name, .value, _, _): return "bind \(name.name) value"
            case .perform(.action(let action), _, _): return "\(action.kind) on \(action.targetExpr.text)"
            case .assignment(let target, _, let otherwise): return "assign \(target.name)\(otherwise == nil ? "" : " or act")"
            case .assertion: return "assertion"
            case .loop(let variable, _, let body): return "loop \(variable.name) of \(body.count)"
            default: return "other"
            }
        }
        XCTAssertEqual(kinds, ["declare APIError", "bind scheduler test scheduler", "bind count value", "bind s PassthroughSubject",
                               "send on s", "schedulerCall on scheduler", "assign count", "assertion", "loop i of 1"])
        XCTAssertEqual(program.declarations.map(\.name.name), ["APIError"])
    }

    func testOperatorEntriesAreLookedUpByDialect() {
        XCTAssertEqual(OperatorRegistry.entries(named: "debounce").map(\.dialect), [.combine])
        XCTAssertEqual(OperatorRegistry.entries(named: "debounce", in: .rxSwift).map(\.dialect), [.rxSwift])
        // Combine's own operator, with no RxSwift entry and not lent to RxSwift.
        XCTAssertFalse(OperatorRegistry.entries(named: "collect").isEmpty)
        XCTAssertEqual(OperatorRegistry.entries(named: "collect", in: .rxSwift).count, 0)
        let name = Identifier("collect", range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))
        let call = Expr(.identifier("x"), range: name.range, text: "x")
        guard case .unknown(let error) = ExpressionLowering(dialect: .rxSwift).resolve(name, [], nil, at: call) else {
            return XCTFail("an Rx program has no Combine collect")
        }
        XCTAssertEqual(error.diagnostic, RuntimeError.unknownOperator("collect", at: name.range).diagnostic)
    }
}
