/// The recording of one run: what every stream of a diagram did, tick by tick.
///
/// Tests assert on it, `marbles trace` prints it, and the layout reads only it.
public struct Trace: Hashable, Sendable {
    public var title: String?
    /// The length of the time axis: `ticks N` if given, else one past the last event.
    public var ticks: Int
    /// The axis unit label (`unit "ms"`), if any.
    public var unit: String?
    /// Lanes top to bottom.
    public var lanes: [Lane]
    /// What the file's `print(...)` calls printed during the run, a line each, in order
    /// (pasted RxSwift's `subscribe { print("got:", $0) }` prints `got: next(2)`). Not drawn;
    /// `marbles trace` and `marbles render` show them on standard error.
    public var printed: [String] = []

    public init(title: String? = nil, ticks: Int, unit: String? = nil, lanes: [Lane]) {
        self.title = title
        self.ticks = ticks
        self.unit = unit
        self.lanes = lanes
    }

    /// The lane with this name, e.g. `"C"` or `"b[2]"`.
    public subscript(lane name: String) -> Lane? {
        lanes.first { $0.name == name }
    }

    /// The lane with this identity.
    public subscript(id: LaneID) -> Lane? {
        lanes.first { $0.id == id }
    }
}

/// One row of the diagram: one stream, or one subscription of a publisher subscribed
/// several times.
public struct Lane: Hashable, Sendable {
    /// What kind of stream a lane is.
    public enum Role: String, Hashable, Sendable {
        case source
        case subject
        case `operator`
        case subscriber
    }

    /// Which row this is: binding, subscription index, inner index.
    public var id: LaneID
    public var role: Role
    /// The expression as written in the file, e.g. `s.scan(10, +)`, its line breaks and
    /// indentation folded into single spaces.
    public var label: String
    /// The subscribers' rows this row's values reach, in the order they subscribed: `["C"]`
    /// for `b[1]` feeding `C`, `["E", "F"]` for a row shared through `share()`. Empty for a
    /// subscriber's own row, a subject's line (it is no one subscription: its subscribers
    /// have rows of their own) and a row that feeds no drawn subscriber.
    public var subscribers: [LaneID]
    /// The rows this row reads from, exactly: `b[2]`, not `b`. Empty for sources and subjects.
    public var inputs: [LaneID]
    /// The operators between the inputs and this row, in order, as the runtime built them;
    /// empty when the row is not derived from another row.
    public var steps: [OperatorStep]
    /// For an inner publisher of a higher-order operator (`flatMap`, `switchToLatest`): the
    /// row it branches off.
    public var parent: LaneID?
    /// Events in the order they happened, which is tick order: `init` puts events given out of
    /// tick order in it (keeping the order of a tick's events), and code that changes them
    /// keeps it (the layout reads a tick's events as the run of them since the last tick).
    public var events: [TraceEvent]
    /// For RxSwift: the row's subscription is not disposed when the row ends (an observer
    /// subscribed to RxTest's observable directly, `xs.subscribe(subject)`), so its completion
    /// or error is no unsubscription in the subscriptions view. In the JSON trace:
    /// `"endsWithoutDisposal": true`.
    public var endsWithoutDisposal = false

    public init(_ id: LaneID, role: Role, label: String, subscribers: [LaneID] = [],
                inputs: [LaneID] = [], steps: [OperatorStep] = [], parent: LaneID? = nil,
                events: [TraceEvent]) {
        self.id = id
        self.role = role
        self.label = label
        self.subscribers = subscribers
        self.inputs = inputs
        self.steps = steps
        self.parent = parent
        self.events = Lane.inTickOrder(events)
    }

    /// `events` in tick order, a tick's events in the order given: an event at an earlier tick
    /// happened earlier, whatever the order it was listed in. Events already in order (as a
    /// recording's and a read trace's are) are returned as they are, after one look at each.
    static func inTickOrder(_ events: [TraceEvent]) -> [TraceEvent] {
        // By index, reading ticks only: zipping the events copied each one (its value retained
        // and released) to compare two integers.
        guard events.indices.dropFirst().contains(where: { events[$0 - 1].tick > events[$0].tick }) else { return events }
        return events.enumerated().sorted { ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset) }.map(\.element)
    }

    /// The row's name: `b`, `b[2]`, `f.1`.
    public var name: String { id.description }

    /// The first subscriber this row feeds, as version 1 of the trace named it.
    public var subscriber: LaneID? { subscribers.first }

    /// The operators as written, joined as in a chain: `map { $0 * 10 }.filter { $0 > 1 }`;
    /// `nil` when the row is not derived from another row.
    public var operatorLabel: String? {
        steps.isEmpty ? nil : steps.map(\.text).joined(separator: ".")
    }

    /// The first tick the row's line is live: its first subscription if it has one (a
    /// subscriber, a cold source's subscription), else 0 (a hot subject is there all along).
    public var liveStart: Int {
        events.first { $0.kind == .subscribe }?.tick ?? 0
    }

    /// The tick of its first finished, failure or cancel, where the line stops; `nil` if none.
    public var liveEnd: Int? {
        events.first { $0.kind.isTerminal }?.tick
    }
}

