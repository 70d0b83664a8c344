import MarbleTrace

/// Where everything of one lane goes, with y measured from the lane's time line (y = 0)
/// so that the lane can be stacked later.
struct LaneGeometry {
    struct Marble {
        var item: LaneModel.Item
        var tick: Int
        var center: Point
        var shape: MarbleShape
        /// Drawn in full under a dense lane's line, on a stem (`DenseDetail`).
        var hangs = false
    }

    struct Terminal {
        var tick: Int
        var kind: LaneModel.Terminal
        var center: Point
        /// Drawn at its tick's x through the marble there, behind it and taller than it: a
        /// stream that emits and ends at one tick reads as one moment.
        var throughMarble = false
        /// Drawn across the stem under the last of the marbles stacked at its tick, the stem
        /// running on to it: it happened after all of them, and a bar or cross at the line
        /// would sit on the first (a reader takes it as that value's end).
        var onStem = false
    }

    /// A small text under the lane hanging from a leader that points up at its event.
    struct Annotation {
        enum Kind {
            case request
            case connect
            case cancel
            case error
            /// What a row nobody subscribed to says: it never ran.
            case idle
        }

        var kind: Kind
        var tick: Int
        /// The leader's x; the text starts `LaneGeometry.annotationInset` to its right, ends
        /// as far left of it, or is centred under it (`side`).
        var x: Double
        var text: String
        /// The text as measured once, when the label is placed: its advance and its ink above
        /// and below the baseline.
        var width: Double = 0
        var ascent: Double = 0
        var descent: Double = 0
        /// Where the leader ends, just under what it points at.
        var tipY: Double = 0
        var baselineY: Double = 0
        /// Where the text stands by the leader: right of it unless an item link falling from
        /// the lane would run through the words there, or another side lets them hang
        /// clearly higher (`LabelSide.choose`).
        var side = LabelSide.right
        /// For requests gathered into one label (`RequestRun`): the x of the last one's tick,
        /// which a bracket from the leader's tip reaches.
        var spanRight: Double?
        /// The text on hover (a gathered run's requests).
        var tooltip: String?

        /// Where the text starts.
        var textLeft: Double { side.textLeft(x: x, width: width) }
        /// The x range the label covers, leader, bracket and text.
        var left: Double { side.span(x: x, width: width).left }
        var right: Double { max(side.span(x: x, width: width).right, spanRight ?? -.infinity) }
    }

    /// The note under a row nobody subscribed to.
    static let neverSubscribedNote = "never subscribed: nothing ran"

    static let annotationInset = 3.0
    static let annotationGap = 6.0
    /// How far under its leader's tip the text of a label centred under it starts.
    static let belowLeader = 13.0
    /// How far under what it points at a subscription caret's tip is.
    static let caretDrop = 3.0
    /// How much stem shows between an end's bar and the drop the end lost, hanging under it.
    static let endStem = 6.0

    var model: LaneModel
    var scale: TimeScale
    var marbles: [Marble] = []
    /// Thin stems joining stacked marbles to the line: (x, y of the last marble's centre).
    var stems: [(x: Double, bottom: Double)] = []
    var terminals: [Terminal] = []
    var carets: [(tick: Int, tip: Point)] = []
    /// The ticks with a stack of marbles (or a drop hung under the end's bar, on a stem like
    /// a stack's), with its half width. A caret at such a tick heads the stack.
    /// By column index, nil where the column is no stack (a dictionary by tick cost a hash
    /// insert per busy tick of a million-event lane): `stackHalfWidth(at:)` reads it.
    private var stackHalves: [Double?] = []
    var annotations: [Annotation] = []
    var lineStart: Double
    var lineEnd: Double
    /// For an inner publisher's lane: the x where its branch leaves the parent's line (the
    /// line itself starts `branchRun` further right, at the end of the slanted branch).
    var branchX: Double?
    var hasArrow: Bool
    /// How many marks the lane can draw at most: one per marble, end, caret and annotation.
    var markLimit: Int { marbles.count + terminals.count + carets.count + annotations.count }

