import MarbleDSL
@testable import MarbleRuntime
import XCTest

/// What lowering makes of the pasted forms whose meaning depends on what the file declared or
/// bound (timers, values of declared types), and the decisions it takes for the builder (whether
/// a bound chain draws its stages, what `connect` connects, the settings of the directives).
final class LoweringPastedTests: XCTestCase {
    private func lower(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws -> Program {
        let (parsed, parseDiagnostics) = MarbleParser.parse(source)
        XCTAssertEqual(parseDiagnostics, [], file: file, line: line)
        let lowered = MarbleLowering.lower(parsed)
        XCTAssertEqual(lowered.diagnostics, [], file: file, line: line)
        return try XCTUnwrap(lowered.program, file: file, line: line)
    }

    /// The node bound by the statement at `index`.
    private func bound(_ program: Program, _ index: Int) throws -> PipelineNode {
        guard case .bind(_, let node, _, _) = program.statements[index].kind else {
            XCTFail("statement \(index) binds nothing: \(program.statements[index].kind)")
            return .value(Expr(.identifier("nothing"), range: program.statements[index].range, text: "nothing"))
        }
        return node
    }

    /// `Timer(every: ...).makeConnectable()`, the timer's connectable, as names and texts.
    private func assertConnectableTimer(_ node: PipelineNode, every: String, file: StaticString = #filePath, line: UInt = #line) {
        guard case .operatorStep(let connectable) = node, case .construction(let timer) = connectable.upstream else {
            return XCTFail("\(node)", file: file, line: line)
        }
        XCTAssertEqual(connectable.name.name, "makeConnectable", file: file, line: line)
        guard case .entry(let entry) = connectable.resolution else { return XCTFail("\(connectable.resolution)", file: file, line: line) }
        XCTAssertEqual(entry.name, "makeConnectable", file: file, line: line)
        XCTAssertEqual(timer.typeName, "Timer", file: file, line: line)
        XCTAssertEqual(timer.arguments.map(\.label?.name), ["every"], file: file, line: line)
        XCTAssertEqual(timer.arguments.map(\.value.text), [every], file: file, line: line)
    }

    func testTimerPublishIsAConnectableTimerNotAnUnknownOperator() throws {
        let program = try lower("t = Timer.publish(every: 1, on: .main, in: .common)")
        guard case .timer(let timer) = try bound(program, 0) else { return XCTFail("\(try bound(program, 0))") }
        XCTAssertEqual(timer.name.name, "publish")
        XCTAssertEqual(timer.ignoredLabels, ["on", "in", "tolerance", "options"])
        XCTAssertNil(timer.testScheduler)
        XCTAssertEqual(timer.expr.text, "Timer.publish(every: 1, on: .main, in: .common)")
        assertConnectableTimer(timer.connectable, every: "1")
    }

    func testATimerWithoutEveryIsRejectedWithTheErrorItsArgumentsGive() throws {
        let program = try lower("t = Timer.publish(on: .main, in: .common)")
        guard case .timer(let timer) = try bound(program, 0), case .rejected(let error) = timer.connectable else {
            return XCTFail("\(try bound(program, 0))")
        }
        XCTAssertEqual(error.diagnostic, RuntimeError.missingLabeledArgument("every", to: "publish", expected: "the interval, e.g. .seconds(1)",
                                                                             at: timer.expr.range).diagnostic)
    }

    func testTimerPublisherOfATestSchedulerIsATimerThatKnowsWhatItIsOtherwise() throws {
        let program = try lower("""
        let scheduler = DispatchQueue.test
        t = scheduler.timerPublisher(every: .seconds(2))
        u = other.timerPublisher(every: 1)
        """)
        guard case .bindScheduler(let name, .test) = program.statements[0].kind else { return XCTFail("\(program.statements[0].kind)") }
        XCTAssertEqual(name.name, "scheduler")
        guard case .timer(let timer) = try bound(program, 1), let scheduler = timer.testScheduler else {
            return XCTFail("\(try bound(program, 1))")
        }
        XCTAssertEqual(timer.name.name, "timerPublisher")
        XCTAssertEqual(timer.ignoredLabels, ["tolerance", "options"])
        XCTAssertEqual(scheduler.name, "scheduler")
        assertConnectableTimer(timer.connectable, every: ".seconds(2)")
        guard case .operatorStep(let otherwise) = scheduler.otherwise, case .unknown(let error) = otherwise.resolution else {
            return XCTFail("\(scheduler.otherwise)")
        }
        XCTAssertEqual(error.diagnostic, RuntimeError.unknownOperator("timerPublisher", at: otherwise.name.range).diagnostic)
        // A name bound to no test scheduler calls an operator, which no entry has.
        guard case .operatorStep(let step) = try bound(program, 2), case .unknown = step.resolution else {
            return XCTFail("\(try bound(program, 2))")
        }
        XCTAssertEqual(step.name.name, "timerPublisher")
    }

    func testAValueOfADeclaredStructIsADeclaredValueFromItsDeclarationOn() throws {
        let program = try lower("""
        a = Point(x: 0, y: 1)
        struct Point {
            let x: Int
            let y: Int
        }
        b = Point(x: 0, y: 1)
        """)
        // Before its declaration, `Point(...)` is a construction of that name (which the builder reports as unknown).
        guard case .construction(let before) = try bound(program, 0), before.typeName == "Point" else { return XCTFail("\(try bound(program, 0))") }
        guard case .declaredValue(let value) = try bound(program, 2), case .construction(let otherwise) = value.otherwise else {
            return XCTFail("\(try bound(program, 2))")
        }
        XCTAssertEqual(value.expr.text, "Point(x: 0, y: 1)")
        XCTAssertEqual(otherwise.typeName, "Point")
    }

    func testACaseOfADeclaredErrorEnumIsADeclaredValue() throws {
        let program = try lower("""
        enum APIError: Error { case timeout, badStatus(Int) }
        a = APIError.timeout
        b = APIError.badStatus(404)
        c = Other.timeout
        """)
        guard case .declaredValue(let timeout) = try bound(program, 1), case .property(.name(let base), let name, _) = timeout.otherwise else {
            return XCTFail("\(try bound(program, 1))")
        }
        XCTAssertEqual([timeout.expr.text, base.name, name.name], ["APIError.timeout", "APIError", "timeout"])
        guard case .declaredValue(let status) = try bound(program, 2), case .operatorStep(let step) = status.otherwise else {
            return XCTFail("\(try bound(program, 2))")
        }
        XCTAssertEqual([status.expr.text, step.name.name], ["APIError.badStatus(404)", "badStatus"])
        guard case .property(.name(let other), _, _) = try bound(program, 3) else { return XCTFail("\(try bound(program, 3))") }
        XCTAssertEqual(other.name, "Other")
    }

    func testABindingDrawsItsChainUnlessItsNameIsHiddenAndItIsNoSinkWithClosures() throws {
        let program = try lower("""
        a = cold("-1|").map { $0 }
        _b = cold("-1|").map { $0 }
        _ = a.sink { _ in }
        _ = a.sink()
        """)
        let draws = program.statements.map { statement -> Bool? in
            if case .bind(_, _, _, let drawsChain) = statement.kind { return drawsChain }
            return nil
        }
        XCTAssertEqual(draws, [true, false, true, false])
    }

    func testConnectAsAStatementConnectsWhatTheOperatorConnectMakes() throws {
        let program = try lower("m = cold(\"-1|\").makeConnectable()\nm.connect(at: 2)")
        guard case .perform(.action(let action), _, _) = program.statements[1].kind, case .connect(.entry(let entry)) = action.kind else {
            return XCTFail("\(program.statements[1].kind)")
        }
        XCTAssertEqual(entry.name, "connect")
        XCTAssertEqual(action.targetExpr.text, "m")
    }

    func testAReplaySubjectFactoryKnowsTheOperatorItIsWhenTheNameIsBound() throws {
        let program = try lower("r = ReplaySubject.create(bufferSize: 2)")
        guard case .construction(let made) = try bound(program, 0), let call = made.boundNameCall else { return XCTFail("\(try bound(program, 0))") }
        XCTAssertEqual([made.typeName, made.factory?.name], ["ReplaySubject", "create"])
        guard case .name(let receiver) = call.upstream, case .unknown(let error) = call.resolution else { return XCTFail("\(call)") }
        XCTAssertEqual(receiver.name, "ReplaySubject")
        XCTAssertEqual(error.diagnostic, RuntimeError.unknownOperator("create", at: call.name.range).diagnostic)
    }

    func testTheFirstValidDirectiveSetsTheSettingAndAnInvalidOneIsRejectedInItsPlace() throws {
        let program = try lower("""
        combine "iOS 99"
        combine "iOS 13.0"
        combine "current"
        lanes "per statement"
        lanes "per operator"
        tick .milliseconds(50)
        tick .seconds(1)
        a = cold("-1|").delay(for: .milliseconds(20), scheduler: s)
        """)
        XCTAssertEqual(program.settings.receiveOnHandOver, .scheduled)
        XCTAssertFalse(program.settings.drawsStages)
        XCTAssertEqual(program.settings.tickDuration.nanoseconds, 50_000_000)
        XCTAssertEqual(program.statements.count, 2)
        guard case .rejected(let error) = program.statements[0].kind else { return XCTFail("\(program.statements[0].kind)") }
        XCTAssertEqual(error.diagnostic, RuntimeError.unknownCombineRelease("iOS 99", at: program.statements[0].range).diagnostic)
    }

    func testWithoutATickDirectiveTheTickDividesEveryDuration() throws {
        let program = try lower("a = cold(\"-1|\").delay(for: .milliseconds(20), scheduler: s)\nb = a.delay(for: .milliseconds(30), scheduler: s)")
        XCTAssertEqual(program.settings.tickDuration.nanoseconds, 10_000_000)
    }
}
