import MarbleDSL
import MarbleTrace

/// Reads `expect(LANE, "marbles", values: [...], error: "...")` statements.
///
/// LANE is a name (`C`), a name and a view (`C.subscriptions`, `C.requests`, `C.drops`,
/// `C.replays`), or, for a lane whose name is no identifier, a string (`"b[2]"`,
/// `"f.1".drops`).
package enum ExpectationReader {
    /// The file without its expectations (so they are neither run nor drawn), the
    /// expectations, and the problems in them.
    package static func split(_ file: MarbleFile) -> (file: MarbleFile, expectations: [Expectation], diagnostics: [Diagnostic]) {
        var kept: [Statement] = []
        var expectations: [Expectation] = []
        var diagnostics: [Diagnostic] = []
        for statement in file.statements {
            if case .binding(let name, let value) = statement.kind, Expectation.isExpectation(Statement(.expression(value), range: value.range)) {
                diagnostics.append(RuntimeError.boundExpectation(name.name, at: value.range).diagnostic)
                continue
            }
            guard Expectation.isExpectation(statement), case .expression(let expr) = statement.kind else {
                kept.append(statement)
                continue
            }
            do {
                expectations.append(try read(expr))
            } catch let error as RuntimeError {
                diagnostics.append(error.diagnostic)
            } catch let error as MarbleStringErrors {
                diagnostics += error.diagnostics
            } catch {
                diagnostics.append(RuntimeError.wrapping(error, at: statement.range).diagnostic)
            }
        }
        var withoutExpectations = file
        withoutExpectations.statements = kept
        return (withoutExpectations, expectations, diagnostics)
    }

    static func read(_ expr: Expr) throws -> Expectation {
        guard case .call(_, let arguments, let trailing) = expr.kind else {
            throw RuntimeError.notAnExpectation(at: expr.range)
        }
        if let trailing {
            throw RuntimeError.expectTakesNoClosure(at: trailing.range)
        }
        var args = Arguments(arguments, trailingClosure: nil, callRange: expr.range, callee: "expect")
        let laneExpr = try args.requirePositional("the lane to check: " + RuntimeError.expectUsage)
        let (lane, view) = try laneReference(laneExpr)
        let marblesExpr = try args.requirePositional("a marble string such as \"-a-b|\"")
        guard case .string(let literal) = marblesExpr.kind else {
            throw RuntimeError.expectedMarbleString(marblesExpr.text, at: marblesExpr.range)
        }
        let valuesExpr = args.labeled("values")
        let errorExpr = args.labeled("error")
        try args.finish()
        let values = try valuesExpr.map { try symbolKinds($0, in: view) } ?? [:]
        let error = try errorExpr.map(errorMessage) ?? "error"
        let (timeline, diagnostics) = MarbleStringParser.parse(literal, range: marblesExpr.range)
        guard let timeline, diagnostics.isEmpty else { throw MarbleStringErrors(diagnostics: diagnostics) }
        var events: [ViewEvent] = []
        var symbols: [ViewEvent.Kind: Character] = [:]
        for event in timeline.events {
            let kind: ViewEvent.Kind
            switch event.kind {
            case .finished, .failure:
                guard view == .received else {
                    throw RuntimeError.viewHasNoCompletion(view, lane: lane, symbols: description(of: view), at: event.range)
                }
                kind = event.kind == .finished ? .finished : .failure(error)
            case .value(let symbol):
                let character = Character(symbol)
                guard let meaning = values[character] ?? MarbleSymbol.defaultKind(character, in: view) else {
                    throw RuntimeError.symbolMeansNothing(symbol, in: view, symbols: description(of: view), at: event.range)
                }
                kind = meaning
                if symbols[kind] == nil { symbols[kind] = character }
            }
            events.append(ViewEvent(tick: event.tick, kind: kind))
        }
        let lastArgument = arguments.map(\.range).reduce(marblesExpr.range) { $0.union($1) }
        let expectation = Expectation(lane: lane, view: view, events: events, range: expr.range, laneRange: laneExpr.range,
                                      argumentsRange: SourceRange(start: marblesExpr.range.start, end: lastArgument.end),
                                      marblesRange: marblesExpr.range, symbols: symbols)
        let canonicalValues = values.isEmpty ? nil : "[" + values.sorted { String($0.key) < String($1.key) }
            .map { "\(MarbleNotation.key($0.key)): \(source(of: $0.value))" }.joined(separator: ", ") + "]"
        return expectation.with(values: written("values", in: arguments, canonical: canonicalValues ?? "[]"),
                                error: written("error", in: arguments, canonical: MarbleLiteral.quoted(error)))
    }

    private static func source(of kind: ViewEvent.Kind) -> String {
        switch kind {
        case .value(let value): return MarbleLiteral.source(of: value)
        case .request(let count): return count.map(String.init) ?? ".unlimited"
        default: return ""
        }
    }

    private static func written(_ label: String, in arguments: [Argument], canonical: String) -> Expectation.WrittenArgument? {
        guard let index = arguments.firstIndex(where: { $0.label?.name == label }), index > 0 else { return nil }
        let removal = SourceRange(start: arguments[index - 1].range.end, end: arguments[index].range.end)
        return Expectation.WrittenArgument(value: arguments[index].value.range, removal: removal, canonical: canonical)
    }

    private static func description(of view: LaneView) -> String {
        switch view {
        case .received: return "a value symbol"
        case .subscriptions: return "'^' subscribe, '!' cancel, '+' connect"
        case .requests: return "a digit for a request of that many, '*' for unlimited, or a symbol given in values:"
        case .drops: return "the dropped values"
        case .replays: return "the replayed values"
        }
    }

    /// `C`, `C.drops`, `"b[2]"`, `"b[2]".drops`.
    private static func laneReference(_ expr: Expr) throws -> (String, LaneView) {
        switch expr.kind {
        case .identifier(let name):
            return (name, .received)
        case .string(let literal) where literal.value != nil:
            return (literal.value!, .received)
        case .member(let base, let member):
            let (lane, baseView) = try laneReference(base)
            guard baseView == .received else {
                throw RuntimeError.twoViews(expr.text, at: member.range)
            }
            guard let view = LaneView(member: member.name) else {
                let views = LaneView.allCases.compactMap(\.member)
                throw RuntimeError.unknownView(member.name, expected: NameSuggestion.expected(
                    for: member.name, among: views, what: "a view", fallback: "one of: " + views.joined(separator: ", ")), at: member.range)
            }
            return (lane, view)
        default:
            throw RuntimeError.notALane(expr.text, at: expr.range)
        }
    }

    /// `[a: 11, b: "x"]`; in `requests`, `[a: 12, u: .unlimited]`.
    private static func symbolKinds(_ expr: Expr, in view: LaneView) throws -> [Character: ViewEvent.Kind] {
        guard case .dictionary(let entries) = expr.kind else {
            throw RuntimeError.valuesNotADictionary(at: expr.range)
        }
        guard view != .subscriptions || entries.isEmpty else {
            throw RuntimeError.subscriptionsTakeNoValues(at: expr.range)
        }
        var map: [Character: ViewEvent.Kind] = [:]
        for entry in entries {
            let key = PipelineBuilder.symbolKey(entry.key) ?? ""
            guard key.count == 1, let symbol = key.first, !symbol.isWhitespace,
                  !"-()|#".contains(symbol), !view.reservedSymbols.contains(symbol) else {
                throw RuntimeError.notAMarbleSymbol(entry.key.text, at: entry.key.range)
            }
            map[symbol] = view == .requests ? try demand(entry.value) : .value(try value(entry.value))
        }
        return map
    }

    /// A value of `values:`: a literal, or a publisher written as the expression that built
    /// it (compared with the label a publisher value carries).
    private static func value(_ expr: Expr) throws -> MarbleValue {
        if case .call = expr.kind { return .publisher(PublisherReference(id: -1, label: expr.text)) }
        return try ValueEvaluator().evaluate(expr)
    }

    private static func demand(_ expr: Expr) throws -> ViewEvent.Kind {
        switch expr.kind {
        case .integer(let n) where n > 0: return .request(n)
        case .implicitMember("unlimited"): return .request(nil)
        case .call(let callee, let arguments, nil):
            if case .implicitMember("max") = callee.kind, arguments.count == 1, arguments[0].label == nil,
               case .integer(let n) = arguments[0].value.kind, n > 0 {
                return .request(n)
            }
        default: break
        }
        throw RuntimeError.notARequest(expr.text, at: expr.range)
    }

    private static func errorMessage(_ expr: Expr) throws -> String {
        guard case .string(let literal) = expr.kind, let text = literal.value else {
            throw RuntimeError.errorNotAString(at: expr.range)
        }
        return text
    }
}
