import MarbleTrace

/// What `append` and `prepend` add, read for Combine's specialised overloads.
enum SpecialisedAppendix {
    case values([MarbleValue])
    /// A publisher argument; `nil` when Combine does not know it as a specialised one.
    case publisher(SpecialisedPublisher?)

    /// The elements it adds to an array sequence: values, or the elements of another array
    /// sequence of the same failure type; `nil` for any other publisher.
    func elements(neverFails: Bool) -> [MarbleValue]? {
        switch self {
        case .values(let added): return added
        case .publisher(.sequence(let added, isArray: true, let otherNeverFails)?) where otherNeverFails == neverFails: return added
        case .publisher: return nil
        }
    }
}

/// Combine's specialised overloads of `append`, `prepend` and `retry` (`OperatorEntry.specialised`).
extension PipelineBuilder {
    /// `append(7, 8)`, `append(array)`, `append(p)`: on an array sequence, the array joined;
    /// on `Just` (values only), an array sequence.
    func specialisedAppend(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let appendix = try specialisedAppendix(&args)
        return SpecialisedOverloads(
            onSequence: { values, isArray, neverFails in
                guard isArray else { return nil }
                return appendix.elements(neverFails: neverFails).map { .array(values + $0, neverFails: neverFails) }
            },
            onJust: { value in
                guard case .values(let added) = appendix else { return nil }
                return .sequence([value] + added, isArray: true, neverFails: true)
            })
    }

    /// `prepend`, as `append` the other way round.
    func specialisedPrepend(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        let appendix = try specialisedAppendix(&args)
        return SpecialisedOverloads(
            onSequence: { values, isArray, neverFails in
                guard isArray else { return nil }
                return appendix.elements(neverFails: neverFails).map { .array($0 + values, neverFails: neverFails) }
            },
            onJust: { value in
                guard case .values(let added) = appendix else { return nil }
                return .sequence(added + [value], isArray: true, neverFails: true)
            })
    }

    /// `retry(n)`: nothing to retry on a publisher of at most one value.
    func specialisedRetry(_ args: inout Arguments) throws -> SpecialisedOverloads? {
        _ = try nonNegativeInteger(try args.requirePositional("a count"), "a count")
        return .keepingTheOneValue()
    }

    /// `append(7, 8)`, `append(p)`, or `append(airTransport)`: one array adds its elements, as
    /// Combine's `append<S: Sequence>` does.
    private func specialisedAppendix(_ args: inout Arguments) throws -> SpecialisedAppendix {
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
}
