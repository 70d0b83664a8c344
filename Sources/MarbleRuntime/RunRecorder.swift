import MarbleTrace
import Reactive

/// The run's `Recorder`: collects every signal of every instrumented link, then folds them
/// into lanes in file order.
final class RunRecorder: Recorder {
    private struct LaneInfo {
        var name: String
        var role: Lane.Role
        var label: String
        var inputs: [String] = []
        var operatorLabel: String?
        var parent: String?
        var links: [LinkID] = []
        /// Events of the lane as a whole rather than of one subscription (`connect`).
        var laneLink: LinkID?
    }

    private let scheduler: VirtualTimeScheduler
    private var lanes: [LaneInfo] = []
    private var laneIndex: [String: Int] = [:]
    private var linkLane: [Int] = []
    private var linkSubscriber: [String?] = []
    private var events: [(link: LinkID, event: TraceEvent)] = []

    var replayOrigin: Int?
    /// The subscriber on whose behalf subscriptions are being made right now, so that
    /// `name[k]` lanes can say which subscriber they feed.
    var currentSubscriber: String?

    /// The run's limits: every signal recorded and every link opened is a step of work.
    let runGuard: RunGuard

    init(scheduler: VirtualTimeScheduler, runGuard: RunGuard) {
        self.scheduler = scheduler
        self.runGuard = runGuard
    }

    /// Halted by `runGuard`, or about to be: this is also where probes and subjects that
    /// record nothing (a hidden subject fed by itself) notice a recursion going too deep.
    var isHalted: Bool { !runGuard.checkDepth() }

    var now: Int { scheduler.now }

    /// Declares a lane; lanes appear in the trace in declaration order.
    func declareLane(_ name: String, role: Lane.Role, label: String,
                     inputs: [String] = [], operatorLabel: String? = nil, parent: String? = nil) {
        guard laneIndex[name] == nil else { return }
        laneIndex[name] = lanes.count
        lanes.append(LaneInfo(name: name, role: role, label: label, inputs: inputs, operatorLabel: operatorLabel, parent: parent))
    }

    /// The subscriber each subscriber object fed when first seen, so that a later
    /// subscription by the same object (a `retry` resubscribing) says whom it feeds. The
    /// objects are kept so their identifiers cannot be reused by new ones.
    private var feedsByDownstream: [ObjectIdentifier: (object: AnyObject, subscriber: String)] = [:]

    func openLink(lane: String, downstream: AnyObject) -> LinkID {
        let id = ObjectIdentifier(downstream)
        if let currentSubscriber {
            if feedsByDownstream[id] == nil { feedsByDownstream[id] = (downstream, currentSubscriber) }
            return openLink(lane: lane)
        }
        let saved = currentSubscriber
        currentSubscriber = feedsByDownstream[id]?.subscriber
        defer { currentSubscriber = saved }
        return openLink(lane: lane)
    }

    func openLink(lane: String) -> LinkID {
        if laneIndex[lane] == nil {
            declareLane(lane, role: .operator, label: lane)
        }
        runGuard.spend(lane: lane)
        let link = LinkID(linkLane.count)
        let index = laneIndex[lane]!
        linkLane.append(index)
        linkSubscriber.append(currentSubscriber)
        lanes[index].links.append(link)
        return link
    }

    func record<Value>(_ signal: Signal<Value>, on link: LinkID) {
        let kind: TraceEvent.Kind
        switch signal {
        case .subscribe: kind = .subscribe
        case .request(let demand): kind = .request(demand.max)
        case .value(let value): kind = .value(Self.marbleValue(value))
        case .replay(let value, let from): kind = .replay(Self.marbleValue(value), from: from)
        case .drop(let value, let reason): kind = .drop(Self.marbleValue(value), reason: Self.dropReason(reason))
        case .finished: kind = .finished
        case .failure(let error): kind = .failure((error as? MarbleError)?.message ?? String(describing: error))
        case .cancel: kind = .cancel
        }
        events.append((link, TraceEvent(tick: now, kind: kind)))
        let lane = lanes[linkLane[link.rawValue]].name
        switch kind {
        case .value(let value), .replay(let value, _), .drop(let value, _):
            // Every part of a value is work to print and draw; one that grew without
            // bound (`zip` of a stream with itself, over and over) halts the run.
            runGuard.spend(value: value, lane: lane)
        default:
            runGuard.spend(lane: lane)
        }
    }

