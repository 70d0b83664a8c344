/// The third phase: links between lanes, from each replayed value to where it was first
/// emitted, and from input marbles through an operator box to what they became.
struct LaneLinks {
    /// Replay links, drawn behind the boxes: a replayed value passes through the operators.
    var replays: [RoledElement] = []
    /// The operator boxes with the item links through them.
    var boxes: [RoledElement] = []
    /// How many replay links were left out for crossing more than `ReplayLinks.mostBandsCrossed`
    /// bands: the legend says so, where it says a link leads to each replay's origin.
    var replaysLeftOut = 0
}

extension LayoutPass {
    func links(_ fit: HorizontalFit, _ stack: VerticalStacking) -> LaneLinks {
        let replays = replayLinks(fit, stack)
        return LaneLinks(replays: replays.elements, boxes: boxesWithItemLinks(fit, stack), replaysLeftOut: replays.leftOut)
    }

    /// The bands a replay link may have to cross, with the spans taken in each: every lane's
    /// line (its marbles and end marks), and under it each row of stacked marbles and the
    /// subscription carets, so that a link never passes behind a value stacked under a lane.
    func crossings(_ fit: HorizontalFit, _ stack: VerticalStacking) -> [ReplayLinks.Crossing] {
        let geometries = fit.geometries, metrics = fit.metrics, clearance = ReplayLinks.clearance
        // Gathered first, each band made once: a band indexes its spans when it is made.
        var bands: [(y: Double, halfHeight: Double, blocked: [ClosedRange<Double>], labels: [LabelBands.Box])] = []
        var bandAtY: [Double: Int] = [:]
        func add(y: Double, halfHeight: Double, blocked: [ClosedRange<Double>]) {
            if let row = bandAtY[y] {
                bands[row].blocked += blocked
            } else {
                bandAtY[y] = bands.count
                bands.append((y, halfHeight, blocked, []))
            }
        }
        func span(_ x: Double, _ half: Double) -> ClosedRange<Double> { (x - half - clearance)...(x + half + clearance) }
        for index in models.indices {
            let lineY = stack.lineY[index], lane = geometries[index]
            var blocked = lane.marbles.filter { $0.center.y == 0 }.map { span($0.center.x, $0.shape.halfWidth) }
            // A link crossing a lane on its end mark would seem to end it.
            blocked += lane.terminals.filter { !$0.onStem }.map { span($0.center.x, metrics.terminalHalfWidth($0.kind)) }
            // A caret heading a stack is the stack's first slot, as wide as the stack: a link
            // passing it keeps the line it takes past the marbles below.
            blocked += lane.carets.compactMap { caret in lane.stackHalfWidth(at: caret.tick).map { span(caret.tip.x, $0) } }
            add(y: lineY, halfHeight: metrics.radius + clearance, blocked: blocked)
            // An end under a stack takes its own band, like a stacked marble.
            for terminal in lane.terminals where terminal.onStem {
                add(y: lineY + terminal.center.y, halfHeight: LaneGeometry.reach(of: terminal, metrics: metrics) + 0.5,
                    blocked: [span(terminal.center.x, LaneGeometry.halfWidth(of: terminal, metrics: metrics))])
            }
            // Stacked rows take just their marbles' height, so that their bands do not overlap
            // the line's or each other's.
            for marble in lane.marbles where marble.center.y != 0 {
                add(y: lineY + marble.center.y, halfHeight: metrics.radius + 0.5, blocked: [span(marble.center.x, marble.shape.halfWidth)])
            }
            for caret in lane.carets where caret.tip.y > metrics.radius + clearance {
                add(y: lineY + caret.tip.y + metrics.caretHeight / 2, halfHeight: metrics.caretHeight / 2,
                    blocked: [span(caret.tip.x, metrics.caretHalfWidth)])
            }
        }
        // The labels under the lanes: a link through one would cross out its words.
        let placed = LabelBands.place(labelBoxes(fit, stack), among: bands.map { ($0.y - $0.halfHeight, $0.y + $0.halfHeight) },
                                      clearance: clearance)
        for (band, span, box) in placed.spans {
            bands[band].blocked.append(span)
            // Only the part in the band: a link ending in it passes the rest through gates.
            var part = box
            part.top = max(box.top, bands[band].y - bands[band].halfHeight)
            part.bottom = min(box.bottom, bands[band].y + bands[band].halfHeight)
            bands[band].labels.append(part)
        }
        for band in placed.bands { add(y: (band.top + band.bottom) / 2, halfHeight: (band.bottom - band.top) / 2, blocked: band.blocked) }
        return bands.map { ReplayLinks.Crossing(y: $0.y, blocked: $0.blocked, halfHeight: $0.halfHeight, labels: $0.labels) }
    }

