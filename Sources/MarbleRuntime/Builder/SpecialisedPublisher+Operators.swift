import MarbleTrace

/// Combine's specialised overloads, as OpenCombine 0.14.0 writes them
/// (`Publishers.Sequence.swift`, `Just.swift`, `Optional.Publisher.swift`,
/// `Result.Publisher.swift`): what each returns. `nil` where the publisher has no overload
/// for the operator and the generic one applies. `Empty` and `Fail` have none.
extension SpecialisedPublisher {
    func applying(_ operation: SpecialisedOperation) throws -> SpecialisedPublisher? {
        switch self {
        case .sequence(let values, let isArray, let neverFails):
            return try Self.onSequence(values, isArray: isArray, neverFails: neverFails, operation)
        case .just(let value): return try Self.onJust(value, operation)
        case .optional(let value): return try Self.onOptional(value, operation)
        case .result(let result, let neverFails): return try Self.onResult(result, neverFails: neverFails, operation)
        case .empty: return nil
        }
    }

    // MARK: - Publishers.Sequence

    private static func onSequence(_ values: [MarbleValue], isArray: Bool, neverFails: Bool,
                                   _ operation: SpecialisedOperation) throws -> SpecialisedPublisher? {
        func array(_ values: [MarbleValue]) -> SpecialisedPublisher { .sequence(values, isArray: true, neverFails: neverFails) }
        func wrapped(_ values: [MarbleValue]) -> SpecialisedPublisher { .sequence(values, isArray: false, neverFails: neverFails) }
        func result(_ value: MarbleValue) -> SpecialisedPublisher { .result(.success(value), neverFails: neverFails) }
        switch operation {
        case .map(let transform): return array(try values.map(transform))
        case .compactMap(let transform): return array(try values.compactMap(transform))
        case .filter(let isIncluded): return array(try values.filter(isIncluded))
        case .scan(let seed, let next):
            var accumulator = seed
            return array(try values.map { accumulator = try next(accumulator, $0); return accumulator })
        case .removeDuplicates(byClosure: false):
            var kept: [MarbleValue] = []
            for value in values where value != kept.last { kept.append(value) }
            return array(kept)
        case .dropFirst(let count): return wrapped(Array(values.dropFirst(count)))
        case .dropWhile(let predicate): return wrapped(Array(try values.drop(while: predicate)))
        case .prefix(let count): return wrapped(Array(values.prefix(count)))
        case .prefixWhile(let predicate): return array(Array(try values.prefix(while: predicate)))
        case .outputAt(let index) where neverFails && isArray:
            return .optional(values.indices.contains(index) ? values[index] : nil)
        case .first(nil) where neverFails && isArray: return .optional(values.first)
        case .first(let predicate?) where neverFails: return .optional(try values.first(where: predicate))
        case .last(nil) where neverFails && isArray: return .optional(values.last)
        case .last(let predicate?) where neverFails && isArray: return .optional(try values.last(where: predicate))
        case .min(let ordered, _) where neverFails: return .optional(try values.min(by: ordered))
        case .max(let ordered, _) where neverFails: return .optional(try values.max(by: ordered))
        case .count where isArray:
            return neverFails ? .just(.int(values.count)) : result(.int(values.count))
        case .collect: return result(.array(values))
        case .contains(let wanted): return result(.bool(values.contains(wanted)))
        case .containsWhere(let predicate): return result(.bool(try values.contains(where: predicate)))
        case .allSatisfy(let predicate): return result(.bool(try values.allSatisfy(predicate)))
        case .reduce(let seed, let next): return result(try values.reduce(seed, next))
        case .tryReduce(let seed, let next):
            return .result(try attempt { try values.reduce(seed, next) }, neverFails: false)
        case .ignoreOutput: return .empty
        case .setFailureType: return .sequence(values, isArray: isArray, neverFails: false)
        case .append(let appendix) where isArray:
            return try joined(values, appendix, neverFails: neverFails).map { array(values + $0) }
        case .prepend(let appendix) where isArray:
            return try joined(values, appendix, neverFails: neverFails).map { array($0 + values) }
        default: return nil
        }
    }

    /// The elements `append` or `prepend` adds to an array sequence: values, or the elements
    /// of another array sequence of the same failure type; `nil` for any other publisher.
    private static func joined(_ values: [MarbleValue], _ appendix: SpecialisedOperation.Appendix,
                               neverFails: Bool) throws -> [MarbleValue]? {
        switch appendix {
        case .values(let added): return added
        case .publisher(.sequence(let added, isArray: true, let otherNeverFails)?) where otherNeverFails == neverFails: return added
        case .publisher: return nil
        }
    }

    // MARK: - Just

