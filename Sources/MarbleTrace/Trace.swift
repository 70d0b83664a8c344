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
}

/// One stream of the diagram.
public struct Lane: Hashable, Sendable {
    /// What kind of stream a lane is.
    public enum Role: String, Hashable, Sendable {
        case source
        case subject
        case `operator`
        case subscriber
    }

    /// The binding name, or `name[k]` for the k-th subscription of a publisher subscribed
    /// several times.
    public var name: String
    public var role: Role
    /// The expression as written in the file, e.g. `s.scan(10, +)`.
    public var label: String
    /// For `name[k]` lanes: the subscriber this subscription feeds.
    public var subscriber: String?
    /// The nearest drawn lanes upstream: `["a"]` for `b = a.scan(10, +)`, `["b"]` for
    /// `C = b.sink()`, `["a", "b"]` for `m = a.merge(with: b)`. Empty for sources and subjects.
    public var inputs: [String]
    /// The operators between the inputs and this lane, as written: `scan(10, +)` for
    /// `b = a.scan(10, +)`; `nil` when the lane is not derived from another lane.
    public var operatorLabel: String?
    /// For an inner publisher of a higher-order operator (`flatMap`, `switchToLatest`): the
    /// lane it branches off.
    public var parent: String?
    /// Events in the order they happened.
    public var events: [TraceEvent]

    public init(name: String, role: Role, label: String, subscriber: String? = nil,
                inputs: [String] = [], operatorLabel: String? = nil, parent: String? = nil,
                events: [TraceEvent]) {
        self.name = name
        self.role = role
        self.label = label
        self.subscriber = subscriber
        self.inputs = inputs
        self.operatorLabel = operatorLabel
        self.parent = parent
        self.events = events
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

    /// The binding this lane belongs to: `b` for `b[2]`.
    public var bindingName: String {
        guard name.hasSuffix("]"), let open = name.lastIndex(of: "[") else { return name }
        return String(name[..<open])
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
    }

    /// What happened at the event's tick.
    public enum Kind: Hashable, Sendable {
        case subscribe
        /// `nil` demand means unlimited.
        case request(Int?)
        case value(MarbleValue)
        /// A value handed over from a subject's memory at subscription; `from` is the tick it
        /// was first emitted.
        case replay(MarbleValue, from: Int)
        case drop(MarbleValue, reason: DropReason)
        case finished
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
    public static func replay(_ t: Int, _ v: MarbleValue, from: Int) -> TraceEvent { .init(tick: t, kind: .replay(v, from: from)) }
    public static func drop(_ t: Int, _ v: MarbleValue, _ reason: DropReason = .noDemand) -> TraceEvent { .init(tick: t, kind: .drop(v, reason: reason)) }
    public static func finished(_ t: Int) -> TraceEvent { .init(tick: t, kind: .finished) }
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
        case .drop(let v, let reason): what = "drop(\(v), \(reason.rawValue))"
        case .finished: what = "finished"
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
