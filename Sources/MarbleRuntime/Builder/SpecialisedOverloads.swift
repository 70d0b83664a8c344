import MarbleTrace

/// Combine's specialised overloads of one operator call, its arguments read: what each
/// publisher Combine specialises returns for it, as OpenCombine 0.14.0 writes them
/// (`Publishers.Sequence.swift`, `Just.swift`, `Optional.Publisher.swift`,
/// `Result.Publisher.swift`). An operator's registry entry reads its call into these
/// (`OperatorEntry.specialised`), so an operator's overloads live with the operator.
///
/// A function left `nil`, or one that returns `nil`, is a publisher with no overload for the
/// call: the generic operator applies. `Empty` and `Fail` have none.
///
/// The functions run the call's closures while the pipeline is built (closures here have no
/// side effects, so running them once at build time is what Combine's overloads do). A
/// closure that cannot be evaluated (a type mismatch, `$1` of one value, a predicate that is
/// not a Bool) throws `NotSpecialised` or its own error: the call then goes to the generic
/// operator, which reports the error against the closure while the pipeline runs. The `try`
/// operators turn such an error into the failure of their result instead (`attempt`).
struct SpecialisedOverloads {
    typealias Transform = (MarbleValue) throws -> MarbleValue
    typealias OptionalTransform = (MarbleValue) throws -> MarbleValue?
    typealias Predicate = (MarbleValue) throws -> Bool
    typealias Accumulate = (MarbleValue, MarbleValue) throws -> MarbleValue
    typealias Order = (MarbleValue, MarbleValue) throws -> Bool

    /// On `Publishers.Sequence`: its elements, whether they are still an array (`dropFirst`,
    /// `prefix(_:)` and `drop(while:)` wrap them in a plain `Sequence`, which has no `first()`,
    /// `count()`, `output(at:)`, `append`) and whether its failure type is still `Never`.
    typealias OnSequence = (_ values: [MarbleValue], _ isArray: Bool, _ neverFails: Bool) throws -> SpecialisedPublisher?
    typealias OnJust = (MarbleValue) throws -> SpecialisedPublisher?
    typealias OnOptional = (MarbleValue?) throws -> SpecialisedPublisher?
    /// On `Result.Publisher`: its result, and whether its failure type is still `Never`.
    typealias OnResult = (Result<MarbleValue, MarbleError>, _ neverFails: Bool) throws -> SpecialisedPublisher?

    var onSequence: OnSequence?
    var onJust: OnJust?
    var onOptional: OnOptional?
    var onResult: OnResult?

    init(onSequence: OnSequence? = nil, onJust: OnJust? = nil, onOptional: OnOptional? = nil, onResult: OnResult? = nil) {
        self.onSequence = onSequence
        self.onJust = onJust
        self.onOptional = onOptional
        self.onResult = onResult
    }

    /// What the call makes of `receiver`; `nil` where `receiver` has no overload for it.
    func applied(to receiver: SpecialisedPublisher) throws -> SpecialisedPublisher? {
        switch receiver {
        case .sequence(let values, let isArray, let neverFails): return try onSequence?(values, isArray, neverFails) ?? nil
        case .just(let value): return try onJust?(value) ?? nil
        case .optional(let value): return try onOptional?(value) ?? nil
        case .result(let result, let neverFails): return try onResult?(result, neverFails) ?? nil
        case .empty: return nil
        }
    }

    /// What a `try` overload makes of a closure: its value, or the failure its error becomes.
    /// A closure that cannot run while building still leaves the call to the generic operator.
    static func attempt(_ body: () throws -> MarbleValue) throws -> Result<MarbleValue, MarbleError> {
        do {
            return .success(try body())
        } catch let error as NotSpecialised {
            throw error
        } catch {
            return .failure(PipelineBuilder.failure(error))
        }
    }
}

/// A closure that cannot be run while building: the generic operator takes the call.
struct NotSpecialised: Error {}