    private static func onJust(_ value: MarbleValue, _ operation: SpecialisedOperation) throws -> SpecialisedPublisher? {
        switch operation {
        case .map(let transform): return .just(try transform(value))
        case .tryMap(let transform): return .result(try attempt { try transform(value) }, neverFails: false)
        case .compactMap(let transform): return .optional(try transform(value))
        case .filter(let predicate), .first(let predicate?), .last(let predicate?), .prefixWhile(let predicate):
            return .optional(try predicate(value) ? value : nil)
        case .dropWhile(let predicate): return .optional(try predicate(value) ? nil : value)
        case .dropFirst(let count): return .optional(count > 0 ? nil : value)
        case .outputAt(let index): return .optional(index == 0 ? value : nil)
        case .prefix(let count): return .optional(count > 0 ? value : nil)
        case .first(nil), .last(nil), .min, .max, .removeDuplicates, .replaceError, .replaceEmpty, .retry:
            return .just(value)
        case .contains(let wanted): return .just(.bool(value == wanted))
        case .containsWhere(let predicate), .allSatisfy(let predicate): return .just(.bool(try predicate(value)))
        case .collect: return .just(.array([value]))
        case .count: return .just(.int(1))
        case .ignoreOutput: return .empty
        case .setFailureType, .mapError: return .result(.success(value), neverFails: false)
        case .reduce(let seed, let next), .scan(let seed, let next):
            return .result(.success(try next(seed, value)), neverFails: true)
        case .tryReduce(let seed, let next), .tryScan(let seed, let next):
            return .result(try attempt { try next(seed, value) }, neverFails: false)
        case .prepend(.values(let added)): return .sequence(added + [value], isArray: true, neverFails: true)
        case .append(.values(let added)): return .sequence([value] + added, isArray: true, neverFails: true)
        case .append(.publisher), .prepend(.publisher): return nil
        }
    }

    // MARK: - Optional.Publisher

    private static func onOptional(_ value: MarbleValue?, _ operation: SpecialisedOperation) throws -> SpecialisedPublisher? {
        switch operation {
        case .contains(let wanted): return .optional(value.map { .bool($0 == wanted) })
        case .containsWhere(let predicate), .allSatisfy(let predicate): return .optional(try value.map { .bool(try predicate($0)) })
        case .removeDuplicates, .min, .max, .first(nil), .last(nil), .replaceError, .retry: return .optional(value)
        case .collect: return .optional(.array(value.map { [$0] } ?? []))
        case .compactMap(let transform): return .optional(try value.flatMap(transform))
        case .count: return .optional(value.map { _ in .int(1) })
        case .dropFirst(let count): return .optional(count == 0 ? value : nil)
        case .dropWhile(let predicate): return .optional(try value.flatMap { try predicate($0) ? nil : $0 })
        case .filter(let predicate), .first(let predicate?), .last(let predicate?), .prefixWhile(let predicate):
            return .optional(try value.flatMap { try predicate($0) ? $0 : nil })
        case .ignoreOutput: return .empty
        case .map(let transform): return .optional(try value.map(transform))
        case .outputAt(let index): return .optional(index == 0 ? value : nil)
        case .prefix(let count): return .optional(count > 0 ? value : nil)
        case .reduce(let seed, let next), .scan(let seed, let next): return .optional(try value.map { try next(seed, $0) })
        case .replaceEmpty(let output): return .just(value ?? output)
        default: return nil
        }
    }

    // MARK: - Result.Publisher

    private static func onResult(_ result: Result<MarbleValue, MarbleError>, neverFails: Bool,
                                 _ operation: SpecialisedOperation) throws -> SpecialisedPublisher? {
        func mapped(_ transform: (MarbleValue) throws -> MarbleValue) throws -> SpecialisedPublisher {
            switch result {
            case .success(let value): return .result(.success(try transform(value)), neverFails: neverFails)
            case .failure: return .result(result, neverFails: neverFails)
            }
        }
        func tried(_ transform: (MarbleValue) throws -> MarbleValue) throws -> SpecialisedPublisher {
            switch result {
            case .success(let value): return .result(try attempt { try transform(value) }, neverFails: false)
            case .failure: return .result(result, neverFails: false)
            }
        }
        switch operation {
        case .contains(let wanted): return try mapped { .bool($0 == wanted) }
        case .containsWhere(let predicate), .allSatisfy(let predicate): return try mapped { .bool(try predicate($0)) }
        case .removeDuplicates, .min, .max, .first(nil), .last(nil), .replaceEmpty, .retry:
            return .result(result, neverFails: neverFails)
        case .collect: return try mapped { .array([$0]) }
        case .count: return try mapped { _ in .int(1) }
        case .ignoreOutput: return .empty
        case .map(let transform): return try mapped(transform)
        case .tryMap(let transform): return try tried(transform)
        case .mapError(let transform):
            switch result {
            case .success: return .result(result, neverFails: false)
            case .failure(let error): return .result(.failure(MarbleError(try transform(.string(error.message)).description)), neverFails: false)
            }
        case .replaceError(let output):
            if case .success(let value) = result { return .result(.success(value), neverFails: true) }
            return .result(.success(output), neverFails: true)
        case .reduce(let seed, let next), .scan(let seed, let next): return try mapped { try next(seed, $0) }
        case .tryReduce(let seed, let next), .tryScan(let seed, let next): return try tried { try next(seed, $0) }
        case .setFailureType where neverFails: return .result(result, neverFails: false)
        default: return nil
        }
    }

    /// What a `try` overload makes of a closure: its value, or the failure its error becomes.
    /// A closure that cannot run while building still leaves the call to the generic operator.
    private static func attempt(_ body: () throws -> MarbleValue) throws -> Result<MarbleValue, MarbleError> {
        do {
            return .success(try body())
        } catch let error as NotSpecialised {
            throw error
        } catch {
            return .failure(PipelineBuilder.failure(error))
        }
    }
}
