import MarbleTrace

/// Combine's specialised overloads of the transforming operators (`OperatorEntry.specialised`):
/// each reads its call's arguments as the generic operator does and says what every
/// publisher Combine specialises makes of it.
extension PipelineBuilder {
    /// `map`: a `Just` stays a `Just`, an array stays an array.
    func specialisedMap(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let transform = try specialisedTransform(&args)
        return SpecialisedOverloads(
            onSequence: { values, _, neverFails in .array(try values.map(transform), neverFails: neverFails) },
            onJust: { value in .just(try transform(value)) },
            onOptional: { value in .optional(try value.map(transform)) },
            onResult: { result, neverFails in try SpecialisedOverloads.mapping(result, neverFails: neverFails, transform) })
    }

    /// `tryMap`: on `Just` and `Result.Publisher`, a `Result.Publisher` that can fail.
    func specialisedTryMap(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let transform = try specialisedTransform(&args)
        return SpecialisedOverloads(
            onJust: { value in .result(try SpecialisedOverloads.attempt { try transform(value) }, neverFails: false) },
            onResult: { result, _ in try SpecialisedOverloads.trying(result, transform) })
    }

    /// `mapError`: `$0` is the error message, what the closure returns the new error.
    func specialisedMapError(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let transform = try specialisedTransform(&args)
        return SpecialisedOverloads(
            onJust: { value in .success(value, neverFails: false) },
            onResult: { result, _ in
                switch result {
                case .success: return .result(result, neverFails: false)
                case .failure(let error):
                    return .result(.failure(MarbleError(try transform(.string(error.message)).description)), neverFails: false)
                }
            })
    }

    /// `compactMap`: a `Just` becomes an `Optional.Publisher`; `Result.Publisher` has none.
    func specialisedCompactMap(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let body = try closure(try args.closure("a closure"))
        let transform: SpecialisedOverloads.OptionalTransform = { value in try Self.plain(try body.optional([value])) }
        return SpecialisedOverloads(
            onSequence: { values, _, neverFails in .array(try values.compactMap(transform), neverFails: neverFails) },
            onJust: { value in .optional(try transform(value)) },
            onOptional: { value in .optional(try value.flatMap(transform)) })
    }

    /// `scan`: every running result, an array again.
    func specialisedScan(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let (seed, next) = try specialisedAccumulator(&args)
        return .accumulatingOnce(seed, next, onSequence: { values, _, neverFails in
            var accumulator = seed
            return .array(try values.map { accumulator = try next(accumulator, $0); return accumulator }, neverFails: neverFails)
        })
    }

    /// `tryScan`: `Publishers.Sequence` has no overload for it.
    func specialisedTryScan(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let (seed, next) = try specialisedAccumulator(&args)
        return .tryingToAccumulateOnce(seed, next, onSequence: nil)
    }

    /// `setFailureType(to:)`: the same publisher, its failure type no longer `Never`.
    func specialisedSetFailureType(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        _ = try args.requireLabeled("to", "the failure type")
        return SpecialisedOverloads(
            onSequence: { values, isArray, _ in .sequence(values, isArray: isArray, neverFails: false) },
            onJust: { value in .success(value, neverFails: false) },
            onResult: { result, neverFails in neverFails ? .result(result, neverFails: false) : nil })
    }

    /// `replaceError(with:)`: a failed `Result.Publisher` becomes the value.
    func specialisedReplaceError(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let output = try value(try args.requireLabeled("with", "a value"))
        return SpecialisedOverloads(
            onJust: { value in .just(value) },
            onOptional: { value in .optional(value) },
            onResult: { result, _ in
                if case .success(let value) = result { return .success(value, neverFails: true) }
                return .success(output, neverFails: true)
            })
    }

    /// `replaceEmpty(with:)`: an empty `Optional.Publisher` becomes a `Just` of the value.
    func specialisedReplaceEmpty(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let output = try value(try args.requireLabeled("with", "a value"))
        return SpecialisedOverloads(
            onJust: { value in .just(value) },
            onOptional: { value in .just(value ?? output) },
            onResult: { result, neverFails in .result(result, neverFails: neverFails) })
    }

    /// `ignoreOutput()`: `Empty`, whatever the publisher.
    func specialisedIgnoreOutput(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        SpecialisedOverloads(onSequence: { _, _, _ in .empty }, onJust: { _ in .empty }, onOptional: { _ in .empty },
                             onResult: { _, _ in .empty })
    }
}
