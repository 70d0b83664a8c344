import MarbleTrace
import OrderedCollections
@_spi(RunRecording) import Reactive

/// The run's `Recorder`: collects every signal of every instrumented link, notes which row
/// each subscription feeds, then folds them into lanes in file order.
final class RunRecorder: Recorder {
    /// A stream of the diagram as declared: a binding's, or an inner publisher's. It becomes
    /// one row, or one row per subscription when it is subscribed several times.
    private struct LaneInfo {
        /// The key probes record under (see `RunRecorder.key(of:)`).
        var key: String
        /// The stream: a binding, or an inner publisher of one. Its rows' ids add their
        /// subscription to it.
        var stream: LaneID
        /// The binding's number in the run's guard, which counts work per binding.
        var guardBinding: Int
        var role: Lane.Role
        var label: String
        /// Keys of the drawn lanes this stream reads from.
        var inputs: [String] = []
        var steps: [OperatorStep] = []
        /// The stream an inner publisher branches off.
        var parent: LaneID?
        /// The link of the parent's row an inner publisher feeds, when known.
        var parentLink: LinkID?
        var links: [LinkID] = []
        /// Events of the lane as a whole rather than of one subscription (`connect`).
        var laneLink: LinkID?
        /// Every signal of the lane's links in recording order, each with its link (a lane of
        /// several rows shares them out by link), kept as they come. They become the lane's
        /// `TraceEvent`s once the run is over.
        let keeper: SignalKeeper<MarbleValue>
        /// The message of each failure among the kept signals, by its index there.
        var failures: [Int: String] = [:]
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
    // The fields read or appended to on every signal are unchecked: nothing calls out while
    // they are accessed.
    @exclusivity(unchecked) private var lanes: [LaneInfo] = []
    private var laneIndex: [String: Int] = [:]
    @exclusivity(unchecked) private var linkLane: [Int] = []
    private var linkConsumer: [Consumer?] = []
    /// The links opened by subscriptions that their end does not dispose (`keepingOpen`).
    private(set) var keptOpenLinks: Set<LinkID> = []
    private var opensKeptLinks = false
    /// Per hub, its consumers in the order they joined; thousands of subscribers joining one
    /// multicast made searching a list for each quadratic.
    private var hubConsumers: [OrderedSet<Consumer>] = []
    private var frames: [Frame] = []
    /// The tick of the last event recorded.
    private(set) var lastEventTick: Int?

    /// What the lanes' keepers read the tick and the replay mark from.
    let clock: RecordingClock

    var replayOrigin: Int? {
        get { clock.replayOrigin }
        set { clock.replayOrigin = newValue }
    }

    /// The run's limits: every signal recorded and every link opened is a step of work.
    let runGuard: RunGuard
    /// Whether requests are recorded. RxSwift has no demand: the engine's subscribers ask for
    /// everything, and an RxSwift program's diagram draws no request it never made.
    var recordsDemand = true

    init(scheduler: VirtualTimeScheduler, runGuard: RunGuard) {
        self.scheduler = scheduler
        self.runGuard = runGuard
        clock = RecordingClock(scheduler: scheduler)
    }

    /// Halted by `runGuard`, or about to be: this is also where probes and subjects that
    /// record nothing (a hidden subject fed by itself) notice a recursion going too deep.
    var isHalted: Bool { !runGuard.checkDepth() }

    // Through the clock's inlinable `now`: read here, in another module than the scheduler's,
    // `scheduler.now` was checked for exclusive access on every recorded signal (76
    // instructions) despite its `@exclusivity(unchecked)`.
    var now: Int { madeAt ?? clock.now }

    /// While a statement after a test scheduler's `advance` makes a subject: the tick the file
    /// stands at, which the clock (moved only by work it runs) may not have reached.
    private var madeAt: Int?

