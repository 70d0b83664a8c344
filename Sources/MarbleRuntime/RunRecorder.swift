import MarbleTrace
import Reactive

/// The run's `Recorder`: collects every signal of every instrumented link, notes which row
/// each subscription feeds, then folds them into lanes in file order.
final class RunRecorder: Recorder {
    /// A stream of the diagram as declared: a binding's, or an inner publisher's. It becomes
    /// one row, or one row per subscription when it is subscribed several times.
    private struct LaneInfo {
        /// The key probes record under: the binding's name, `f.1` for an inner publisher.
        var key: String
        var binding: String
        var inner: Int?
        var role: Lane.Role
        var label: String
        /// Keys of the drawn lanes this stream reads from.
        var inputs: [String] = []
        var steps: [OperatorStep] = []
        /// Key of the lane an inner publisher branches off.
        var parent: String?
        /// The link of the parent's row an inner publisher feeds, when known.
        var parentLink: LinkID?
        var links: [LinkID] = []
        /// Events of the lane as a whole rather than of one subscription (`connect`).
        var laneLink: LinkID?

        var stream: LaneID { LaneID(binding: binding, inner: inner) }
    }

    /// Where a link's values go: the link of the nearest drawn row downstream, or a
    /// connectable publisher (`multicast`, `share`) that hands them to all its subscribers.
    enum Consumer: Hashable {
        case link(LinkID)
        case hub(Int)
    }

    /// One level of what is being done right now: subscribing on behalf of a consumer, or
    /// handing a made subscription downstream (values may flow, and subscriptions they
    /// cause are not part of subscribing the levels below).
    private enum Frame {
        case subscribing(Consumer)
        case handingOver
    }

    private let scheduler: VirtualTimeScheduler
    private var lanes: [LaneInfo] = []
    private var laneIndex: [String: Int] = [:]
    private var linkLane: [Int] = []
    private var linkConsumer: [Consumer?] = []
    private var hubConsumers: [[Consumer]] = []
    private var frames: [Frame] = []
    private var events: [(link: LinkID, event: TraceEvent)] = []

    var replayOrigin: Int?

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

    /// Declares the lane of binding `binding` (or of its inner publisher number `inner`,
    /// recorded under `key`); lanes appear in the trace in declaration order.
    func declareLane(_ key: String, binding: String, inner: Int? = nil, role: Lane.Role, label: String,
                     inputs: [String] = [], steps: [OperatorStep] = [], parent: String? = nil, parentLink: LinkID? = nil) {
        guard laneIndex[key] == nil else { return }
        laneIndex[key] = lanes.count
        lanes.append(LaneInfo(key: key, binding: binding, inner: inner, role: role, label: label,
                              inputs: inputs, steps: steps, parent: parent, parentLink: parentLink))
    }

    // MARK: - Who feeds whom

    /// A new connectable publisher whose connections feed all its subscribers.
    func openHub() -> Int {
        hubConsumers.append([])
        return hubConsumers.count - 1
    }

    /// A subscription to hub `hub` is being made: whatever is subscribing now consumes it.
    func joinHub(_ hub: Int) {
        guard let consumer = currentConsumer, !hubConsumers[hub].contains(consumer) else { return }
        hubConsumers[hub].append(consumer)
    }

    /// Runs `body`, which connects hub `hub` to its upstream.
    func connecting(_ hub: Int, _ body: () -> Void) {
        frames.append(.subscribing(.hub(hub)))
        defer { frames.removeLast() }
        body()
    }

    func subscribing(through link: LinkID, _ body: () -> Void) {
        frames.append(.subscribing(.link(link)))
        defer { frames.removeLast() }
        body()
    }

    func subscribed(_ body: () -> Void) {
        frames.append(.handingOver)
        defer { frames.removeLast() }
        body()
    }

    /// The link whose upstream is being subscribed right now, if any.
    var linkBeingSubscribed: LinkID? {
        guard case .subscribing(.link(let link))? = frames.last else { return nil }
        return link
    }

    /// Whom a link opened now feeds: the subscription being made; while a made subscription
    /// is handed over (a value that makes `flatMap` subscribe, a failure that makes `catch`
    /// subscribe), the outermost one, on whose behalf all this happens.
    private var currentConsumer: Consumer? {
        switch frames.last {
        case .subscribing(let consumer)?: return consumer
        case .handingOver?:
            guard case .subscribing(let root)? = frames.first else { return nil }
            return root
        case nil: return nil
        }
    }