    /// The rightmost point of the annotations.
    var annotationsRight: Double {
        annotations.map(\.right).max() ?? 0
    }
    /// The rightmost point of anything drawn for this lane: a branch sharing its row must
    /// start right of it.
    var right: Double {
        let marbles = marbles.map { $0.center.x + $0.shape.halfWidth }.max() ?? 0
        let terminals = terminals.map { $0.center.x + 6 }.max() ?? 0
        return max(lineEnd, marbles, terminals, annotationsRight)
    }
    /// How much further right of the axis's start tick 0 would have to be for every label
    /// kept off an item link by standing left of its leader to have room there (0: none
    /// lacked it).
    var leftShortfall = 0.0
    /// Extent above the line (negative) and below it.
    var top: Double = 0
    var bottom: Double = 0
    /// The marbles by x, for `highestPoint` and `lowestPoint`: indices into `marbles` (a copy
    /// of each marble would double the lane's memory on a big diagram).
    private var marbleIndex = ExtentIndex<Int>([])

    init(
        model: LaneModel, shapes: [[MarbleShape]], scale: TimeScale, metrics: Metrics,
        axisStart: Double, axisEnd: Double, annotationFont: FontSpec, measurer: some TextMeasurer,
        branchRun: Double? = nil, linkedTicks: Set<Int> = []
    ) {
        self.model = model
        self.scale = scale
        // Per column, how far it reaches right of its tick (for the end marks at its tick).
        var columnRights: [Double] = []
        columnRights.reserveCapacity(model.columns.count)
        // By column index: the y of a stack's last marble and the index of its stem.
        var stackBottoms: [(y: Double, stem: Int)?] = []
        stackBottoms.reserveCapacity(model.columns.count)
        stackHalves.reserveCapacity(model.columns.count)
        let subscribedTicks = branchRun == nil ? Set(model.subscribes) : []
        marbles.reserveCapacity(model.columns.reduce(0) { $0 + $1.items.count })
        // Per row of marks hanging under a dense lane, the right edge of its last.
        var hangingRight = Array(repeating: -Double.infinity, count: DenseDetail.rows)
        for (columnIndex, (column, columnShapes)) in zip(model.columns, shapes).enumerated() {
            let x = scale.x(column.tick)
            // `ColumnArrangement`'s stack, without its arrays: a million marbles' columns.
            let columnHalf = ColumnArrangement.halfWidth(columnShapes)
            var lead = 0.0
            let isStack = model.isStack(columnIndex)
            // A drop lost at the end hangs under the end's bar, on a stem like a stack's.
            let hangsUnderEnd = !isStack && !model.terminals.isEmpty && model.hangsUnderEnd(columnIndex)
            stackHalves.append(isStack || hangsUnderEnd ? columnHalf : nil)
            if isStack {
                // A subscription comes before the values stacked at its tick: its caret heads
                // the stack in the first slot, right under the line, and the marbles hang
                // below it (under the stack, after the end mark there, it would read as
                // subscribing once all was over).
                if subscribedTicks.contains(column.tick) { lead = metrics.stackPitch }
            }
            for (itemIndex, (item, shape)) in zip(column.items, columnShapes).enumerated() {
                var center = Point(x: x, y: ColumnArrangement.offsetY(itemIndex, metrics: metrics) + lead)
                var hangs = false
                if DenseDetail.hangs(model, column: columnIndex, item: itemIndex, metrics: metrics) {
                    // Wider than the strokes' room, it stays over the axis, its stem at the tick.
                    let deck = item.burst != nil ? 2 * Burst.deckStep : 0
                    center.x = max(axisStart + shape.halfWidth, min(center.x, axisEnd - shape.halfWidth - deck))
                    let left = center.x - shape.halfWidth, right = center.x + shape.halfWidth + deck
                    // Under the line on a stem, in the first row where it overlaps no other.
                    if let row = hangingRight.firstIndex(where: { $0 + metrics.theme.marbleGap <= left }) {
                        hangingRight[row] = right
                        center.y += DenseDetail.depth(row: row, metrics)
                        stems.append((x, center.y - shape.radius))
                        hangs = true
                    }
                }
                if hangsUnderEnd, !hangs {
                    // Clear of the bar on the line, a burst's deck of outlines (set off upwards) too.
                    let deck = item.burst != nil ? 2 * Burst.deckStep : 0
                    center.y = metrics.barHalfHeight + LaneGeometry.endStem + deck + shape.radius
                    stems.append((x, center.y))
                }
                marbles.append(Marble(item: item, tick: column.tick, center: center, shape: shape, hangs: hangs))
            }
            if isStack {
                let lastY = ColumnArrangement.offsetY(columnShapes.count - 1, metrics: metrics) + lead
                stackBottoms.append((lastY, stems.count))
                stems.append((x, lastY))
            } else {
                stackBottoms.append(nil)
            }
            columnRights.append(columnHalf)
        }
        func columnRight(_ tick: Int) -> Double? { model.columnIndex(at: tick).map { columnRights[$0] } }
        let placed = marbles
        marbleIndex = ExtentIndex(placed.indices.map { .init(x: placed[$0].center.x, halfWidth: placed[$0].shape.halfWidth, item: $0) })

        // Terminal marks: on their tick, through the marble at that tick, over the drop the
        // end lost (hanging under it), or under a stack of marbles on its stem; a second mark
        // at one tick (which a lane rarely has) just right of the first, at its height.
        var rightEdge: [Int: Double] = [:]
        var stemY: [Int: Double] = [:]
        for (tick, kind) in model.terminals {
            if let edge = rightEdge[tick] {
                let onStem = stemY[tick] != nil
                let half = LaneGeometry.halfWidth(of: kind, onStem: onStem, metrics: metrics)
                let x = edge + metrics.terminalGap + half
                rightEdge[tick] = x + half
                terminals.append(Terminal(tick: tick, kind: kind, center: Point(x: x, y: stemY[tick] ?? 0), onStem: onStem))
            } else if let (bottom, stem) = model.columnIndex(at: tick).flatMap({ stackBottoms[$0] }) {
                // A slot of the stack, as far under the last marble as the next marble's
                // outline would be, plus the room of a failure X (the tallest mark).
                let y = bottom + metrics.radius + metrics.stackGap + metrics.crossHalf
                stemY[tick] = y
                stems[stem].bottom = y
                rightEdge[tick] = scale.x(tick) + LaneGeometry.halfWidth(of: kind, onStem: true, metrics: metrics)
                terminals.append(Terminal(tick: tick, kind: kind, center: Point(x: scale.x(tick), y: y), onStem: true))
            } else if let index = model.columnIndex(at: tick), model.hangsUnderEnd(index) {
                // On the line at its tick, the drop hanging under it.
                rightEdge[tick] = scale.x(tick) + metrics.terminalHalfWidth(kind)
                terminals.append(Terminal(tick: tick, kind: kind, center: Point(x: scale.x(tick), y: 0)))
            } else if let column = columnRight(tick) {
                rightEdge[tick] = scale.x(tick) + column
                terminals.append(Terminal(tick: tick, kind: kind, center: Point(x: scale.x(tick), y: 0), throughMarble: true))
            } else {
                rightEdge[tick] = scale.x(tick) + metrics.terminalHalfWidth(kind)
                terminals.append(Terminal(tick: tick, kind: kind, center: Point(x: scale.x(tick), y: 0)))
            }
        }

        // Subscribed and ended at one tick with nothing drawn there (RxJS writes `(^!)` or
        // `(^|)`): caret and end mark stand side by side, in that order, centred on the tick
        // and joined by a stub of line; one above the other a cancel mark read as one glyph
        // with the caret, and an end above its caret as ending before it began (a late
        // subscriber to a finished subject).
        let groupOffset = metrics.caretHalfWidth + 1
        let placedTerminals = terminals
        let groupedTicks = branchRun == nil ? Set(model.subscribes).filter { tick in
            placedTerminals.first { $0.tick == tick }.map { !$0.throughMarble && !$0.onStem } ?? false
        } : []
        for index in terminals.indices where groupedTicks.contains(terminals[index].tick) {
            terminals[index].center.x += groupOffset
        }
        lineStart = model.startsAtSubscription ? scale.x(model.startTick) : axisStart
        if model.startsAtSubscription, groupedTicks.contains(model.startTick) { lineStart -= groupOffset }
        if let branchRun {
            // A branch starts where the inner publisher was subscribed, or with its first event.
            let start = model.startsAtSubscription ? model.startTick : (model.lane.events.first?.tick ?? 0)
            branchX = scale.x(start)
            lineStart = scale.x(start) + branchRun
        }
        if let end = model.endTick, let first = terminals.first(where: { $0.tick == end }) {
            lineEnd = first.center.x
            hasArrow = false
        } else {
            lineEnd = axisEnd
            hasArrow = !model.neverSubscribed
        }

        // The branch itself shows where an inner publisher was subscribed.
        for tick in Set(model.subscribes).sorted() where branchRun == nil {
            let x = scale.x(tick) - (groupedTicks.contains(tick) ? groupOffset : 0)
            let below = stackHalfWidth(at: tick) != nil ? 0 : lowestPoint(from: x, to: x, metrics: metrics)
            carets.append((tick, Point(x: x, y: below + LaneGeometry.caretDrop)))
        }
        top = -(max(metrics.radius, metrics.barHalfHeight, metrics.crossHalf) + 1)
        for terminal in terminals where terminal.throughMarble {
            top = min(top, -(LaneGeometry.reach(of: terminal, upwards: true, metrics: metrics) + 1))
        }
        bottom = lowestPoint(from: -.infinity, to: .infinity, metrics: metrics)
        placeAnnotations(scale: scale, metrics: metrics, font: annotationFont, measurer: measurer, linkedTicks: linkedTicks,
                         axisStart: axisStart, axisEnd: axisEnd)
    }