    /// Runs `body`, which instruments a subject made at `tick`: what it holds from the start
    /// dates from then.
    func making(at tick: Int, _ body: () -> Void) {
        madeAt = tick
        defer { madeAt = nil }
        body()
    }

    /// Declares the lane of `stream` (a binding, or an inner publisher of one branching off
    /// `parent`) and returns the key its probes record under; lanes appear in the trace in
    /// declaration order. A probe records only on a declared lane.
    @discardableResult
    func declareLane(_ stream: LaneID, role: Lane.Role, label: String,
                     inputs: [String] = [], steps: [OperatorStep] = [], parent: LaneID? = nil, parentLink: LinkID? = nil) -> String {
        let key = Self.key(of: stream)
        guard laneIndex[key] == nil else { return key }
        laneIndex[key] = lanes.count
        lanes.append(LaneInfo(key: key, stream: stream, guardBinding: runGuard.binding(named: stream.binding), role: role, label: label,
                              inputs: inputs, steps: steps, parent: parent, parentLink: parentLink, keeper: SignalKeeper(clock: clock)))
        return key
    }

    /// The key the probes of `stream`'s lane record under (the engine's probes name a lane by
    /// a string): a binding's is its name, so a binding's lane is also found by its name
    /// (`hasLane`, `recordOnLane`). Only ever looked up, never read back as an id: the trace
    /// takes a lane's id from its `LaneInfo.stream`.
    static func key(of stream: LaneID) -> String {
        stream.description
    }

    /// The initial value of a subject's lane (`CurrentValueSubject(0)`) and the tick it was
    /// made, by lane key: the first event of the lane's first row.
    private var initialValues: [String: TraceEvent] = [:]

    /// Records that the subject of lane `key` holds `value` from now on, never having sent it.
    func recordInitial(_ value: MarbleValue, on key: String) {
        initialValues[key] = TraceEvent(tick: now, kind: .initial(value))
        lastEventTick = now
    }

    /// Whether a lane is declared under `key`.
    func hasLane(_ key: String) -> Bool {
        laneIndex[key] != nil
    }

    // MARK: - Who feeds whom

    /// A new connectable publisher whose connections feed all its subscribers.
    func openHub() -> Int {
        hubConsumers.append([])
        return hubConsumers.count - 1
    }

