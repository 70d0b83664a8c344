import MarbleTrace
import Reactive

/// A publisher whose operators Combine specialises: on `[..].publisher`
/// (`Publishers.Sequence`), `Just`, `Optional.Publisher` and `Result.Publisher`, operators such
/// as `map`, `filter` or `prefix(2)` are computed when the pipeline is built and return another
/// of these publishers, not the generic operator, and Swift picks them. What the result does
/// with demand is then that of the new publisher: `[1, 2, 3].publisher.prefix(2)` finishes right
/// after its second value, `Just(1).filter { $0 > 5 }` finishes on subscription. What each
/// operator returns on each of them is in its registry entry (`OperatorEntry.specialised`,
/// a `SpecialisedOverloads`).
///
/// The cases carry what decides which overloads apply, as in OpenCombine 0.14.0 (which
/// follows Apple's Combine): whether the failure type is still `Never`, and whether a
/// sequence's elements are still an array (`dropFirst`, `prefix(_:)` and `drop(while:)` wrap
/// them in a plain `Sequence`, which has no `first()`, `count()`, `output(at:)`, `append`).
enum SpecialisedPublisher {
    case sequence([MarbleValue], isArray: Bool, neverFails: Bool)
    case just(MarbleValue)
    case optional(MarbleValue?)
    case result(Result<MarbleValue, MarbleError>, neverFails: Bool)
    /// `Empty()`: it has no specialised operators, but `ignoreOutput()` of the others is one.
    case empty

    /// The engine publisher that behaves as this one: values wait for demand, a sequence
    /// finishes right after its last value, an empty one (and `Optional.Publisher(nil)`)
    /// finishes on subscription, a failed `Result` fails on subscription.
    var publisher: AnyPublisher<MarbleValue, MarbleError> {
        switch self {
        case .sequence(let values, _, _): return Publishers.Sequence<MarbleValue, MarbleError>(values).eraseToAnyPublisher()
        case .just(let value): return Publishers.Sequence<MarbleValue, MarbleError>([value]).eraseToAnyPublisher()
        case .optional(let value): return Publishers.Sequence<MarbleValue, MarbleError>(value.map { [$0] } ?? []).eraseToAnyPublisher()
        case .result(.success(let value), _): return Publishers.Sequence<MarbleValue, MarbleError>([value]).eraseToAnyPublisher()
        case .result(.failure(let error), _): return Fail<MarbleValue, MarbleError>(error: error).eraseToAnyPublisher()
        case .empty: return Empty<MarbleValue, MarbleError>().eraseToAnyPublisher()
        }
    }

    /// Combine's name for it, which a lane made by a specialised operator shows after its
    /// expression (`p.prefix(2)  // Sequence`, for `Publishers.Sequence`): the chain is one publisher.
    var typeName: String {
        switch self {
        case .sequence: return "Sequence"
        case .just: return "Just"
        case .optional: return "Optional.Publisher"
        case .result: return "Result.Publisher"
        case .empty: return "Empty"
        }
    }

    /// A publisher handle for this publisher: a source of its own, since in Combine it is one
    /// publisher that subscribes to nothing upstream.
    func handle(depth: Int) -> PublisherHandle {
        var handle = PublisherHandle(publisher: publisher, role: .source)
        handle.specialised = self
        handle.depth = depth
        return handle
    }
}
