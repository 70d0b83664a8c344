import MarbleDSL
import MarbleTrace
import Reactive

/// One operator call being built, `receiver.name(arguments)`: what each operator group
/// needs to read its arguments and derive the new publisher.
struct OperatorCall {
    let name: Identifier
    /// The receiver as a publisher.
    let upstream: PublisherHandle
    /// The whole call, for error positions.
    let expr: Expr

    /// The publisher this call makes: it carries the upstream's subjects and input lanes,
    /// one operator deeper.
    func derived<P: Publisher>(_ publisher: P) -> RuntimeObject where P.Output == MarbleValue, P.Failure == MarbleError {
        derived(publisher, alsoFrom: [])
    }

    /// As `derived(_:)`, for an operator that also subscribes to `others` (`merge(with:)`,
    /// `zip`): their subjects and input lanes join the upstream's.
    func derived<P: Publisher>(_ publisher: P, alsoFrom others: [PublisherHandle]) -> RuntimeObject where P.Output == MarbleValue, P.Failure == MarbleError {
        var subjects = upstream.subjects
        var inputs = upstream.inputLanes
        var depth = upstream.depth
        for other in others {
            subjects.formUnion(other.subjects)
            inputs += other.inputLanes.filter { !inputs.contains($0) }
            depth = max(depth, other.depth)
        }
        return .publisher(PublisherHandle(publisher: publisher.eraseToAnyPublisher(), role: .operator,
                                          subjects: subjects, depth: depth + 1, inputLanes: inputs, steps: upstream.steps))
    }
}