    /// A subscription to hub `hub` is being made: whatever is subscribing now consumes it.
    func joinHub(_ hub: Int) {
        guard let consumer = currentConsumer else { return }
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

    /// Every probe's link, severed when the run ends (see `RunTeardown`).
    private var probedLinks: [any Severable] = []

    func opened(_ link: any Severable) {
        probedLinks.append(link)
    }

    /// Severs every probed link and lets go of the subscribers kept for their identity.
    func severLinks() {
        let links = probedLinks
        probedLinks = []
        consumerByDownstream = [:]
        links.forEach { $0.sever() }
    }

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

    /// Runs `body` (a subscription) with the links it opens marked as kept open at their end
    /// when `keepsOpen`: their rows' completion is no disposal (`Lane.endsWithoutDisposal`).
    func keepingOpen(_ keepsOpen: Bool, _ body: () -> Void) {
        guard keepsOpen else { return body() }
        let saved = opensKeptLinks
        opensKeptLinks = true
        defer { opensKeptLinks = saved }
        body()
    }

    private func openLink(lane: String, consumer: Consumer?) -> LinkID {
        // The builder declares every lane before it makes a probe for it. Were one missed, its
        // values are still drawn, on an operator's row of its own, rather than the run stopping:
        // no input may crash the tool.
        let index = laneIndex[lane] ?? laneIndex[declareLane((try? LaneID(parsing: lane)) ?? LaneID(binding: lane),
                                                             role: .operator, label: lane)]!
        runGuard.spend(binding: lanes[index].guardBinding)
        // An inner publisher feeds the row of its parent it was made for.
        let consumer = lanes[index].parentLink.map { Consumer.link($0) } ?? consumer
        let link = LinkID(linkLane.count)
        linkLane.append(index)
        linkConsumer.append(consumer)
        lanes[index].links.append(link)
        if opensKeptLinks { keptOpenLinks.insert(link) }
        return link
    }

    // MARK: - Events

    func record<Value>(_ signal: Signal<Value>, on link: LinkID) {
        switch signal {
        case .subscribe: keep(.subscribe, on: link)
        case .request(let demand): if recordsDemand { keep(.request, number: demand.keptNumber, on: link) }
        case .value(let value): keep(.value, value: Self.marbleValue(value), on: link)
        case .replay(let value, let from): keep(.replay, number: from, value: Self.marbleValue(value), on: link)
        case .drop(let value, let reason): keep(.drop, number: reason.code, value: Self.marbleValue(value), on: link)
        case .finished: keep(.finished, on: link)
        case .finishHeld: keep(.finishHeld, on: link)
        case .failure(let error):
            keep(.failure, failure: (error as? MarbleError)?.message ?? String(describing: error), on: link)
        case .cancel: keep(.cancel, on: link)
        }
    }

    /// Probes of a run's pipelines carry `MarbleValue`s: their values and requests are kept
    /// in their lane's keeper without generic code, and counted as work. Others (a value of
    /// another type) are converted first.
    func linkLog<Value>(for link: LinkID, of type: Value.Type) -> LinkLog<Value> {
        if Value.self == MarbleValue.self {
            let lane = lanes[linkLane[link.rawValue]]
            return MarbleValues(link: link, run: self, lane: lane.keeper, binding: lane.guardBinding) as! LinkLog<Value>
        }
        return ConvertedValues(link: link, run: self)
    }

    /// Records `value` reaching `link` now (a replay while `replayOrigin` is set); `false`
    /// once the run is halted.
    func recordValue(_ value: MarbleValue, on link: LinkID) -> Bool {
        if let origin = replayOrigin {
            keep(.replay, number: origin, value: value, on: link)
        } else {
            keep(.value, value: value, on: link)
        }
        // `keep` checked the depth deeper down the stack than a check here would.
        return !runGuard.isHalted
    }

    /// Counts a value kept on a lane of binding number `binding` as work; `false` once the
    /// run is halted.
    func kept(_ value: MarbleValue, binding: Int) -> Bool {
        lastEventTick = now
        // Every part of a value is work to print and draw; one that grew without bound
        // (`zip` of a stream with itself, over and over) halts the run.
        runGuard.spend(value: value, binding: binding)
        return !runGuard.isHalted
    }

    /// Counts a request kept on a lane of binding number `binding` as work.
    func keptRequest(binding: Int) {
        lastEventTick = now
        runGuard.spend(binding: binding)
    }

    /// Keeps a signal on `link` now and counts it as work.
    func keep(_ kind: KeptSignal.Kind, number: Int = 0, value: MarbleValue? = nil, failure: String? = nil,
              on link: LinkID) {
        let lane = linkLane[link.rawValue]
        keep(kind, number: number, value: value, failure: failure, on: link, lane: lane)
        let binding = lanes[lane].guardBinding
        if let value {
            runGuard.spend(value: value, binding: binding)
        } else {
            runGuard.spend(binding: binding)
        }
    }

    /// Records an event of the lane as a whole (a `connect`), drawn on its first row.
    func recordOnLane(_ lane: String, _ kind: KeptSignal.Kind) {
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
        keep(kind, on: link, lane: index)
    }

    private func keep(_ kind: KeptSignal.Kind, number: Int = 0, value: MarbleValue? = nil, failure: String? = nil,
                      on link: LinkID, lane: Int) {
        let keeper = lanes[lane].keeper
        if let failure { lanes[lane].failures[keeper.signals.count] = failure }
        if let value {
            keeper.keep(kind, number: number, value: value, on: link)
        } else {
            keeper.keep(kind, number: number, on: link)
        }
        lastEventTick = now
    }

    // MARK: - Folding into lanes

    /// Folds the recording into lanes: a subscriber is one lane whatever it subscribed to;
    /// a publisher subscribed several times gets one lane per subscription. A lane with a
    /// parent (an inner publisher of `flatMap`) comes right after its parent's rows.
    /// Once, when the run is over: the events move into the lanes.
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
        /// Per lane of several rows (one link each), the rows whose link hands its values
        /// straight to a link, by that link; and those that hand them to a hub. What
        /// `inputs(of:)` looks up, where trying every row of an input for every row it feeds
        /// was quadratic (thousands of subscribers of one `multicast`).
        private let rowsFeeding: [[LinkID: [Int]]]
        private let rowsFeedingHubs: [[Int]]

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
            var feeding = Array(repeating: [LinkID: [Int]](), count: rows.count)
            var feedingHubs = Array(repeating: [Int](), count: rows.count)
            for (lane, laneRows) in rows.enumerated() where laneRows.count > 1 {
                for (k, row) in laneRows.enumerated() {
                    switch row.links.first.flatMap({ recorder.linkConsumer[$0.rawValue] }) {
                    case .link(let consumer)?: feeding[lane][consumer, default: []].append(k)
                    case .hub?: feedingHubs[lane].append(k)
                    case nil: break
                    }
                }
            }
            rowsFeeding = feeding
            rowsFeedingHubs = feedingHubs
        }

