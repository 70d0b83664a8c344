/// One aspect of a lane that an expectation states and `trace --format marbles` prints:
/// what it delivered, when it was subscribed and cancelled, what it requested, what it lost,
/// what it got from a subject's memory.
public enum LaneView: String, CaseIterable, Hashable, Sendable {
    /// `expect(C, ...)`: values (replays included), finished `|`, failure `#`.
    case received
    /// `expect(C.subscriptions, ...)`: subscribe `^`, cancel `!`, connect `+`.
    case subscriptions
    /// `expect(C.requests, ...)`: each request, a digit for its count, `*` for unlimited.
    case requests
    /// `expect(C.drops, ...)`: the values lost (for want of demand, or by a full buffer).
    case drops
    /// `expect(C.replays, ...)`: the values handed over from a subject's memory.
    case replays

    /// The member naming the view after a lane (`C.drops`); `nil` for `received`.
    public var member: String? { self == .received ? nil : rawValue }

    /// The view a member names: `subscriptions`, `requests`, `drops`, `replays`.
    public init?(member: String) {
        guard let view = LaneView(rawValue: member), view != .received else { return nil }
        self = view
    }

    /// The symbols with a fixed meaning in this view's marble strings (besides `-`, `(`, `)`,
    /// spaces and ` 10t `), which a value cannot take.
    public var reservedSymbols: Set<Character> {
        switch self {
        case .received: return ["|", "#"]
        case .subscriptions: return ["^", "!", "+", "|", "#"]
        case .requests: return ["*", "|", "#"]
        case .drops, .replays: return ["|", "#"]
        }
    }
}

/// An event as one view of a lane sees it.
public struct ViewEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        case value(MarbleValue)
        case finished
        case failure(String)
        case subscribe
        case cancel
        case connect
        /// `nil` is unlimited.
        case request(Int?)
    }

    /// The tick of the diagram it happened at.
    public var tick: Int
    /// What happened.
    public var kind: Kind

    /// An event from its tick and kind.
    public init(tick: Int, kind: Kind) {
        self.tick = tick
        self.kind = kind
    }

    /// The event in words, as a failure message names it: `13`, `"hi"`, `finished`,
    /// `failure "boom"`, `subscription`, `request(2)`.
    public var description: String {
        switch kind {
        case .value(let value): return MarbleLiteral.source(of: value)
        case .finished: return "finished"
        case .failure(let error): return "failure \(MarbleLiteral.quoted(error))"
        case .subscribe: return "subscription"
        case .cancel: return "cancel"
        case .connect: return "connect"
        case .request(let count): return "request(\(count.map(String.init) ?? "unlimited"))"
        }
    }
}

extension Lane {
    /// The lane's events that `view` shows, in the order they happened.
    public func events(in view: LaneView) -> [ViewEvent] {
        events.compactMap { event in
            Lane.kind(of: event.kind, in: view).map { ViewEvent(tick: event.tick, kind: $0) }
        }
    }

    private static func kind(of kind: TraceEvent.Kind, in view: LaneView) -> ViewEvent.Kind? {
        switch (view, kind) {
        case (.received, .value(let value)), (.received, .replay(let value, _)): return .value(value)
        case (.received, .finished): return .finished
        case (.received, .failure(let error)): return .failure(error)
        case (.subscriptions, .subscribe): return .subscribe
        case (.subscriptions, .cancel): return .cancel
        case (.subscriptions, .connect): return .connect
        case (.requests, .request(let count)): return .request(count)
        case (.drops, .drop(let value, _)): return .value(value)
        case (.replays, .replay(let value, _)): return .value(value)
        default: return nil
        }
    }
}
