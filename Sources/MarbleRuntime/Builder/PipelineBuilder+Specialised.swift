import MarbleDSL
import MarbleTrace
import Reactive

extension PipelineBuilder {
    /// `receiver.name(args)` as Combine's specialised overload, when the receiver is a
    /// `[..].publisher`, a `Just` or a publisher such an overload made, and `entry` has one for
    /// the call (`OperatorEntry.specialised`, see `SpecialisedOverloads`). The result is a new
    /// source: in Combine it is one publisher, and subscribing to it never subscribes to the
    /// receiver.
    ///
    /// `nil`, with `args` untouched, when the generic operator applies: no overload, a form
    /// the overloads do not take (`collect(2)`, `prefix(untilOutputFrom:)`), or a closure
    /// that cannot run while building (the generic operator then reports its error).
    func specialisedOperator(_ call: OperatorCall, _ entry: OperatorEntry, _ args: inout Arguments) throws -> RuntimeObject? {
        guard let receiver = call.upstream.specialised, let read = entry.specialised else { return nil }
        var attempt = args
        let made: SpecialisedPublisher?
        do {
            guard let overloads = try read(self)(&attempt) else { return nil }
            made = try overloads.applied(to: receiver)
        } catch {
            return nil
        }
        guard let made else { return nil }
        args = attempt
        var handle = made.handle(depth: call.upstream.depth + 1)
        handle.isSpecialisedResult = true
        return .publisher(handle)
    }

    /// A one-value closure argument, as the overloads run it.
    func specialisedTransform(_ args: inout Arguments) throws -> SpecialisedOverloads.Transform {
        let body = try closure(try args.closure("a closure"))
        return { value in try Self.plain(try body([value])) }
    }

    /// A predicate, as the overloads run it: a result that is not a Bool leaves the call to
    /// the generic operator, which reports it.
    func specialisedPredicate(_ expr: Expr) throws -> SpecialisedOverloads.Predicate {
        let body = try closure(expr)
        return { value in
            guard case .bool(let answer) = try body([value]) else { throw NotSpecialised() }
            return answer
        }
    }

    /// The initial result and the accumulator of `scan`, `reduce` and their `try` forms.
    func specialisedAccumulator(_ args: inout Arguments) throws -> (MarbleValue, SpecialisedOverloads.Accumulate) {
        let seed = try value(try args.requirePositional("the initial result"))
        let body = try closure(try args.closure("an accumulator"))
        return (seed, { result, value in try Self.plain(try body([result, value])) })
    }

    /// The order of `min` and `max`: `by:`'s closure, or the natural one.
    func specialisedOrder(_ args: inout Arguments) throws -> SpecialisedOverloads.Order {
        guard let byExpr = closureArgument(&args, label: "by") else { return Self.ascending }
        let body = try closure(byExpr)
        return { lhs, rhs in
            guard case .bool(let answer) = try body([lhs, rhs]) else { throw NotSpecialised() }
            return answer
        }
    }

    /// A value a closure made while building; a publisher is built anew for every value by
    /// the generic operator instead (its inner lanes are named as it subscribes).
    static func plain(_ value: MarbleValue?) throws -> MarbleValue? {
        if case .publisher = value { throw NotSpecialised() }
        return value
    }

    static func plain(_ value: MarbleValue) throws -> MarbleValue {
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
