import MarbleTrace

/// A lane's events sorted into what the layout places: marble columns (everything drawn
/// as a marble at one tick, stacked in the order it happened), terminal marks, subscription
/// carets and demand requests.
struct LaneModel {
    /// Something drawn as a marble.
    enum ItemKind: Hashable {
        case value
        /// A subject's initial value: held from the start, never sent.
        case initial
        case replay(from: Int)
        case drop(TraceEvent.DropReason)
    }

    struct Item: Hashable {
        var kind: ItemKind
        /// The value; a burst's first.
        var value: MarbleValue
        /// Set when the item stands for many of its kind at its tick (see `Burst`).
        var burst: Burst? = nil

        /// A value held and lost (overwritten or superseded, or at the end): it was set at an
        /// earlier tick, so nothing above at its tick became it.
        var isHeldDrop: Bool {
            switch kind {
            case .drop(.overwritten), .drop(.endedBeforeRequested), .drop(.superseded), .drop(.lostAtFailure): return true
            default: return false
            }
        }
    }

    /// The marbles at one tick, top to bottom.
    struct Column {
        var tick: Int
        var items: [Item]
    }

    /// How a lane ends.
    enum Terminal: Hashable {
        case finished
        case failure(String)
        case cancel
    }

    var lane: Lane
    /// Where the time line starts: the first subscription when the row has one (a cold
    /// source's row exists only from its subscription), else tick 0 (a hot subject's line).
    var startTick: Int
    /// Sorted by tick.
    var columns: [Column]
    /// How many of the columns' items are bursts (`Burst`).
    var bursts = 0
    /// In the order they happened.
    var terminals: [(tick: Int, kind: Terminal)]
    var subscribes: [Int]
    /// The requests worth drawing: every request of a subscriber (what the reader's code
    /// asked for), and on other rows only limited ones made while the row's demand was
    /// limited. An unlimited request an operator or an inner publisher passes on says
    /// nothing the subscriber's does not, and repeated on every row it buries the marks
    /// that matter; a `request(1)` on top of unlimited demand (a filter giving back the unit
    /// of a value it removed) changes nothing. Nor is a request on a row that repeats, at
    /// the same tick and of the same size, one the single row it feeds made (a subject
    /// under `sink(demand: 2)` gets that sink's `request(2)`): the mark below says it.
    var requests: [(tick: Int, demand: Int?)]
    /// Ticks where a connectable publisher was connected to its upstream.
    var connects: [Int]
    /// Whether the lane is one of more inner publishers than a group keeps clear
    /// (`CompactBranchRows`): in a density drawing, nothing of it hangs under its line.
    var isCrowdedBranch = false
    /// The ticks where the lane's operator began to hold its upstream's finish (`buffer`).
    var heldFinishes: [Int]

    /// `lane`'s model; `repeatedBelow` holds, by tick, the requests of the one row that
    /// reads from it, if one alone does.
    init(_ lane: Lane, repeatedBelow: [Int: [Int?]] = [:]) {
        var repeatedBelow = repeatedBelow
        self.lane = lane
        // Marbles by tick: a lane's events come in tick order (`Lane` keeps them so), so a
        // tick's items are the run of them since the last tick.
        var runs: [(tick: Int, items: [Item])] = []
        func add(_ item: Item, at tick: Int) {
            if let last = runs.last?.tick, last == tick {
                runs[runs.count - 1].items.append(item)
            } else {
                runs.append((tick, [item]))
            }
        }
        var terminals: [(tick: Int, kind: Terminal)] = []
        var subscribes: [Int] = []
        var requests: [(tick: Int, demand: Int?)] = []
        var connects: [Int] = []
        var heldFinishes: [Int] = []
        var unlimited = false
        for event in lane.events {
            switch event.kind {
            case .subscribe: subscribes.append(event.tick)
            case .request(let n):
                if let repeated = repeatedBelow[event.tick]?.firstIndex(where: { $0 == n }), lane.role != .subscriber {
                    repeatedBelow[event.tick]!.remove(at: repeated)
                } else if lane.role == .subscriber || (n != nil && !unlimited) {
                    requests.append((event.tick, n))
                }
                if n == nil { unlimited = true }
            case .value(let v): add(Item(kind: .value, value: v), at: event.tick)
            case .initial(let v): add(Item(kind: .initial, value: v), at: event.tick)
            case .replay(let v, let from): add(Item(kind: .replay(from: from), value: v), at: event.tick)
            case .drop(let v, let reason): add(Item(kind: .drop(reason), value: v), at: event.tick)
            case .finished: terminals.append((event.tick, .finished))
            case .failure(let e): terminals.append((event.tick, .failure(e)))
            case .cancel: terminals.append((event.tick, .cancel))
            case .connect: connects.append(event.tick)
            case .finishHeld: heldFinishes.append(event.tick)
            }
        }
        self.columns = runs.map { Column(tick: $0.tick, items: Burst.gather($0.items, on: lane)) }
        bursts = self.columns.reduce(0) { $0 + $1.items.count { $0.burst != nil } }
        self.terminals = terminals
        self.subscribes = subscribes
        self.requests = requests
        self.connects = connects
        self.heldFinishes = heldFinishes
        startTick = lane.liveStart
    }