/// Which row a lane is, as data: the binding it belongs to, and for a publisher subscribed
/// several times the subscription (`b[2]`), for an inner publisher of `flatMap` or
/// `switchToLatest` bound to `f` its place among them (`f.1`).
public struct LaneID: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name bound in the file: `b` for `b[2]`, `f` for `f.1`.
    public var binding: String
    /// For an inner publisher: 1 for the first inner subscription, and so on.
    public var inner: Int?
    /// For one of several subscriptions of a publisher: 1 for the first, and so on.
    public var subscription: Int?

    public init(binding: String, inner: Int? = nil, subscription: Int? = nil) {
        self.binding = binding
        self.inner = inner
        self.subscription = subscription
    }

    /// The row of a binding with a single row: `"b"` is `LaneID(binding: "b")`.
    public init(stringLiteral binding: String) {
        self.init(binding: binding)
    }

    /// The stream the row belongs to, without its subscription: `b` for `b[2]`, `f.1` for
    /// `f.1`. Rows of one stream are drawn together under its name.
    public var stream: LaneID { LaneID(binding: binding, inner: inner) }

    /// The `n`-th inner publisher (from 1) of the `flatMap` or `switchToLatest` whose stream
    /// this is: `f.2` for `f`, the row it branches off being this one.
    public func innerPublisher(_ n: Int) -> LaneID { LaneID(binding: binding, inner: n) }

    /// `b`, `b[2]`, `f.1`.
    public var description: String {
        binding + (inner.map { ".\($0)" } ?? "") + (subscription.map { "[\($0)]" } ?? "")
    }

    public static func < (lhs: LaneID, rhs: LaneID) -> Bool {
        (lhs.binding, lhs.inner ?? 0, lhs.subscription ?? 0) < (rhs.binding, rhs.inner ?? 0, rhs.subscription ?? 0)
    }
}

/// One operator a row went through, as the runtime built it.
public struct OperatorStep: Hashable, Sendable {
    /// The operator's name: `map`, `sink`.
    public var name: String
    /// The call as written, from the name to its closing parenthesis or brace, line breaks
    /// and indentation folded into single spaces: `map { $0 * 10 }`.
    public var text: String
    /// Whether every output is the image of the one input of its tick (`map`, `scan`,
    /// `filter`, a `sink`), so a link from input to output is the truth.
    public var mapsTickToTick: Bool
    /// Whether the step changes nothing a diagram shows: `sink()` or `sink(at: 4)` passes
    /// values and unlimited demand on as they are; `sink(demand: 2)` is not transparent.
    public var isTransparent: Bool
    /// What the layout needs to know of the step (asks upstream on its own, ends the chain,
    /// what a burst of its values is called).
    public var traits: Traits

    /// `traits` default to what the step's name says (`Traits(named:)`): for a step recorded
    /// without them (compiled mode, a JSON trace). The runtime's builder passes its registry
    /// entry's traits instead.
    public init(name: String, text: String, mapsTickToTick: Bool, isTransparent: Bool = false, traits: Traits? = nil) {
        self.name = name
        self.text = text
        self.mapsTickToTick = mapsTickToTick
        self.isTransparent = isTransparent
        self.traits = traits ?? Traits(named: name)
    }
}

/// Something that happened on a lane at a tick.
public struct TraceEvent: Hashable, Sendable, CustomStringConvertible {
    public var tick: Int
    public var kind: Kind

    /// Why a value was lost.
    public enum DropReason: String, Hashable, Sendable {
        /// Sent to a subscription whose demand was zero.
        case noDemand = "no demand"
        /// Evicted or refused by a full buffer.
        case bufferFull = "buffer full"
        /// Held without demand (a `CurrentValueSubject`'s current value), then replaced by a
        /// newer value before it was asked for. In the JSON trace: reason `no demand` (what
        /// readers before it know) and `held: "overwritten"`.
        case overwritten = "overwritten before requested"
        /// Held without demand when its publisher ended, so never delivered. In the JSON
        /// trace: reason `no demand` and `held: "ended"`.
        case endedBeforeRequested = "ended before requested"
        /// Held as an `AsyncSubject`'s last value, which it emits only at its completion, and
        /// replaced by a newer value first. In the JSON trace: reason `no demand` and
        /// `held: "superseded"`.
        case superseded = "superseded before completion"
        /// Held as an `AsyncSubject`'s last value when it failed, which ends it without the
        /// value. In the JSON trace: reason `no demand` and `held: "failed"`.
        case lostAtFailure = "lost at the failure"

