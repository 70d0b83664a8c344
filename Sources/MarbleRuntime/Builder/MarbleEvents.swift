import MarbleDSL
import MarbleTrace
import Reactive

/// A marble string resolved to values: what `send`, `hot` and `cold` play.
struct MarbleEvents {
    enum Kind {
        case value(MarbleValue)
        case completion(Subscribers.Completion<MarbleError>)
    }

    struct Event {
        var tick: Int
        var kind: Kind
    }

    var events: [Event]
    var length: Int
}

extension PipelineBuilder {
    /// Reads the marble string (first positional argument) with its `values:` and `error:`.
    func marbleEvents(_ args: inout Arguments, startingAt start: Int) throws -> MarbleEvents {
        let stringExpr = try args.requirePositional("a marble string such as \"-1-2|\"")
        return try marbleEvents(stringExpr, values: args.labeled("values"), error: args.labeled("error"), startingAt: start)
    }

    /// Resolves a marble string: symbols through `values` (else digits are Ints, other
    /// symbols Strings), `#` failing with `error` (else "error").
    /// With `numbersOnly` (a subject of `Int`s), a symbol that is neither a digit nor in
    /// `values` is an error at its column (what `values` maps it to is the file's choice).
    func marbleEvents(_ stringExpr: Expr, values valuesExpr: Expr?, error errorExpr: Expr?, startingAt start: Int,
                      numbersOnly: Bool = false) throws -> MarbleEvents {
        guard case .string(let literal) = stringExpr.kind else {
            throw RuntimeError.notAMarbleString(stringExpr.text, at: stringExpr.range)
        }
        let valueMap = try valuesExpr.map(symbolValues) ?? [:]
        let error = try errorExpr.map { try value($0).description } ?? "error"
        let (timeline, diagnostics) = MarbleStringParser.parse(literal, range: stringExpr.range)
        guard let timeline, diagnostics.isEmpty else {
            throw MarbleStringErrors(diagnostics: diagnostics)
        }
        guard start + timeline.length <= MarbleRunner.maximumTicks else {
            throw RuntimeError.marbleStringTooLong(endingAt: start + timeline.length, at: stringExpr.range)
        }
        let events = try timeline.events.map { event -> MarbleEvents.Event in
            switch event.kind {
            case .value(let symbol):
                if !valueMap.isEmpty, let mapped = valueMap[symbol] { return .init(tick: event.tick, kind: .value(mapped)) }
                let value = Self.defaultValue(symbol)
                if numbersOnly, case .string = value {
                    throw RuntimeError.notANumberSymbol(symbol, at: event.range)
                }
                return .init(tick: event.tick, kind: .value(value))
            case .finished:
                return .init(tick: event.tick, kind: .completion(.finished))
            case .failure:
                return .init(tick: event.tick, kind: .completion(.failure(MarbleError(error))))
            }
        }
        return MarbleEvents(events: events, length: timeline.length)
    }

    /// A digit is an Int; any other symbol is a String. (The only one-character strings `Int`
    /// reads are the ASCII digits, so their one byte tells, without counting characters.)
    static func defaultValue(_ symbol: String) -> MarbleValue {
        let utf8 = symbol.utf8
        if utf8.count == 1, let byte = utf8.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            return .int(Int(byte - UInt8(ascii: "0")))
        }
        return .string(symbol)
    }

    /// `[a: 10, b: "hi"]`: symbols to values.
    private func symbolValues(_ expr: Expr) throws -> [String: MarbleValue] {
        guard case .dictionary(let entries) = expr.kind else {
            throw RuntimeError.valuesNotADictionary(at: expr.range)
        }
        var map: [String: MarbleValue] = [:]
        for entry in entries {
            guard let key = Self.symbolKey(entry.key) else {
                throw RuntimeError.notAMarbleSymbol(entry.key.text, at: entry.key.range)
            }
            map[key] = try value(entry.value)
        }
        return map
    }

    /// The symbol a `values:` key names: `a`, `"a"` or a digit `1`; `nil` for anything else.
    static func symbolKey(_ key: Expr) -> String? {
        switch key.kind {
        case .identifier(let name): return name
        case .string(let literal): return literal.value
        case .integer(let n) where (0...9).contains(n): return String(n)
        default: return nil
        }
    }

    /// Schedules a subject's sends at `start + tick` for each event, as one timeline: each
    /// send keeps its place in line among the run's other work, and only the next one waits
    /// in the scheduler's queue.
    func scheduleSends(_ events: MarbleEvents, to handle: SubjectHandle, startingAt start: Int) {
        let subject = handle.subject
        let send = handle.sendValue
        let sends = events.events
        scheduler.schedule(atEach: sends.map { start + $0.tick }) { index in
            switch sends[index].kind {
            case .value(let value): send(value)
            case .completion(let completion): subject.send(completion: completion)
            }
        }
        extendAxis(to: start + events.length)
    }
}

/// The diagnostics of a malformed marble string, carried out of the builder as one error.
struct MarbleStringErrors: Error {
    var diagnostics: [Diagnostic]
}
