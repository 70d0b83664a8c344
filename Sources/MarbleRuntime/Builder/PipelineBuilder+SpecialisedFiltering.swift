import MarbleTrace

/// Combine's specialised overloads of the filtering operators (`OperatorEntry.specialised`).
/// `nil` from a reader is a form no overload takes (`drop(untilOutputFrom:)`).
extension PipelineBuilder {
    /// `filter`: an array stays an array; a `Just` becomes an `Optional.Publisher`.
    func specialisedFilter(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let isIncluded = try specialisedPredicate(try args.closure("a predicate"))
        return .keeping(where: isIncluded, onSequence: { values, _, neverFails in
            .array(try values.filter(isIncluded), neverFails: neverFails)
        })
    }

    /// `removeDuplicates()`; `removeDuplicates(by:)` has no overload on `Publishers.Sequence`.
    func specialisedRemoveDuplicates(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let by = closureArgument(&args, label: "by")
        if let by { _ = try closure(by) }
        guard by == nil else { return .keepingTheOneValue() }
        return .keepingTheOneValue(onSequence: { values, _, neverFails in
            var kept: [MarbleValue] = []
            for value in values where value != kept.last { kept.append(value) }
            return .array(kept, neverFails: neverFails)
        })
    }

    /// `dropFirst()`, `dropFirst(n)`: the elements are no longer an array.
    func specialisedDropFirst(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let count = try args.positional().map { try nonNegativeInteger($0, "a count") } ?? 1
        return SpecialisedOverloads(
            onSequence: { values, _, neverFails in .wrapped(Array(values.dropFirst(count)), neverFails: neverFails) },
            onJust: { value in .optional(count > 0 ? nil : value) },
            onOptional: { value in .optional(count == 0 ? value : nil) })
    }

    /// `drop(while:)`; `nil` for `drop(untilOutputFrom:)`.
    func specialisedDrop(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        guard let predicateExpr = closureArgument(&args, label: "while") else { return nil }
        let predicate = try specialisedPredicate(predicateExpr)
        return SpecialisedOverloads(
            onSequence: { values, _, neverFails in .wrapped(Array(try values.drop(while: predicate)), neverFails: neverFails) },
            onJust: { value in .optional(try predicate(value) ? nil : value) },
            onOptional: { value in .optional(try value.flatMap { try predicate($0) ? nil : $0 }) })
    }

    /// `prefix(while:)` (an array stays an array) and `prefix(n)` (it does not); `nil` for
    /// `prefix(untilOutputFrom:)`.
    func specialisedPrefix(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        if let predicateExpr = closureArgument(&args, label: "while") {
            let predicate = try specialisedPredicate(predicateExpr)
            return .keeping(where: predicate, onSequence: { values, _, neverFails in
                .array(Array(try values.prefix(while: predicate)), neverFails: neverFails)
            })
        }
        guard let countExpr = args.positional() else { return nil }
        let count = try nonNegativeInteger(countExpr, "a count")
        return SpecialisedOverloads(
            onSequence: { values, _, neverFails in .wrapped(Array(values.prefix(count)), neverFails: neverFails) },
            onJust: { value in .optional(count > 0 ? value : nil) },
            onOptional: { value in .optional(count > 0 ? value : nil) })
    }

    /// `output(at:)`: on `Publishers.Sequence` only of an array that never fails.
    func specialisedOutput(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let index = try nonNegativeInteger(try args.requireLabeled("at", "an index"), "an index")
        return SpecialisedOverloads(
            onSequence: { values, isArray, neverFails in
                guard neverFails, isArray else { return nil }
                return .optional(values.indices.contains(index) ? values[index] : nil)
            },
            onJust: { value in .optional(index == 0 ? value : nil) },
            onOptional: { value in .optional(index == 0 ? value : nil) })
    }

    /// `first()` and `first(where:)`: on `Publishers.Sequence` only when it never fails, and
    /// `first()` only of an array.
    func specialisedFirst(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        guard let predicate = try closureArgument(&args, label: "where").map(specialisedPredicate) else {
            return .keepingTheOneValue(onSequence: { values, isArray, neverFails in
                neverFails && isArray ? .optional(values.first) : nil
            })
        }
        return .keeping(where: predicate, onSequence: { values, _, neverFails in
            neverFails ? .optional(try values.first(where: predicate)) : nil
        })
    }

    /// `last()` and `last(where:)`: on `Publishers.Sequence` only of an array that never fails.
    func specialisedLast(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        guard let predicate = try closureArgument(&args, label: "where").map(specialisedPredicate) else {
            return .keepingTheOneValue(onSequence: { values, isArray, neverFails in
                neverFails && isArray ? .optional(values.last) : nil
            })
        }
        return .keeping(where: predicate, onSequence: { values, isArray, neverFails in
            neverFails && isArray ? .optional(try values.last(where: predicate)) : nil
        })
    }
}
