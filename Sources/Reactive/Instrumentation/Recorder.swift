/// Where instrumented links report what happened to them. A run attaches one; with none
/// attached, probes are pass-through and subjects skip a single `nil` check.
public protocol Recorder: AnyObject {
    /// The current virtual time, stamped on every signal.
    var now: Int { get }
    /// While a subject hands over values from its memory, the tick each was first emitted;
    /// probes record values seen meanwhile as replays.
    var replayOrigin: Int? { get set }
    /// A new row on `lane`: one per subscription through a probe, or a subject's own line.
    func openLink(lane: String) -> LinkID
    /// A new row on `lane` for a subscription by `downstream`: a recorder may use the
    /// subscriber to tell whom the row feeds when the same subscriber subscribes again
    /// (`retry`).
    func openLink(lane: String, downstream: AnyObject) -> LinkID
    /// Runs `body`, which subscribes `link`'s upstream: a recorder may note that the links
    /// opened meanwhile feed `link`.
    func subscribing(through link: LinkID, _ body: () -> Void)
    /// Runs `body`, which hands a subscription downstream once it is made: what happens
    /// meanwhile (requests, values, subscriptions a value causes) is no longer part of
    /// subscribing the links above.
    func subscribed(_ body: () -> Void)
    /// Records `signal` on `link` at `now`.
    func record<Value>(_ signal: Signal<Value>, on link: LinkID)
    /// The log a probe records the values of `link` and the requests they bring into: made
    /// once per subscription, so that no value goes through a generic requirement called
    /// through `any Recorder`.
    func linkLog<Value>(for link: LinkID, of type: Value.Type) -> LinkLog<Value>
    /// A run that went out of bounds (it recursed too deeply or did too much work): probes
    /// then pass nothing on, so the engine unwinds instead of going on.
    var isHalted: Bool { get }
    /// A probe opened `link`; the recorder may keep it to sever at the end of a run.
    func opened(_ link: any Severable)
}

extension Recorder {
    /// A recorder that sets no bounds never halts.
    public var isHalted: Bool { false }

    public func opened(_ link: any Severable) {}

    /// By default values and requests are recorded as `Signal`s (see `LinkLog`).
    public func linkLog<Value>(for link: LinkID, of type: Value.Type) -> LinkLog<Value> {
        LinkLog(link: link, recorder: self)
    }

    /// By default nothing is noted.
    public func subscribing(through link: LinkID, _ body: () -> Void) { body() }

    /// By default nothing is noted.
    public func subscribed(_ body: () -> Void) { body() }

    /// By default the subscriber makes no difference.
    public func openLink(lane: String, downstream: AnyObject) -> LinkID {
        openLink(lane: lane)
    }
}

/// One recorded row: a subscription through a probe, or a subject's emissions.
public struct LinkID: Hashable, Sendable {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
}

/// Why a value was lost.
public enum DropReason: Hashable, Sendable {
    /// Sent to a subscription whose demand was zero.
    case noDemand
    /// Evicted from, or refused by, a full buffer.
    case bufferFull
    /// Held for a subscriber without demand (a `CurrentValueSubject`'s current value) and
    /// replaced by a newer value before the subscriber asked for it.
    case overwritten
    /// Held for a subscriber without demand when the publisher ended: never delivered.
    case endedBeforeRequested
    /// Held as a subject's last value (RxSwift's `AsyncSubject`, which emits only the value
    /// it holds when it completes) and replaced by a newer value before the completion.
    case superseded
    /// Held as a subject's last value (`AsyncSubject`) when the subject failed: a failure
    /// ends it without emitting the value.
    case lostAtFailure
}

/// What a link reports.
public enum Signal<Value> {
    case subscribe
    case request(Subscribers.Demand)
    case value(Value)
    /// A value handed over from memory; `from` is the tick it was first emitted.
    case replay(Value, from: Int)
    case drop(Value, DropReason)
    case finished
    /// The upstream finished, but an operator above holds the finish until demand comes.
    case finishHeld
    case failure(any Error)
    case cancel
}

/// A subject whose emissions can be recorded: every subject of the engine conforms, so an
/// instrumented run attaches a tap to any of them the same way.
package protocol InstrumentedSubject<Output, Failure>: Subject {
    var tap: Tap? { get set }

    /// Cancels every subscriber's subscription and every upstream link, without completing:
    /// what a run does with its subjects when it returns, so that they and their subscribers
    /// (which hold each other) are released.
    func tearDown()
}

/// A recorder and the row it records into, held by an instrumented subject. A subject
/// that is not drawn still gets a tap without a lane, so the values it hands over from
/// memory are marked as replays below it.
///
/// A subject's inlinable send path (public: `send` is user API) reads its tap on every
/// value, so what it touches is `@usableFromInline` and `live` an internal `@inlinable`
/// method, whose body is inlined into the run's module where the subject's `Output` is known.
@usableFromInline package struct Tap {
    @usableFromInline package let recorder: any Recorder
    @usableFromInline package let link: LinkID?

    package init(recorder: any Recorder, lane: String?) {
        self.recorder = recorder
        self.link = lane.map { recorder.openLink(lane: $0) }
    }

    package func record<Value>(_ signal: Signal<Value>) {
        guard let link else { return }
        recorder.record(signal, on: link)
    }

    /// Runs `body` while values are marked as coming from memory first emitted at `tick`.
    package func replaying<T>(from tick: Int, _ body: () -> T) -> T {
        delivering(origin: tick, body)
    }

    /// Runs `body` as a live delivery: a replay mark set further up (a subject fed by a
    /// CurrentValueSubject's memory) does not leak into this subject's own sends.
    @inlinable
    func live<T>(_ body: () -> T) -> T {
        delivering(origin: nil, body)
    }

    @inlinable
    func delivering<T>(origin: Int?, _ body: () -> T) -> T {
        let saved = recorder.replayOrigin
        recorder.replayOrigin = origin
        defer { recorder.replayOrigin = saved }
        return body()
    }
}

extension Subscribers.Completion {
    @usableFromInline
    func signal<Value>() -> Signal<Value> {
        switch self {
        case .finished: return .finished
        case .failure(let error): return .failure(error)
        }
    }
}
