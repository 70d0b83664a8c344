import MarbleTrace

/// Combine's specialised overloads of the reducing operators (`OperatorEntry.specialised`):
/// on `Publishers.Sequence` the result is computed at once (mostly a `Result.Publisher`).
extension PipelineBuilder {
    /// `reduce`: the result of every element.
    func specialisedReduce(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let (seed, next) = try specialisedAccumulator(&args)
        return .accumulatingOnce(seed, next, onSequence: { values, _, neverFails in
            .success(try values.reduce(seed, next), neverFails: neverFails)
        })
    }

    /// `tryReduce`: the closure's error becomes the failure.
    func specialisedTryReduce(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let (seed, next) = try specialisedAccumulator(&args)
        return .tryingToAccumulateOnce(seed, next, onSequence: { values, _, _ in
            .result(try SpecialisedOverloads.attempt { try values.reduce(seed, next) }, neverFails: false)
        })
    }

    /// `collect()`; `nil` for `collect(n)`, which has no overload.
    func specialisedCollect(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        guard args.peekPositional() == nil else { return nil }
        return SpecialisedOverloads(
            onSequence: { values, _, neverFails in .success(.array(values), neverFails: neverFails) },
            onJust: { value in .just(.array([value])) },
            onOptional: { value in .optional(.array(value.map { [$0] } ?? [])) },
            onResult: { result, neverFails in try SpecialisedOverloads.mapping(result, neverFails: neverFails) { .array([$0]) } })
    }

    /// `count()`: on `Publishers.Sequence` only of an array, a `Just` when it never fails.
    func specialisedCount(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        SpecialisedOverloads(
            onSequence: { values, isArray, neverFails in
                guard isArray else { return nil }
                return neverFails ? .just(.int(values.count)) : .success(.int(values.count), neverFails: neverFails)
            },
            onJust: { _ in .just(.int(1)) },
            onOptional: { value in .optional(value.map { _ in .int(1) }) },
            onResult: { result, neverFails in try SpecialisedOverloads.mapping(result, neverFails: neverFails) { _ in .int(1) } })
    }

    /// `min()`, `min(by:)`: on `Publishers.Sequence` only when it never fails.
    func specialisedMin(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let ordered = try specialisedOrder(&args)
        return .keepingTheOneValue(onSequence: { values, _, neverFails in neverFails ? .optional(try values.min(by: ordered)) : nil })
    }

    /// `max()`, `max(by:)`: on `Publishers.Sequence` only when it never fails.
    func specialisedMax(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let ordered = try specialisedOrder(&args)
        return .keepingTheOneValue(onSequence: { values, _, neverFails in neverFails ? .optional(try values.max(by: ordered)) : nil })
    }

    /// `contains(v)` and `contains(where:)`.
    func specialisedContains(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        if let predicateExpr = closureArgument(&args, label: "where") {
            let predicate = try specialisedPredicate(predicateExpr)
            return .answering(predicate, onSequence: { values, _, neverFails in
                .success(.bool(try values.contains(where: predicate)), neverFails: neverFails)
            })
        }
        let wanted = try value(try args.requirePositional("a value"))
        return .answering({ $0 == wanted }, onSequence: { values, _, neverFails in
            .success(.bool(values.contains(wanted)), neverFails: neverFails)
        })
    }

    /// `allSatisfy`.
    func specialisedAllSatisfy(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let predicate = try specialisedPredicate(try args.closure("a predicate"))
        return .answering(predicate, onSequence: { values, _, neverFails in
            .success(.bool(try values.allSatisfy(predicate)), neverFails: neverFails)
        })
    }
}
