import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    /// `receiver.name(args)` as Combine's specialised overload, when the receiver is a
    /// `[..].publisher`, a `Just` or a publisher such an overload made, and it has one for
    /// the call (see `SpecialisedPublisher`). The result is a new source: in Combine it is
    /// one publisher, and subscribing to it never subscribes to the receiver.
    ///
    /// `nil`, with `args` untouched, when the generic operator applies: no overload, a form
    /// the overloads do not take (`collect(2)`, `prefix(untilOutputFrom:)`), or a closure
    /// that cannot run while building (the generic operator then reports its error).
    func specialisedOperator(_ call: OperatorCall, _ args: inout Arguments) throws -> RuntimeObject? {
        guard let receiver = call.upstream.specialised else { return nil }
        var attempt = args
        let made: SpecialisedPublisher?
        do {
            guard let operation = try specialisedOperation(call.name.name, &attempt) else { return nil }
            made = try receiver.applying(operation)
        } catch {
            return nil
        }
        guard let made else { return nil }
        args = attempt
        var handle = made.handle(depth: call.upstream.depth + 1)
        handle.isSpecialisedResult = true
        return .publisher(handle)
    }

    /// Reads the arguments of `name` as the generic operator does; `nil` for an operator or
    /// form no specialised overload has.
    private func specialisedOperation(_ name: String, _ args: inout Arguments) throws -> SpecialisedOperation? {
        switch name {
        case "map": return .map(try transform(&args))
        case "tryMap": return .tryMap(try transform(&args))
        case "mapError": return .mapError(try transform(&args))
        case "compactMap":
            let body = try closure(try args.closure("a closure"))
            return .compactMap { value in try Self.plain(try body.optional([value])) }
        case "filter": return .filter(try specialisedPredicate(try args.closure("a predicate")))
        case "allSatisfy": return .allSatisfy(try specialisedPredicate(try args.closure("a predicate")))
        case "scan", "tryScan", "reduce", "tryReduce":
            let seed = try value(try args.requirePositional("the initial result"))
            let body = try closure(try args.closure("an accumulator"))
            let next: SpecialisedOperation.Accumulate = { result, value in try Self.plain(try body([result, value])) }
            switch name {
            case "scan": return .scan(seed, next)
            case "tryScan": return .tryScan(seed, next)
            case "reduce": return .reduce(seed, next)
            default: return .tryReduce(seed, next)
            }
        case "removeDuplicates":
            let by = closureArgument(&args, label: "by")
            if let by { _ = try closure(by) }
            return .removeDuplicates(byClosure: by != nil)
        case "dropFirst":
            return .dropFirst(try args.positional().map { try nonNegativeInteger($0, "a count") } ?? 1)
        case "drop":
            guard let predicateExpr = closureArgument(&args, label: "while") else { return nil }
            return .dropWhile(try specialisedPredicate(predicateExpr))
        case "prefix":
            if let predicateExpr = closureArgument(&args, label: "while") { return .prefixWhile(try specialisedPredicate(predicateExpr)) }
            guard let countExpr = args.positional() else { return nil }
            return .prefix(try nonNegativeInteger(countExpr, "a count"))
        case "output":
            return .outputAt(try nonNegativeInteger(try args.requireLabeled("at", "an index"), "an index"))
        case "first", "last":
            let predicate = try closureArgument(&args, label: "where").map(specialisedPredicate)
            return name == "first" ? .first(predicate) : .last(predicate)
        case "collect":
            return args.peekPositional() == nil ? .collect : nil
        case "count": return .count
        case "min", "max":
            let order: SpecialisedOperation.Order
            let byExpr = closureArgument(&args, label: "by")
            if let byExpr {
                let body = try closure(byExpr)
                order = { lhs, rhs in
                    guard case .bool(let answer) = try body([lhs, rhs]) else { throw NotSpecialised() }
                    return answer
                }
            } else {
                order = Self.ascending
            }
            return name == "min" ? .min(order, byClosure: byExpr != nil) : .max(order, byClosure: byExpr != nil)
        case "contains":
            if let predicateExpr = closureArgument(&args, label: "where") { return .containsWhere(try specialisedPredicate(predicateExpr)) }
            return .contains(try value(try args.requirePositional("a value")))
        case "ignoreOutput": return .ignoreOutput
        case "setFailureType":
            _ = try args.requireLabeled("to", "the failure type")
            return .setFailureType
        case "replaceError": return .replaceError(try value(try args.requireLabeled("with", "a value")))
        case "replaceEmpty": return .replaceEmpty(try value(try args.requireLabeled("with", "a value")))
        case "retry":
            _ = try nonNegativeInteger(try args.requirePositional("a count"), "a count")
            return .retry
        case "append", "prepend":
            let appendix = try specialisedAppendix(&args)
            return name == "append" ? .append(appendix) : .prepend(appendix)
        default:
            return nil
        }
    }

    private func transform(_ args: inout Arguments) throws -> SpecialisedOperation.Transform {
        let body = try closure(try args.closure("a closure"))
        return { value in try Self.plain(try body([value])) }
    }

    private func specialisedPredicate(_ expr: Expr) throws -> SpecialisedOperation.Predicate {
        let body = try closure(expr)
        return { value in
            guard case .bool(let answer) = try body([value]) else { throw NotSpecialised() }
            return answer
        }
    }

    /// `append(7, 8)`, `append(p)`, or `append(airTransport)`: one array adds its elements, as
    /// Combine's `append<S: Sequence>` does.
    private func specialisedAppendix(_ args: inout Arguments) throws -> SpecialisedOperation.Appendix {
        var values: [MarbleValue] = []
        var count = 0
        while let expr = args.positional() {
            count += 1
            switch try evaluate(expr) {
            case .value(.array(let elements)) where count == 1 && args.peekPositional() == nil:
                return .values(elements)
            case .value(let value): values.append(value)
            case .publisher(let handle) where values.isEmpty && args.peekPositional() == nil:
                return .publisher(handle.specialised)
            default: throw NotSpecialised()
            }
        }
        guard !values.isEmpty else { throw NotSpecialised() }
        return .values(values)
    }

    /// A value a closure made while building; a publisher is built anew for every value by
    /// the generic operator instead (its inner lanes are named as it subscribes).
    private static func plain(_ value: MarbleValue?) throws -> MarbleValue? {
        if case .publisher = value { throw NotSpecialised() }
        return value
    }

    private static func plain(_ value: MarbleValue) throws -> MarbleValue {
        if case .publisher = value { throw NotSpecialised() }
        return value
    }
}

extension PublisherHandle {
    /// The label of a lane bound to this publisher, written as `written`: a publisher a
    /// specialised operator made says which one it is, since it subscribes to nothing above.
    func laneLabel(_ written: String) -> String {
        guard isSpecialisedResult, let specialised else { return written }
        return "\(written)  // \(specialised.typeName)"
    }
}
