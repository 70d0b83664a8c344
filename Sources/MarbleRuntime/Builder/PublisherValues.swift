import MarbleDSL
import MarbleTrace
import Reactive

/// The publishers that travel through a run as values (`MarbleValue.publisher`): a value
/// carries only a reference, the publisher stays here.
final class PublisherValues {
    private var publishers: [AnyPublisher<MarbleValue, MarbleError>] = []
    /// The subjects among them, by reference id: a value that stands for a subject still
    /// takes what is sent to it (`player.score.onNext(85)` of a struct holding a subject).
    private var subjects: [Int: SubjectHandle] = [:]

    /// Keeps `publisher` and returns the value that stands for it.
    func value(for publisher: AnyPublisher<MarbleValue, MarbleError>, label: String) -> MarbleValue {
        publishers.append(publisher)
        return .publisher(PublisherReference(id: publishers.count - 1, label: label))
    }

    /// Keeps `subject` and returns the value that stands for it.
    func value(for subject: SubjectHandle, label: String) -> MarbleValue {
        let value = value(for: subject.publisher, label: label)
        if case .publisher(let reference) = value { subjects[reference.id] = subject }
        return value
    }

    /// The subject a reference stands for, if it stands for one.
    func subject(for reference: PublisherReference) -> SubjectHandle? {
        subjects[reference.id]
    }

    /// The publisher a reference stands for.
    func publisher(for reference: PublisherReference) -> AnyPublisher<MarbleValue, MarbleError>? {
        publishers.indices.contains(reference.id) ? publishers[reference.id] : nil
    }
}

extension PipelineBuilder {
    /// How closures evaluate a call in their body: `map { cold("-a|") }` builds the publisher
    /// now (with the closure's `$0`, `$1`) and returns it as a value.
    var publisherValueCall: (Expr, ValueEvaluator) throws -> MarbleValue {
        { [unowned self] expr, frame in
            // As in `objectFactory`: building publishers at run time is where a pipeline
            // can recurse into itself.
            guard recorder.runGuard.spend(at: expr.range) else {
                return publisherValues.value(for: Self.silentPublisher.publisher, label: expr.text)
            }
            if let function = pastedFunction(called: expr) { return try call(function, expr, from: frame) }
            if let sent = try sendFromClosure(expr, frame) { return sent }
            let saved = swiftSubset.closureFrame
            swiftSubset.closureFrame = frame
            defer { swiftSubset.closureFrame = saved }
            switch try evaluate(expr) {
            case .value(let value):
                return value
            case .publisher(let handle):
                return publisherValues.value(for: handle.publisher, label: expr.text)
            case .subject(let handle):
                return publisherValues.value(for: handle.publisher, label: expr.text)
            case let other:
                throw RuntimeError.notAValueHere(other.kindName, at: expr.range)
            }
        }
    }

    /// The publisher a closure built at run time, or a publisher value; `nil` otherwise.
    func runtimePublisher(_ object: RuntimeObject?) -> AnyPublisher<MarbleValue, MarbleError>? {
        switch object {
        case .publisher(let handle)?: return handle.publisher
        case .subject(let handle)?: return handle.publisher
        case .value(.publisher(let reference))?: return publisherValues.publisher(for: reference)
        default: return nil
        }
    }

    /// A closure whose body builds a publisher at run time (`Deferred { ... }`,
    /// `catch { ... }`, `flatMap { ... }`), evaluated anew on every call. When the body
    /// fails (reported against the closure) or builds something else (reported as
    /// `notAPublisher` says), the call gets an empty publisher.
    func publisherFactory(_ closureExpr: Expr, notAPublisher: @escaping (RuntimeObject) -> RuntimeError) throws -> ([MarbleValue]) -> MarblePublisher {
        let factory = objectFactory(try closure(closureExpr), at: closureExpr)
        let log = runErrors
        return { [unowned self] arguments in
            let made = factory(arguments)
            guard let publisher = runtimePublisher(made) else {
                if let made { log.report(notAPublisher(made), at: closureExpr.range) }
                return Empty().eraseToAnyPublisher()
            }
            return publisher
        }
    }
}

extension PipelineBuilder {
    /// The elements of an array of named publishers or subjects (`[subject1, subject2]` of
    /// RxSwift's `Observable.of(subject1, subject2)`), as publisher values; `nil` when `node`
    /// is no such array.
    func publisherElements(_ node: PipelineNode) -> [MarbleValue]? {
        guard case .value(let expr) = node, case .array(let items) = expr.kind, !items.isEmpty else { return nil }
        var elements: [MarbleValue] = []
        for item in items {
            guard case .identifier(let name) = item.kind, swiftSubset.closureFrame?.scope[name] == nil else { return nil }
            switch bindings[name] {
            case .publisher(let handle): elements.append(publisherValues.value(for: handle.publisher, label: item.text))
            case .subject(let handle): elements.append(publisherValues.value(for: handle, label: item.text))
            default: return nil
            }
        }
        return elements
    }
}