    /// The x of `tick`.
    func x(of tick: Int) -> Double { scale.x(tick) }

    /// The half width of the stack of marbles at `tick`, if there is one there.
    func stackHalfWidth(at tick: Int) -> Double? {
        model.columnIndex(at: tick).flatMap { stackHalves[$0] }
    }

    /// Requests (merged per tick), connections, cancellations and error texts, under what
    /// they point at.
    /// A request or connection at a tick with a subscription caret hangs from the caret, at
    /// the tick's x (beside it, the two pointers crowd under the marble and read as two
    /// moments); one at a tick with an item link leaving downwards (`linkedTicks`), or with
    /// an echo a replay link may leave from, steps aside, so that its leader does not run
    /// on in line with the link. One made before the values stacked at its tick stands
    /// right of the stack's top. A label whose text an item link would run through, or that
    /// would hang clearly lower than on another side, stands left of its leader or centred
    /// under it when it has room there (`LabelSide`).
    private mutating func placeAnnotations(scale: TimeScale, metrics: Metrics, font: FontSpec, measurer: some TextMeasurer,
                                           linkedTicks: Set<Int>, axisStart: Double, axisEnd: Double) {
        var byTick: [Int: [Int?]] = [:]
        for (tick, demand) in model.requests {
            byTick[tick, default: []].append(demand)
        }
        // An echo may be where a replay link leaves straight down for a lane below (a
        // multicast's row passing on a history whose emission is not drawn); a subscriber's
        // feeds no lane.
        let echoTicks = model.lane.role == .subscriber ? [] :
            model.columns.filter { $0.items.contains { if case .replay = $0.kind { true } else { false } } }.map(\.tick)
        let occupied = linkedTicks.union(echoTicks)
        let halves = stackHalves
        let beside = model.signalsBeforeMarbles { tick in model.columnIndex(at: tick).map { halves[$0] != nil } ?? false }
        func leaderX(_ tick: Int, _ kind: Annotation.Kind) -> Double {
            // Made before the values stacked at its tick, it stands beside the stack's top,
            // pointing at the line: under the stack it would read as made after them.
            if let half = stackHalfWidth(at: tick), beside.contains(.init(tick: tick, isConnect: kind == .connect)) {
                return scale.x(tick) + half + 4
            }
            return scale.x(tick) + (occupied.contains(tick) ? metrics.caretHalfWidth + 4 : 0)
        }
        // Requests closer together than their labels can be drawn are gathered (`RequestRun`).
        let requests = byTick.keys.sorted().map { tick in
            let text = RequestRun.text(byTick[tick]!)
            return RequestRun.Requests(tick: tick, demands: byTick[tick]!, x: leaderX(tick, .request),
                                       width: measurer.measure(text, font: font).width)
        }
        for run in RequestRun.gather(requests, gap: LaneGeometry.annotationGap) {
            if run.count == 1 {
                annotations.append(Annotation(kind: .request, tick: run[0].tick, x: run[0].x, text: RequestRun.text(run[0].demands)))
            } else {
                let gathered = RequestRun(run)
                annotations.append(Annotation(kind: .request, tick: run[0].tick, x: run[0].x, text: gathered.label,
                                              spanRight: run[run.count - 1].x, tooltip: gathered.tooltip))
            }
        }
        for tick in Set(model.connects).sorted() {
            // Placed like a request; a request there too is stacked below it by the placer.
            let x = leaderX(tick, .connect)
            annotations.append(Annotation(kind: .connect, tick: tick, x: x, text: "connect()"))
        }
        for terminal in terminals {
            switch terminal.kind {
            case .failure(let message) where !message.isEmpty:
                annotations.append(Annotation(kind: .error, tick: terminal.tick, x: terminal.center.x, text: message))
            case .cancel where !(model.isCrowdedBranch && metrics.isDense):
                // Subscribed at the same tick, the mark stands beside the caret: the leader
                // points up at the mark, never at the caret. (Not on each of a crowd of inner
                // publishers: their marks say it, and the labels would widen each to a row.)
                annotations.append(Annotation(kind: .cancel, tick: terminal.tick, x: terminal.center.x, text: "cancel()"))
            default:
                break
            }
        }
        if model.neverSubscribed {
            annotations.append(Annotation(kind: .idle, tick: 0, x: lineStart, text: LaneGeometry.neverSubscribedNote))
        }
        guard !annotations.isEmpty else { return }

        let sample = measurer.measure("(Ag∞)", font: font)
        let height = sample.ascent + sample.descent
        var items: [AnnotationPlacer.Item] = []
        let reach = { lowestPoint(from: $0, to: $1, metrics: metrics) }
        // Links and other leaders matter to a label only within its width of its leader:
        // those are found in sorted arrays, where handing every label all of them was
        // quadratic in the labels of a lane (thousands of request(1)).
        let links = linkedTicks.map(scale.x).sorted()
        let signalled = annotations.indices.filter { annotations[$0].kind != .idle }.sorted { annotations[$0].x < annotations[$1].x }
        let leaderXs = signalled.map { annotations[$0].x }
        for index in annotations.indices {
            let extent = measurer.measure(annotations[index].text, font: font)
            (annotations[index].width, annotations[index].ascent, annotations[index].descent) = (extent.width, extent.ascent, extent.descent)
            if annotations[index].kind != .idle {
                let (x, width) = (annotations[index].x, annotations[index].width)
                let (from, to) = (x - width - LabelSide.clearance - 1, x + width + LabelSide.clearance + 1)
                let nearLinks = Array(links[links.indices(from: from, through: to)])
                let leaders = signalled[leaderXs.indices(from: from, through: to)].filter { $0 != index }.map { annotations[$0].x }
                // One made before the values stacked at its tick stands right of the stack's
                // top whatever its length: under the stack it would read as made after them.
                let note = annotations[index]
                let besideStack = stackHalfWidth(at: note.tick) != nil
                    && beside.contains(.init(tick: note.tick, isConnect: note.kind == .connect))
                    && (note.kind == .request || note.kind == .connect)
                let side = LabelSide.choose(x: note.x, width: note.width, links: nearLinks, leaders: leaders,
                                            leftLimit: axisStart, rightLimit: besideStack ? .infinity : axisEnd, reach: reach)
                annotations[index].side = side.side
                leftShortfall = max(leftShortfall, side.shortfall)
            }
            let note = annotations[index]
            // A gathered run's bracket clears everything drawn over its ticks, its text the bracket.
            var tipY = LabelSide.tipY(x: note.x, reach: reach)
            if let right = note.spanRight { tipY = max(tipY, lowestPoint(from: note.x, to: right, metrics: metrics) + 2) }
            annotations[index].tipY = tipY
            var floor = note.side.textFloor(x: note.x, width: note.width, reach: reach)
            if note.spanRight != nil { floor = max(floor, tipY + Glyphs.signalHeadWidth + LaneGeometry.annotationGap) }
            items.append(.init(x: note.x, left: note.left, right: note.right, tipY: annotations[index].tipY, floor: floor))
        }
        let tops = AnnotationPlacer.tops(for: items, height: height, gap: 6)
        for index in annotations.indices {
            annotations[index].baselineY = tops[index] + sample.ascent
            bottom = max(bottom, tops[index] + height)
        }
    }