        func lanes() -> [Lane] {
            var children: [String: [Int]] = [:]
            for (index, info) in recorder.lanes.enumerated() {
                if let parent = info.parent.map(RunRecorder.key(of:)), recorder.laneIndex[parent] != nil {
                    children[parent, default: []].append(index)
                }
            }
            var result: [Lane] = []
            func append(_ index: Int) {
                let info = recorder.lanes[index]
                // The parent's row the inner publisher feeds, else its first.
                let parent = info.parent.flatMap { recorder.laneIndex[RunRecorder.key(of: $0)] }.map { parentLane in
                    (rows[parentLane].first { row in info.parentLink.map(row.links.contains) ?? false } ?? rows[parentLane][0]).id
                }
                var (laneEvents, eventLinks) = Self.events(of: info)
                if let initial = recorder.initialValues[info.key] {
                    // Made before anything happened on its lane: it comes first.
                    laneEvents.insert(initial, at: 0)
                    eventLinks.insert(-1, at: 0)
                }
                let byLink = rows[index].count == 1 ? [:] : Self.eventsByLink(laneEvents, eventLinks)
                for (k, row) in rows[index].enumerated() {
                    let events: [TraceEvent]
                    if rows[index].count == 1 {
                        events = laneEvents
                    } else if k == 0, let laneLink = info.laneLink {
                        events = Self.events(of: row.links + [laneLink], in: laneEvents, eventLinks)
                    } else {
                        events = byLink[row.links[0].rawValue] ?? []
                    }
                    var lane = Lane(row.id, role: info.role, label: info.label, subscribers: subscribers(of: row),
                                    inputs: inputs(of: row), steps: info.steps, parent: parent, events: events)
                    lane.endsWithoutDisposal = !row.links.isEmpty && row.links.allSatisfy(recorder.keptOpenLinks.contains)
                    result.append(lane)
                }
                for child in children[info.key] ?? [] { append(child) }
            }
            for (index, info) in recorder.lanes.enumerated() where info.parent.map({ recorder.laneIndex[RunRecorder.key(of: $0)] == nil }) ?? true {
                append(index)
            }
            return result
        }