    /// Whom each subscriber object fed when first seen, so that a later subscription by the
    /// same object (a `retry` resubscribing) feeds the same. The objects are kept so their
    /// identifiers cannot be reused by new ones.
    private var consumerByDownstream: [ObjectIdentifier: (object: AnyObject, consumer: Consumer)] = [:]

    func openLink(lane: String, downstream: AnyObject) -> LinkID {
        let id = ObjectIdentifier(downstream)
        if let consumer = currentConsumer {
            if consumerByDownstream[id] == nil { consumerByDownstream[id] = (downstream, consumer) }
            return openLink(lane: lane, consumer: consumer)
        }
        return openLink(lane: lane, consumer: consumerByDownstream[id]?.consumer)
    }

    func openLink(lane: String) -> LinkID {
        openLink(lane: lane, consumer: currentConsumer)
    }

    private func openLink(lane: String, consumer: Consumer?) -> LinkID {
        if laneIndex[lane] == nil {
            declareLane(lane, binding: lane, role: .operator, label: lane)
        }
        let index = laneIndex[lane]!
        runGuard.spend(binding: lanes[index].binding)
        // An inner publisher feeds the row of its parent it was made for.
        let consumer = lanes[index].parentLink.map { Consumer.link($0) } ?? consumer
        let link = LinkID(linkLane.count)
        linkLane.append(index)
        linkConsumer.append(consumer)
        lanes[index].links.append(link)
        return link
    }

