import MarbleDSL
import MarbleTrace
import Reactive

/// What an expression of a `.marble` file stands for while the pipeline is being built.
enum RuntimeObject {
    case value(MarbleValue)
    case publisher(PublisherHandle)
    case subject(SubjectHandle)
    case subscriber(SubscriberHandle)
    case closure(ClosureValue)
    /// `.unlimited`, `.dropOldest`: a member of a type the context implies.
    case member(String)
    /// `.max(3)`
    case memberCall(String, [MarbleValue])
    /// `c = m.connect(at: 2)`: a connection, cancelled by `c.cancel(at:)`.
    case cancellable(ConnectionHandle)

    /// What the object is, for error messages.
    var kindName: String {
        switch self {
        case .value(let value): return "the value \(value) (\(value.typeName))"
        case .publisher: return "a publisher"
        case .subject: return "a subject"
        case .subscriber: return "a subscriber"
        case .closure: return "a closure"
        case .member(let name): return "'.\(name)'"
        case .memberCall(let name, _): return "'.\(name)(...)'"
        case .cancellable: return "a connection"
        }
    }
}

/// A publisher under construction, with the role its lane will have.
struct PublisherHandle {
    var publisher: AnyPublisher<MarbleValue, MarbleError>
    var role: Lane.Role
    /// The subjects whose values it carries, to refuse a subject that would feed itself.
    var subjects: Set<ObjectIdentifier> = []
    /// Operators between it and its sources; bounded so subscribing cannot exhaust the stack.
    var depth = 0
    /// The nearest drawn lanes upstream, which a lane bound to it names as its inputs.
    var inputLanes: [String] = []
    /// The operators applied since the name the expression starts from (`b` in
    /// `b.map { ... }.filter { ... }`); `nil` for a publisher not derived from a name.
    var steps: [OperatorStep]?
    /// For `flatMap` and `switchToLatest`: names the lanes of their inner publishers once
    /// the result is bound to a drawn name.
    var innerLanes: InnerLanes?
    /// Whether it is RxTest's hot or cold observable itself (no operator applied): an
    /// observer subscribed to it directly (`xs.subscribe(subject)`) is never disposed by its
    /// end, since no sink of an operator stands between them to dispose it.
    var isRxTestObservable = false
    /// For `multicast` and `makeConnectable`: the publisher `connect()` and `autoconnect()` use.
    var connectable: LoggedConnectable?
    /// Where connections of the connectable this publisher is (or autoconnects) are drawn.
    var connectionLog: ConnectionLog?
    /// For `[..].publisher`, `Just` and what Combine's specialised operators make of them:
    /// the publisher as Combine knows it while building, so the next operator can be
    /// specialised too.
    var specialised: SpecialisedPublisher?
    /// Whether a specialised operator made it (its lane names the publisher Combine made).
    var isSpecialisedResult = false
}

/// A subject of the diagram: hot, so its lane is what it emits, once, however many subscribe.
final class SubjectHandle {
    let subject: any InstrumentedSubject<MarbleValue, MarbleError>
    let role: Lane.Role
    /// Links from publishers this subject subscribed to (`s1.subscribe(m)`), kept alive.
    var upstreamLinks: [AnyCancellable] = []
    /// Its lane, once bound to a drawn name.
    var lane: String?
    /// The value it holds from the moment it is made (`CurrentValueSubject(0)`), drawn on its
    /// lane where it is bound.
    var initialValue: MarbleValue?
    /// Whether it was declared with `String` values (`PassthroughSubject<String, Never>()`):
    /// then `send("ping")` sends that string, as in Swift, rather than playing a marble string.
    var outputsStrings = false
    /// Whether its values are `Double`s (`PassthroughSubject<Double, Never>()`): then `send(3)`
    /// sends `3.0`, as Swift types the literal, and `$0 / 2` of it is `1.5`.
    var outputsFloatingPoint = false
    /// Whether it was declared with number values (`PassthroughSubject<Int>()`): then a
    /// marble string's symbol that is no digit and has no `values:` entry is an error, not a
    /// string value.
    var outputsNumbers = false
    /// Whether it is an RxSwift relay (`PublishRelay`, `BehaviorRelay`): the subject it wraps,
    /// which nothing may complete, so `bind(to:)` hands it the elements only.
    var isRelay = false

    /// `subject.send`, made where the subject's type is known. Through the existential, a
    /// `PassthroughSubject`'s send runs the engine's generic code, which looks up the generic
    /// metadata of its parts on every value (2.5k instructions a value of a traced run); made
    /// here, it is specialised for `MarbleValue`s.
    let sendValue: (MarbleValue) -> Void

    init(_ subject: any InstrumentedSubject<MarbleValue, MarbleError>, role: Lane.Role) {
        self.subject = subject
        self.role = role
        if let passthrough = subject as? PassthroughSubject<MarbleValue, MarbleError> {
            sendValue = { passthrough.send($0) }
        } else {
            sendValue = { subject.send($0) }
        }
    }

    var publisher: AnyPublisher<MarbleValue, MarbleError> { subject.eraseToAnyPublisher() }

    /// `value` as the subject's element type makes it: `3` sent to a subject of `Double`s is
    /// `3.0`, as Swift types the literal.
    func element(_ value: MarbleValue) -> MarbleValue {
        outputsFloatingPoint ? value.floatingPoint : value
    }

    /// Attaches the recorder so the subject's emissions are recorded on `lane`; with no lane
    /// nothing is drawn, but values it hands over from memory are still marked as replays.
    func instrument(_ recorder: any Recorder, lane: String?) {
        subject.tap = Tap(recorder: recorder, lane: lane)
    }
}

/// A sink of the diagram and how it subscribes.
final class SubscriberHandle {
    let sink: Subscribers.Sink<MarbleValue, MarbleError>
    /// What it subscribes to when bound; `nil` for a sink created alone (`Sink()`).
    let source: AnyPublisher<MarbleValue, MarbleError>?
    let subscribeAt: Int
    let cancelAt: Int?
    /// The lane name once bound (and not hidden).
    var lane: String? {
        didSet { effectOwner.lane = lane }
    }
    /// Tells its closures (`sink { received.append($0) }`) the lane they write from.
    let effectOwner: EffectOwner
    /// The nearest drawn lanes upstream of the sink.
    let inputLanes: [String]
    /// The operators from the name the expression starts from to the sink, the sink included.
    var steps: [OperatorStep]?
    /// The demand of its first request.
    var initialDemand = Subscribers.Demand.unlimited
    /// Whether it was written with Combine's closures (`sink { print($0) }`): pasted code, whose
    /// sink is drawn even when nothing keeps it, since what it receives at once is printed.
    var receivesInClosure = false
    /// The inner publishers of a `flatMap` or `switchToLatest` the chain ends with
    /// (`q.map { ... }.switchToLatest().sink { ... }`): drawn as branches of the sink's lane,
    /// which is that operator's stage when no name is given in between.
    var innerLanes: InnerLanes?

    init(sink: Subscribers.Sink<MarbleValue, MarbleError>, source: AnyPublisher<MarbleValue, MarbleError>?, inputLanes: [String] = [], subscribeAt: Int, cancelAt: Int?,
         effectOwner: EffectOwner = EffectOwner()) {
        self.sink = sink
        self.effectOwner = effectOwner
        self.source = source
        self.inputLanes = inputLanes
        self.subscribeAt = subscribeAt
        self.cancelAt = cancelAt
    }
}