        /// The lane's kept signals as trace events, and the link of each; they leave the keeper.
        private static func events(of info: LaneInfo) -> (events: [TraceEvent], links: [Int32]) {
            var events: [TraceEvent] = []
            var links: [Int32] = []
            events.reserveCapacity(info.keeper.signals.count)
            links.reserveCapacity(info.keeper.signals.count)
            info.keeper.removeEach { signal, value in
                let failure = signal.kind == .failure ? info.failures[events.count] : nil
                events.append(TraceEvent(tick: signal.tick, kind: kind(of: signal, value: value, failure: failure)))
                links.append(signal.link)
            }
            return (events, links)
        }

        private static func kind(of signal: KeptSignal, value: consuming MarbleValue?, failure: String?) -> TraceEvent.Kind {
            switch signal.kind {
            case .subscribe: return .subscribe
            case .request: return .request(signal.number == KeptSignal.unlimited ? nil : signal.number)
            case .value: return .value(value!)
            case .replay: return .replay(value!, from: signal.number)
            case .drop: return .drop(value!, reason: RunRecorder.dropReason(DropReason(code: signal.number)))
            case .finished: return .finished
            case .finishHeld: return .finishHeld
            case .failure: return .failure(failure ?? "")
            case .cancel: return .cancel
            case .connect: return .connect
            }
        }

        /// The events of each link of a lane of several rows, in recording order: one pass.
        private static func eventsByLink(_ events: [TraceEvent], _ eventLinks: [Int32]) -> [Int: [TraceEvent]] {
            var result: [Int: [TraceEvent]] = [:]
            for (event, link) in zip(events, eventLinks) {
                result[Int(link), default: []].append(event)
            }
            return result
        }

        /// The events of `links` in recording order: for a first row that also carries its
        /// lane's own events (a `connect`).
        private static func events(of links: [LinkID], in events: [TraceEvent], _ eventLinks: [Int32]) -> [TraceEvent] {
            let wanted = Set(links.map { Int32($0.rawValue) })
            return zip(events, eventLinks).filter { wanted.contains($0.1) }.map(\.0)
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
                // The rows (one link each) whose link feeds one of `own`, straight or through
                // hubs, in row order.
                let straight = own.flatMap { rowsFeeding[input][$0] ?? [] }
                let throughHubs = rowsFeedingHubs[input].filter { k in
                    recorder.linkConsumer[candidates[k].links[0].rawValue].map { reaches($0, own) } ?? false
                }
                for k in Set(straight + throughHubs).sorted() {
                    result.append(candidates[k].id)
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
        func subscribers(of row: Row) -> [LaneID] {
            guard recorder.lanes[row.lane].role != .subscriber else { return [] }
            // Each once, in the order found: thousands of subscribers of one subject made
            // searching an array for each quadratic.
            var result: OrderedSet<LaneID> = []
            var seenLinks: Set<LinkID> = []
            var seenHubs: Set<Int> = []
            func follow(_ consumer: Consumer?) {
                switch consumer {
                case .link(let link)?:
                    guard seenLinks.insert(link).inserted else { return }
                    let info = recorder.lanes[recorder.linkLane[link.rawValue]]
                    if info.role == .subscriber {
                        // A subscriber is one row whatever it subscribed to: its stream's.
                        result.append(info.stream)
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
            return result.elements
        }
    }

    static func marbleValue<Value>(_ value: Value) -> MarbleValue {
        // What a run's pipelines carry: a type comparison, where a cast looks up conformances.
        if Value.self == MarbleValue.self { return unsafeBitCast(value, to: MarbleValue.self) }
        // A value lost in front of zip or combineLatest is drawn as itself.
        if let lost = value as? LostInputValue { return marbleValue(lost.lostValue) }
        return (value as? MarbleValue) ?? .string(String(describing: value))
    }

    fileprivate static func dropReason(_ reason: DropReason) -> TraceEvent.DropReason {
        switch reason {
        case .noDemand: return .noDemand
        case .bufferFull: return .bufferFull
        case .overwritten: return .overwritten
        case .endedBeforeRequested: return .endedBeforeRequested
        case .superseded: return .superseded
        case .lostAtFailure: return .lostAtFailure
        }
    }
}