    /// Records an event of the lane as a whole (a `connect`), drawn on its first row.
    func recordOnLane(_ lane: String, _ kind: TraceEvent.Kind) {
        guard let index = laneIndex[lane] else { return }
        let link: LinkID
        if let existing = lanes[index].laneLink {
            link = existing
        } else {
            link = LinkID(linkLane.count)
            linkLane.append(index)
            linkSubscriber.append(nil)
            lanes[index].laneLink = link
        }
        events.append((link, TraceEvent(tick: now, kind: kind)))
    }

    /// The last tick any event was recorded at, if any.
    var lastEventTick: Int? { events.last?.event.tick }

    /// Folds the recording into lanes: a subscriber is one lane whatever it subscribed to;
    /// a publisher subscribed several times gets one lane per subscription. A lane with a
    /// parent (an inner publisher of `flatMap`) comes right after its parent's rows.
    func lanesInFileOrder() -> [Lane] {
        var eventsByLink = Array(repeating: [TraceEvent](), count: linkLane.count)
        // All the events of a lane, its links merged in recording order: one pass, where
        // filtering every event for each lane took lanes × events.
        var eventsByLane = Array(repeating: [TraceEvent](), count: lanes.count)
        for (link, event) in events {
            eventsByLink[link.rawValue].append(event)
            eventsByLane[linkLane[link.rawValue]].append(event)
        }
        var children: [String: [LaneInfo]] = [:]
        for info in lanes {
            if let parent = info.parent, laneIndex[parent] != nil { children[parent, default: []].append(info) }
        }
        var result: [Lane] = []
        func append(_ info: LaneInfo) {
            let laneLinks = info.laneLink.map { [$0] } ?? []
            if info.role == .subscriber || info.links.count <= 1 {
                let merged = laneIndex[info.name].map { eventsByLane[$0] } ?? []
                result.append(Lane(name: info.name, role: info.role, label: info.label,
                                   inputs: info.inputs, operatorLabel: info.operatorLabel, parent: info.parent, events: merged))
            } else {
                for (k, link) in info.links.enumerated() {
                    result.append(Lane(
                        name: "\(info.name)[\(k + 1)]", role: info.role, label: info.label,
                        subscriber: linkSubscriber[link.rawValue], inputs: info.inputs, operatorLabel: info.operatorLabel,
                        parent: info.parent, events: k == 0 && !laneLinks.isEmpty ? eventsOf([link] + laneLinks) : eventsByLink[link.rawValue]))
                }
            }
            for child in children[info.name] ?? [] { append(child) }
        }
        for info in lanes where info.parent.map({ laneIndex[$0] == nil }) ?? true {
            append(info)
        }
        return result
    }

    /// The events of `links` in recording order: for a first row that also carries its lane's
    /// own events (a `connect`). Rare, so a pass over all events is fine.
    private func eventsOf(_ links: [LinkID]) -> [TraceEvent] {
        let wanted = Set(links.map(\.rawValue))
        return events.filter { wanted.contains($0.link.rawValue) }.map(\.event)
    }

    private static func marbleValue<Value>(_ value: Value) -> MarbleValue {
        // A value lost in front of zip or combineLatest is drawn as itself.
        if let lost = value as? LostInputValue { return marbleValue(lost.lostValue) }
        return (value as? MarbleValue) ?? .string(String(describing: value))
    }

    private static func dropReason(_ reason: DropReason) -> TraceEvent.DropReason {
        switch reason {
        case .noDemand: return .noDemand
        case .bufferFull: return .bufferFull
        }
    }
}