    /// Every label hanging under a lane as drawn: its leader (as wide as a signal's arrowhead,
    /// an error's bare line too) and its text, two boxes, so that a link may pass over the
    /// text beside the leader.
    private func labelBoxes(_ fit: HorizontalFit, _ stack: VerticalStacking) -> [LabelBands.Box] {
        var boxes: [LabelBands.Box] = []
        let half = Glyphs.signalHeadWidth / 2
        for index in models.indices {
            let lineY = stack.lineY[index]
            for note in fit.geometries[index].annotations {
                let baseline = lineY + note.baselineY, textLeft = note.textLeft
                boxes.append(LabelBands.Box(top: baseline - note.ascent, bottom: baseline + note.descent,
                                            left: textLeft, right: textLeft + note.width))
                if note.kind != .idle {
                    boxes.append(LabelBands.Box(top: lineY + note.tipY, bottom: baseline, left: note.x - half, right: note.x + half))
                }
            }
        }
        return boxes
    }

    private func replayLinks(_ fit: HorizontalFit, _ stack: VerticalStacking) -> (elements: [RoledElement], leftOut: Int) {
        let geometries = fit.geometries, lineY = stack.lineY
        let crossings = ReplayLinks.Bands(crossings(fit, stack))
        let notes = geometries.map(ItemLinks.annotationIndex)
        var links: [Element] = []
        var leftOut = 0
        for index in models.indices {
            // In marble order: a dictionary's order would change the bytes from run to run.
            for (marble, origin) in replayOrigins(index, geometries).sorted(by: { $0.key < $1.key }) {
                let echo = geometries[index].marbles[marble]
                let source = geometries[origin.lane].marbles[origin.marble]
                let from = Point(x: source.center.x, y: source.center.y + lineY[origin.lane])
                let to = Point(x: echo.center.x, y: echo.center.y + lineY[index])
                guard !ReplayLinks.crossesTooMany(from: from, to: to, lanes: crossings) else {
                    leftOut += 1
                    continue
                }
                links += ReplayLinks.elements(
                    from: from, originRadius: source.shape.radius,
                    to: to, targetRadius: echo.shape.radius,
                    crossing: crossings,
                    verticalStart: ItemLinks.below(.init(geometry: geometries[origin.lane], lineY: lineY[origin.lane]), notes[origin.lane], x: source.center.x, from: 0),
                    theme: theme)
            }
        }
        return (links.roled(.replayLink), leftOut)
    }

    /// Whether values are drawn linked from `input` through the box above `output`: its
    /// operators map each tick's input to that tick's output, and the diagram is not dense
    /// (its ticks as strokes have no room for the links).
    func linksItems(from input: Int?, to output: Int, metrics: Metrics) -> Bool {
        input != nil && trace.lanes[output].mapsTickToTick && !metrics.isDense
    }

    /// Per lane, the ticks at which an item link leaves it downwards.
    func itemLinkedTicks(metrics: Metrics) -> [Set<Int>] {
        var result = Array(repeating: Set<Int>(), count: models.count)
        for index in groups.indices {
            guard let box = operatorBox(above: index), let input = box.linked,
                  linksItems(from: input, to: groups[index][0], metrics: metrics) else { continue }
            result[input].formUnion(ItemLinks.pairedTicks(from: models[input], to: models[groups[index][0]]))
        }
        return result
    }

    private func boxesWithItemLinks(_ fit: HorizontalFit, _ stack: VerticalStacking) -> [RoledElement] {
        var items: [RoledElement] = []
        for (box, input, output) in stack.boxes {
            items += box.items(theme: theme, measurer: measurer)
            guard let input, linksItems(from: input, to: output, metrics: fit.metrics) else { continue }
            items += ItemLinks.elements(from: .init(geometry: fit.geometries[input], lineY: stack.lineY[input]),
                                        to: .init(geometry: fit.geometries[output], lineY: stack.lineY[output]),
                                        through: box.rect, metrics: fit.metrics, theme: theme).roled(.itemLink)
        }
        return items
    }
}