    /// Half the horizontal room a terminal mark takes: across a stem, a bar lies flat.
    static func halfWidth(of kind: LaneModel.Terminal, onStem: Bool, metrics: Metrics) -> Double {
        guard onStem else { return metrics.terminalHalfWidth(kind) }
        switch kind {
        case .failure: return metrics.terminalHalfWidth(kind)
        case .finished: return metrics.stackedEndHalfWidth
        case .cancel: return metrics.barHalfHeight
        }
    }

    /// Half the horizontal room `terminal` takes.
    static func halfWidth(of terminal: Terminal, metrics: Metrics) -> Double {
        halfWidth(of: terminal.kind, onStem: terminal.onStem, metrics: metrics)
    }

    /// How far a terminal mark reaches from its centre, down (or up); its centre is on the
    /// line unless it is on a stem.
    static func reach(of terminal: Terminal, upwards: Bool = false, metrics: Metrics) -> Double {
        if terminal.onStem {
            // Lying across the stem, a finished bar reaches up and down its stroke and as much
            // again, as an upright one reaches sideways; a cancel mark as its small X's
            // cleared disc.
            switch terminal.kind {
            case .failure: return metrics.crossHalf
            case .finished: return metrics.stackedEndStroke
            case .cancel: return Glyphs.cancelCrossRadius
            }
        }
        if terminal.throughMarble {
            // A cancel mark's small X sits on the top end of its bar, clear of the marble.
            return metrics.throughHalfHeight + (upwards && terminal.kind == .cancel ? Glyphs.cancelCrossRadius : 0)
        }
        switch terminal.kind {
        case .failure: return metrics.crossHalf
        case .finished, .cancel: return metrics.barHalfHeight
        }
    }