    /// Whether nothing ever ran on this row: a publisher other than a subject (which is there
    /// all along, subscribed or not) that nobody subscribed to. It is drawn faint and dashed,
    /// with a note, never as a live line with an arrow.
    var neverSubscribed: Bool {
        lane.role != .subject && lane.parent == nil && lane.events.isEmpty
    }

    /// Whether the time line starts with a subscription rather than being there all along.
    var startsAtSubscription: Bool { !subscribes.isEmpty }

    /// The tick of the first terminal event: where the time line stops.
    var endTick: Int? { lane.liveEnd }

    /// The last tick anything happens on this lane.
    var lastTick: Int {
        lane.events.map { event -> Int in
            if case .replay(_, let from) = event.kind { return max(event.tick, from) }
            return event.tick
        }.max() ?? 0
    }

    /// A request or connection at a tick.
    struct Signal: Hashable {
        var tick: Int
        var isConnect: Bool
    }

    /// The first request and the first connection at each tick `isChosen` picks that came
    /// before the first marble there.
    func signalsBeforeMarbles(at isChosen: (Int) -> Bool) -> Set<Signal> {
        var result: Set<Signal> = []
        func signal(_ event: TraceEvent) -> Signal? {
            switch event.kind {
            case .request: return Signal(tick: event.tick, isConnect: false)
            case .connect: return Signal(tick: event.tick, isConnect: true)
            default: return nil
            }
        }
        func isMarble(_ event: TraceEvent) -> Bool {
            switch event.kind {
            case .value, .initial, .replay, .drop: return true
            default: return false
            }
        }
        // In tick order (as `Lane` keeps its events), a marble at an event's tick came before
        // it exactly when the last marble seen is at its tick: no set of passed ticks, and
        // only requests and connections are looked up.
        var lastMarbleTick: Int?
        for event in lane.events {
            if isMarble(event) {
                lastMarbleTick = event.tick
            } else if lastMarbleTick != event.tick, let signal = signal(event), isChosen(event.tick) {
                result.insert(signal)
            }
        }
        return result
    }

    /// Whether the marbles of column `index` are drawn as a stack on a stem, the end mark at
    /// their tick under the last: several at one tick, or one with a failure at its tick (a
    /// failure's X through a lone marble read as that value failing; a completion's bar
    /// through a value stays, the usual "last value" drawing). The one rule the geometry and
    /// the item links read.
    func isStack(_ index: Int) -> Bool {
        let column = columns[index]
        return column.items.count > 1 || terminals.contains { terminal in
            if case .failure = terminal.kind { return terminal.tick == column.tick } else { return false }
        }
    }

    /// Whether the one mark of column `index` is a drop (or a burst of drops) lost at a
    /// finish or cancel at its tick, the value the end lost. It hangs on a short stem under
    /// the end's bar, which stands on the line at its tick: a bar through the hollow,
    /// struck-through marble would cross its strike and outline; one at the bottom of a stem
    /// under the drop read as a second end, detached from the line; one beside the drop stood
    /// off its tick by the drop's width (two ticks late beside a burst).
    func hangsUnderEnd(_ index: Int) -> Bool {
        let column = columns[index]
        guard column.items.count == 1, case .drop = column.items[0].kind, !isStack(index) else { return false }
        return terminals.contains { $0.tick == column.tick }
    }

    /// The index of the column at `tick`, if there is one: the columns come sorted by tick.
    func columnIndex(at tick: Int) -> Int? {
        let low = columns.partitionPoint { $0.tick >= tick }
        return low < columns.count && columns[low].tick == tick ? low : nil
    }

    /// Whether a marble is drawn at `tick`.
    func hasColumn(at tick: Int) -> Bool { columnIndex(at: tick) != nil }

    /// Terminal marks at `tick`, in order.
    func terminals(at tick: Int) -> [Terminal] {
        terminals.filter { $0.tick == tick }.map(\.kind)
    }
}