        /// The `held` field of a JSON drop that refines `no demand`.
        public var heldDetail: String? {
            switch self {
            case .noDemand, .bufferFull: return nil
            case .overwritten: return "overwritten"
            case .endedBeforeRequested: return "ended"
            case .superseded: return "superseded"
            case .lostAtFailure: return "failed"
            }
        }
    }

    /// What happened at the event's tick.
    public enum Kind: Hashable, Sendable {
        case subscribe
        /// `nil` demand means unlimited.
        case request(Int?)
        case value(MarbleValue)
        /// A subject's value from the moment it was made (`CurrentValueSubject(0)`), on the
        /// subject's lane at that tick: held, never sent, and replayed to subscribers from
        /// there. In the JSON trace: a `value` with `"initial": true`.
        case initial(MarbleValue)
        /// A value handed over from a subject's memory at subscription; `from` is the tick it
        /// was first emitted.
        case replay(MarbleValue, from: Int)
        case drop(MarbleValue, reason: DropReason)
        case finished
        /// The upstream finished here, but the operator of this lane holds the finish until
        /// its values are handed on and demand is left (`buffer`): where the hold began. The
        /// lane's `finished`, if any, is where it was released. In the JSON trace: kind
        /// `finish held`.
        case finishHeld
        case failure(String)
        case cancel
        /// A connectable publisher (`multicast`, `makeConnectable`) was connected to its
        /// upstream: by `connect()`, or by `autoconnect()` on its first subscriber.
        case connect

        /// Finished, failure or cancel: nothing follows on this row.
        public var isTerminal: Bool {
            switch self {
            case .finished, .failure, .cancel: return true
            default: return false
            }
        }
    }

    public init(tick: Int, kind: Kind) {
        self.tick = tick
        self.kind = kind
    }

    // Compact factories, so expected traces read like RxTest's recorded events.
    public static func subscribe(_ t: Int) -> TraceEvent { .init(tick: t, kind: .subscribe) }
    public static func request(_ t: Int, _ n: Int?) -> TraceEvent { .init(tick: t, kind: .request(n)) }
    public static func unlimited(_ t: Int) -> TraceEvent { .init(tick: t, kind: .request(nil)) }
    public static func value(_ t: Int, _ v: MarbleValue) -> TraceEvent { .init(tick: t, kind: .value(v)) }
    public static func initial(_ t: Int, _ v: MarbleValue) -> TraceEvent { .init(tick: t, kind: .initial(v)) }
    public static func replay(_ t: Int, _ v: MarbleValue, from: Int) -> TraceEvent { .init(tick: t, kind: .replay(v, from: from)) }
    public static func drop(_ t: Int, _ v: MarbleValue, _ reason: DropReason = .noDemand) -> TraceEvent { .init(tick: t, kind: .drop(v, reason: reason)) }
    public static func finished(_ t: Int) -> TraceEvent { .init(tick: t, kind: .finished) }
    public static func finishHeld(_ t: Int) -> TraceEvent { .init(tick: t, kind: .finishHeld) }
    public static func failure(_ t: Int, _ error: String) -> TraceEvent { .init(tick: t, kind: .failure(error)) }
    public static func cancel(_ t: Int) -> TraceEvent { .init(tick: t, kind: .cancel) }
    public static func connect(_ t: Int) -> TraceEvent { .init(tick: t, kind: .connect) }

    /// `value(11) @ 1`, in the manner of RxTest's `Recorded`, for readable test failures.
    public var description: String {
        let what: String
        switch kind {
        case .subscribe: what = "subscribe"
        case .request(let n): what = "request(\(n.map(String.init) ?? "unlimited"))"
        case .value(let v): what = "value(\(v))"
        case .replay(let v, let from): what = "replay(\(v) from \(from))"
        case .initial(let v): what = "initial(\(v))"
        case .drop(let v, let reason): what = "drop(\(v), \(reason.rawValue))"
        case .finished: what = "finished"
        case .finishHeld: what = "finish held"
        case .failure(let e): what = "failure(\(e))"
        case .cancel: what = "cancel"
        case .connect: what = "connect"
        }
        return "\(what) @ \(tick)"
    }
}

extension MarbleValue: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
}