    /// The highest point drawn at `x` (negative: above the line): where an arrow coming from
    /// above must stop.
    func highestPoint(at x: Double, metrics: Metrics) -> Double {
        var result = 0.0
        for marble in marbleIndex.candidates(from: x, to: x, slack: 1).lazy.map({ marbles[$0.item] }) where abs(marble.center.x - x) <= marble.shape.halfWidth {
            result = min(result, marble.center.y - marble.shape.radius)
        }
        for terminal in terminals where abs(terminal.center.x - x) <= LaneGeometry.halfWidth(of: terminal, metrics: metrics) {
            result = min(result, terminal.center.y - LaneGeometry.reach(of: terminal, upwards: true, metrics: metrics))
        }
        return result
    }

    /// The lowest point drawn anywhere between `left` and `right` (the line itself is at 0):
    /// what a leader, caret or label coming from below must stay under.
    func lowestPoint(from left: Double, to right: Double, metrics: Metrics) -> Double {
        var result = 0.0
        for marble in marbleIndex.candidates(from: left, to: right, slack: 2).lazy.map({ marbles[$0.item] })
        where marble.center.x + marble.shape.halfWidth + 1 >= left && marble.center.x - marble.shape.halfWidth - 1 <= right {
            result = max(result, marble.center.y + marble.shape.radius)
        }
        for terminal in terminals {
            let half = LaneGeometry.halfWidth(of: terminal, metrics: metrics) + 1
            guard terminal.center.x + half >= left, terminal.center.x - half <= right else { continue }
            result = max(result, terminal.center.y + LaneGeometry.reach(of: terminal, metrics: metrics))
        }
        for caret in carets where caret.tip.x + metrics.caretHalfWidth + 1 >= left && caret.tip.x - metrics.caretHalfWidth - 1 <= right {
            result = max(result, caret.tip.y + metrics.caretHeight)
        }
        return result
    }
}
