import MarbleTrace

/// What several operators' overloads have in common: on a publisher of at most one value
/// (`Just`, `Optional.Publisher`, `Result.Publisher`) many operators come to the same thing.
extension SpecialisedOverloads {
    /// An operator that changes nothing on a publisher of at most one value
    /// (`removeDuplicates`, `min`, `max`, `first()`, `last()`, `retry`): `Just`,
    /// `Optional.Publisher` and `Result.Publisher` return themselves.
    static func keepingTheOneValue(onSequence: OnSequence? = nil) -> SpecialisedOverloads {
        SpecialisedOverloads(onSequence: onSequence,
                             onJust: { .just($0) },
                             onOptional: { .optional($0) },
                             onResult: { result, neverFails in .result(result, neverFails: neverFails) })
    }

    /// An operator that keeps the one value when `predicate` holds for it (`filter`,
    /// `first(where:)`, `last(where:)`, `prefix(while:)`): `Just` and `Optional.Publisher`
    /// become an `Optional.Publisher`; `Result.Publisher` has no overload.
    static func keeping(where predicate: @escaping Predicate, onSequence: OnSequence?) -> SpecialisedOverloads {
        SpecialisedOverloads(onSequence: onSequence,
                             onJust: { value in .optional(try predicate(value) ? value : nil) },
                             onOptional: { value in .optional(try value.flatMap { try predicate($0) ? $0 : nil }) })
    }

    /// An operator that answers a question about the values (`contains`, `allSatisfy`): on a
    /// publisher of at most one value, the answer for that value.
    static func answering(_ question: @escaping Predicate, onSequence: @escaping OnSequence) -> SpecialisedOverloads {
        SpecialisedOverloads(onSequence: onSequence,
                             onJust: { value in .just(.bool(try question(value))) },
                             onOptional: { value in .optional(try value.map { .bool(try question($0)) }) },
                             onResult: { result, neverFails in try mapping(result, neverFails: neverFails) { .bool(try question($0)) } })
    }

    /// `scan` and `reduce` on a publisher of at most one value: the accumulator applied once,
    /// to the initial result and that value (a `Just` becomes a `Result.Publisher`).
    static func accumulatingOnce(_ seed: MarbleValue, _ next: @escaping Accumulate,
                                 onSequence: @escaping OnSequence) -> SpecialisedOverloads {
        SpecialisedOverloads(onSequence: onSequence,
                             onJust: { value in .success(try next(seed, value), neverFails: true) },
                             onOptional: { value in .optional(try value.map { try next(seed, $0) }) },
                             onResult: { result, neverFails in try mapping(result, neverFails: neverFails) { try next(seed, $0) } })
    }

    /// `tryScan` and `tryReduce` on `Just` and `Result.Publisher`: the accumulator applied
    /// once, its error the failure. `Optional.Publisher` has no overload for them.
    static func tryingToAccumulateOnce(_ seed: MarbleValue, _ next: @escaping Accumulate,
                                       onSequence: OnSequence?) -> SpecialisedOverloads {
        SpecialisedOverloads(onSequence: onSequence,
                             onJust: { value in .result(try attempt { try next(seed, value) }, neverFails: false) },
                             onResult: { result, _ in try trying(result) { try next(seed, $0) } })
    }

    /// A `Result.Publisher` overload that transforms its value: a failure stays as it is.
    static func mapping(_ result: Result<MarbleValue, MarbleError>, neverFails: Bool,
                        _ transform: Transform) throws -> SpecialisedPublisher {
        switch result {
        case .success(let value): return .success(try transform(value), neverFails: neverFails)
        case .failure: return .result(result, neverFails: neverFails)
        }
    }

    /// As `mapping`, for a `try` overload: the closure's error becomes the failure, so the
    /// result's failure type is no longer `Never`.
    static func trying(_ result: Result<MarbleValue, MarbleError>, _ transform: Transform) throws -> SpecialisedPublisher {
        switch result {
        case .success(let value): return .result(try attempt { try transform(value) }, neverFails: false)
        case .failure: return .result(result, neverFails: false)
        }
    }
}

extension SpecialisedPublisher {
    /// A sequence whose elements are still an array (what `map` or `filter` of an array make).
    static func array(_ values: [MarbleValue], neverFails: Bool) -> SpecialisedPublisher {
        .sequence(values, isArray: true, neverFails: neverFails)
    }

    /// A sequence whose elements `dropFirst`, `prefix(_:)` or `drop(while:)` wrapped in a
    /// plain `Sequence`: no longer an array.
    static func wrapped(_ values: [MarbleValue], neverFails: Bool) -> SpecialisedPublisher {
        .sequence(values, isArray: false, neverFails: neverFails)
    }

    /// A `Result.Publisher` of `value`.
    static func success(_ value: MarbleValue, neverFails: Bool) -> SpecialisedPublisher {
        .result(.success(value), neverFails: neverFails)
    }
}