    // MARK: - Events

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
        let binding = lanes[linkLane[link.rawValue]].binding
        switch kind {
        case .value(let value), .replay(let value, _), .drop(let value, _):
            // Every part of a value is work to print and draw; one that grew without
            // bound (`zip` of a stream with itself, over and over) halts the run.
            runGuard.spend(value: value, binding: binding)
        default:
            runGuard.spend(binding: binding)
        }
    }

    /// The same as `record(.value(value))` or `.replay` then `!isHalted`, without building
    /// a `Signal`: probes call it for every value.
    func recordValue<Value>(_ value: Value, on link: LinkID) -> Bool {
        let marble = Self.marbleValue(value)
        let kind: TraceEvent.Kind
        if let origin = replayOrigin {
            kind = .replay(marble, from: origin)
        } else {
            kind = .value(marble)
        }
        events.append((link, TraceEvent(tick: now, kind: kind)))
        runGuard.spend(value: marble, binding: lanes[linkLane[link.rawValue]].binding)
        return !isHalted
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
            linkConsumer.append(nil)
            lanes[index].laneLink = link
        }
        events.append((link, TraceEvent(tick: now, kind: kind)))
    }

    /// The last tick any event was recorded at, if any.
    var lastEventTick: Int? { events.last?.event.tick }

    // MARK: - Folding into lanes

    /// Folds the recording into lanes: a subscriber is one lane whatever it subscribed to;
    /// a publisher subscribed several times gets one lane per subscription. A lane with a
    /// parent (an inner publisher of `flatMap`) comes right after its parent's rows.
    func lanesInFileOrder() -> [Lane] {
        LaneFolding(recorder: self).lanes()
    }

    /// One row of a declared lane before it becomes a `Lane`.
    private struct Row {
        var id: LaneID
        var lane: Int
        var links: [LinkID]
    }

    /// The folding of one finished recording; see `lanesInFileOrder`.
    private struct LaneFolding {
        let recorder: RunRecorder
        /// Per declared lane, its rows.
        let rows: [[Row]]

        init(recorder: RunRecorder) {
            self.recorder = recorder
            rows = recorder.lanes.enumerated().map { index, info in
                if info.role == .subscriber || info.links.count <= 1 {
                    return [Row(id: info.stream, lane: index, links: info.links)]
                }
                return info.links.enumerated().map { k, link in
                    var id = info.stream
                    id.subscription = k + 1
                    return Row(id: id, lane: index, links: [link])
                }
            }
        }

        func lanes() -> [Lane] {
            var eventsByLink = Array(repeating: [TraceEvent](), count: recorder.linkLane.count)
            // All the events of a lane, its links merged in recording order: one pass, where
            // filtering every event for each lane took lanes × events.
            var eventsByLane = Array(repeating: [TraceEvent](), count: recorder.lanes.count)
            for (link, event) in recorder.events {
                eventsByLink[link.rawValue].append(event)
                eventsByLane[recorder.linkLane[link.rawValue]].append(event)
            }
            var children: [String: [Int]] = [:]
            for (index, info) in recorder.lanes.enumerated() {
                if let parent = info.parent, recorder.laneIndex[parent] != nil { children[parent, default: []].append(index) }
            }
            var result: [Lane] = []
            func append(_ index: Int) {
                let info = recorder.lanes[index]
                // The parent's row the inner publisher feeds, else its first.
                let parent = info.parent.flatMap { recorder.laneIndex[$0] }.map { parentLane in
                    (rows[parentLane].first { row in info.parentLink.map(row.links.contains) ?? false } ?? rows[parentLane][0]).id
                }
                for (k, row) in rows[index].enumerated() {
                    let events: [TraceEvent]
                    if rows[index].count == 1 {
                        events = eventsByLane[index]
                    } else if k == 0, let laneLink = info.laneLink {
                        events = recorder.eventsOf(row.links + [laneLink])
                    } else {
                        events = eventsByLink[row.links[0].rawValue]
                    }
                    result.append(Lane(row.id, role: info.role, label: info.label, subscribers: subscribers(of: row),
                                       inputs: inputs(of: row), steps: info.steps, parent: parent, events: events))
                }
                for child in children[info.key] ?? [] { append(child) }
            }
            for (index, info) in recorder.lanes.enumerated() where info.parent.map({ recorder.laneIndex[$0] == nil }) ?? true {
                append(index)
            }
            return result
        }

        /// The rows of the declared inputs that feed `row`: the only row of an input that
        /// has one, else those of its subscriptions whose values reach `row`.
        func inputs(of row: Row) -> [LaneID] {
            let own = Set(row.links)
            var result: [LaneID] = []
            for key in recorder.lanes[row.lane].inputs {
                guard let input = recorder.laneIndex[key], input != row.lane else { continue }
                let candidates = rows[input]
                if candidates.count == 1 {
                    result.append(candidates[0].id)
                    continue
                }
                for candidate in candidates where candidate.links.contains(where: { link in
                    recorder.linkConsumer[link.rawValue].map { reaches($0, own) } ?? false
                }) {
                    result.append(candidate.id)
                }
            }
            return result
        }

        /// Whether values given to `consumer` arrive on one of `links` straight away, or
        /// through connectable publishers in between.
        private func reaches(_ consumer: Consumer, _ links: Set<LinkID>, seen: Set<Int> = []) -> Bool {
            switch consumer {
            case .link(let link): return links.contains(link)
            case .hub(let hub):
                guard !seen.contains(hub) else { return false }
                return recorder.hubConsumers[hub].contains { reaches($0, links, seen: seen.union([hub])) }
            }
        }

        /// The drawn subscribers the values of `row` reach, in the order they subscribed.
        func subscribers(of row: Row) -> [String] {
            guard recorder.lanes[row.lane].role != .subscriber else { return [] }
            var result: [String] = []
            var seenLinks: Set<LinkID> = []
            var seenHubs: Set<Int> = []
            func follow(_ consumer: Consumer?) {
                switch consumer {
                case .link(let link)?:
                    guard seenLinks.insert(link).inserted else { return }
                    let info = recorder.lanes[recorder.linkLane[link.rawValue]]
                    if info.role == .subscriber {
                        if !result.contains(info.binding) { result.append(info.binding) }
                    } else {
                        follow(recorder.linkConsumer[link.rawValue])
                    }
                case .hub(let hub)?:
                    guard seenHubs.insert(hub).inserted else { return }
                    recorder.hubConsumers[hub].forEach(follow)
                case nil:
                    return
                }
            }
            for link in row.links { follow(recorder.linkConsumer[link.rawValue]) }
            return result
        }
    }

    /// The events of `links` in recording order: for a first row that also carries its lane's
    /// own events (a `connect`). Rare, so a pass over all events is fine.
    private func eventsOf(_ links: [LinkID]) -> [TraceEvent] {
        let wanted = Set(links.map(\.rawValue))
        return events.filter { wanted.contains($0.link.rawValue) }.map(\.event)
    }

    private static func marbleValue<Value>(_ value: Value) -> MarbleValue {
        // What a run's pipelines carry: a type comparison, where a cast looks up conformances.
        if Value.self == MarbleValue.self { return unsafeBitCast(value, to: MarbleValue.self) }
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
