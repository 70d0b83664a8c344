import MarbleTrace

/// Turns a placed lane into elements and marks, its time line at `lineY`: one function per
/// kind of thing a lane draws, in paint order.
enum LaneElements {
    /// What a lane draws and the marks saying what it means.
    struct Drawn {
        var items: [RoledElement] = []
        var marks: [Mark] = []
    }

    /// How the lane is painted: where its line is and what it is painted on.
    struct Context {
        var lane: LaneGeometry
        var lineY: Double
        var scale: TimeScale
        var metrics: Metrics
        var laneBackground: RGBA

        var theme: Theme { metrics.theme }
        var name: String { lane.model.lane.name }

        func at(_ point: Point) -> Point { Point(x: point.x, y: point.y + lineY) }
    }

    /// Everything lane `lane` draws, after what `drawn` holds. `linkedElsewhere` holds the
    /// marbles whose replay link starts on a lane upstream (drawn with the links, not here).
    /// A diagram's lanes are drawn into its arrays, not each into its own and then copied
    /// over: a copy of a million marks and their elements cost as much as drawing them.
    static func draw(
        _ lane: LaneGeometry, lineY: Double, scale: TimeScale, metrics: Metrics, colors: ValueColors,
        laneBackground: RGBA, linkedElsewhere: Set<Int> = [], annotationFont: FontSpec, measurer: some TextMeasurer,
        into drawn: inout Drawn
    ) {
        let context = Context(lane: lane, lineY: lineY, scale: scale, metrics: metrics, laneBackground: laneBackground)
        let needed = drawn.marks.count + lane.markLimit
        if drawn.marks.capacity < needed { drawn.marks.reserveCapacity(max(needed, 2 * drawn.marks.capacity)) }
        drawn.items += timeLine(context)
        drawn.items += localReplayLinks(context, skipping: linkedElsewhere)
        // An end drawn through a marble goes behind it.
        drawTerminals(context, throughMarble: true, into: &drawn)
        drawMarbles(context, colors: colors, measurer: measurer, into: &drawn)
        drawTerminals(context, throughMarble: false, into: &drawn)
        drawHeldFinishes(context, into: &drawn)
        drawCarets(context, into: &drawn)
        drawAnnotations(context, font: annotationFont, into: &drawn)
    }

    /// The time line, its arrow when the stream never ended, and the stems of stacked marbles.
    static func timeLine(_ context: Context) -> [RoledElement] {
        let lane = context.lane, theme = context.theme, lineY = context.lineY
        var items: [RoledElement] = []
        let lineEnd = lane.hasArrow ? lane.lineEnd - theme.arrowLength * 0.5 : lane.lineEnd
        if lineEnd > lane.lineStart {
            // A row nobody subscribed to is faint and dashed: no stream ran there.
            let stroke = lane.model.neverSubscribed
                ? Stroke(color: theme.mutedText.withAlpha(0.6), width: 1, dash: [4, 4])
                : Stroke(color: theme.foreground, width: theme.lineWidth)
            items.append(RoledElement(.timeLine, .line(from: Point(x: lane.lineStart, y: lineY), to: Point(x: lineEnd, y: lineY),
                                                       stroke: stroke)))
        }
        if lane.hasArrow {
            items.append(RoledElement(.timeLine, .arrowhead(
                tip: Point(x: lane.lineEnd, y: lineY), direction: Point(x: 1, y: 0),
                length: theme.arrowLength, width: theme.arrowWidth, fill: theme.foreground)))
        }
        for stem in lane.stems {
            items.append(RoledElement(.stem, .line(
                from: Point(x: stem.x, y: lineY), to: Point(x: stem.x, y: lineY + stem.bottom),
                stroke: Stroke(color: theme.foreground, width: 1))))
        }
        return items
    }

    /// Faint links from replayed values back to the tick they were first emitted at, on
    /// this lane, when no lane upstream shows that emission (`skipping` holds those that do).
    static func localReplayLinks(_ context: Context, skipping linkedElsewhere: Set<Int>) -> [RoledElement] {
        let metrics = context.metrics, lineY = context.lineY
        let linkColor = context.theme.mutedText.withAlpha(0.7)
        var elements: [Element] = []
        for (index, marble) in context.lane.marbles.enumerated() where !linkedElsewhere.contains(index) {
            guard case .replay(let from) = marble.item.kind, from < marble.tick else { continue }
            let ghost = Point(x: context.scale.x(from), y: lineY)
            let center = context.at(marble.center)
            let end = Point(x: center.x - marble.shape.halfWidth, y: center.y)
            let lift = min(metrics.radius * 1.1, max(6, (end.x - ghost.x) * 0.35))
            elements.append(.circle(center: ghost, radius: 2.5, fill: context.laneBackground, stroke: Stroke(color: linkColor, width: 1)))
            elements.append(.curve(
                from: Point(x: ghost.x + 2.5, y: ghost.y - 1),
                control1: Point(x: ghost.x + (end.x - ghost.x) * 0.3, y: ghost.y - lift),
                control2: Point(x: end.x - (end.x - ghost.x) * 0.3, y: end.y - lift * (end.y > lineY ? 0 : 1)),
                to: end,
                stroke: Stroke(color: linkColor, width: 1, dash: [3, 2.5])))
        }
        return elements.roled(.replayLink)
    }

    /// Values, echoes and drops.
    static func drawMarbles(_ context: Context, colors: ValueColors, measurer: some TextMeasurer, into drawn: inout Drawn) {
        let theme = context.theme, metrics = context.metrics, laneBackground = context.laneBackground
        var overview = DensityOverview()
        // Taken out once: a `Metrics` made or copied per marble cost more than its marble.
        let hangingStrokeWidth = DenseDetail.metrics(metrics).marbleStrokeWidth
        let stripHalfHeight = max(metrics.radius, metrics.barHalfHeight)
        // A lane's marbles share one or two faces: measured once each, not once a marble.
        var capFont: FontSpec?
        var capHeight = 0.0
        for marble in context.lane.marbles {
            let value = marble.item.value
            if marble.shape.font != capFont {
                capFont = marble.shape.font
                capHeight = measurer.measure("0", font: marble.shape.font).ascent
            }
            let style: Glyphs.MarbleStyle
            let kind: Mark.Kind
            let role: ElementRole
            var tooltip: String? = marble.shape.truncated ? value.description : nil
            // A mark hanging under a dense lane has the theme's size, and its outline.
            let outline = Stroke(color: theme.foreground, width: marble.hangs ? hangingStrokeWidth : metrics.marbleStrokeWidth)
            switch marble.item.kind {
            case .value:
                (kind, role) = (.value, .marble)
                style = .init(fill: colors.fill(for: value), stroke: outline, text: theme.marbleText, strike: nil)
            case .initial:
                (kind, role) = (.initial, .marble)
                style = Glyphs.initialStyle(fill: colors.fill(for: value), theme: theme, strokeWidth: metrics.marbleStrokeWidth)
                tooltip = "\(value): the initial value, held from tick \(marble.tick), never sent"
            case .replay(let from):
                (kind, role) = (.replay, .echo)
                let fill = colors.fill(for: value).mixed(with: laneBackground, amount: theme.echoFade)
                let text = Glyphs.readableText(on: fill, theme.marbleText, theme.foreground)
                var dashed = outline
                dashed.dash = [3, 2]
                style = .init(fill: fill, stroke: dashed, text: text, strike: nil)
                tooltip = "\(value) replayed at tick \(marble.tick), first emitted at tick \(from)"
            case .drop(let reason):
                (kind, role) = (.drop, .drop)
                style = Glyphs.dropStyle(reason, theme: theme, background: laneBackground, strokeWidth: metrics.marbleStrokeWidth)
                tooltip = "\(value) dropped at tick \(marble.tick): \(reason.rawValue)"
            }
            if let burst = marble.item.burst { tooltip = burst.tooltip(at: marble.tick) }
            let center = context.at(marble.center)
            var hoverFrame: Rect?
            if metrics.isDense && !marble.hangs {
                overview.add(x: center.x, kind: kind, count: marble.item.burst?.count ?? 1)
                // In the strip a pointer finds an event in its point-wide column, as tall as
                // the strip, with the column's other events (an SVG gives them one hover text).
                hoverFrame = Rect(x: center.x.rounded(.down), y: context.lineY - stripHalfHeight, width: 1, height: 2 * stripHalfHeight)
                // A value says its tick there (a drop's or a replay's text names it already).
                if kind == .value, marble.item.burst == nil { tooltip = "tick \(marble.tick): \(value)" }
            } else {
                if marble.item.burst != nil { drawn.items += Burst.deck(behind: center, shape: marble.shape, style: style).roled(role) }
                drawn.items += Glyphs.marble(center: center, shape: marble.shape, style: style, capHeight: capHeight).roled(role)
            }
            drawn.marks.append(Mark(
                lane: context.name, tick: marble.tick, kind: kind,
                frame: Rect(center: center, width: 2 * marble.shape.halfWidth, height: 2 * marble.shape.radius),
                label: marble.shape.label, fill: style.fill, tooltip: tooltip, hoverFrame: hoverFrame))
        }
        drawn.items += overview.elements(lineY: context.lineY, halfHeight: stripHalfHeight,
                                         ticksPerPoint: 1 / context.scale.spacing, color: theme.mutedText.withAlpha(0.6),
                                         dropColor: theme.dropped)
    }

    /// Where the lane's operator began to hold the finish its upstream sent: a dashed finish
    /// bar, so the lane running on past it reads as waiting, and the solid bar later (if any)
    /// as where the finish was let through.
    static func drawHeldFinishes(_ context: Context, into drawn: inout Drawn) {
        let theme = context.theme, metrics = context.metrics
        let released = context.lane.model.lane.events.first { $0.kind == .finished }?.tick
        for tick in context.lane.model.heldFinishes {
            let center = Point(x: context.scale.x(tick), y: context.lineY)
            drawn.items += Glyphs.heldFinish(at: center, halfHeight: metrics.barHalfHeight, color: theme.foreground,
                                             width: theme.terminalWidth).roled(.finish)
            let until = released.map { "until tick \($0)" } ?? "to the end: no demand was left for it"
            drawn.marks.append(Mark(lane: context.name, tick: tick, kind: .finishHeld,
                                    frame: Rect(center: center, width: theme.terminalWidth + 2, height: 2 * metrics.barHalfHeight),
                                    tooltip: "finished upstream at tick \(tick), held \(until)"))
        }
    }

    /// Finished bars, failure crosses and cancel marks: those drawn through a marble at
    /// their tick (taller than it, behind it), or the others (on the line, or across the
    /// stem under a stack of marbles).
    static func drawTerminals(_ context: Context, throughMarble: Bool, into drawn: inout Drawn) {
        let theme = context.theme, metrics = context.metrics, name = context.name
        for terminal in context.lane.terminals where terminal.throughMarble == throughMarble {
            let center = context.at(terminal.center)
            let half = metrics.terminalHalfWidth(terminal.kind)
            let barHalfHeight = throughMarble ? metrics.throughHalfHeight : metrics.barHalfHeight
            // Across a stem a bar lies flat: along it, it would be lost in the stem.
            let across = terminal.onStem
            func frame(width: Double, height: Double) -> Rect {
                guard across else { return Rect(center: center, width: width, height: height) }
                return Rect(center: center, width: 2 * LaneGeometry.halfWidth(of: terminal, metrics: metrics),
                            height: 2 * LaneGeometry.reach(of: terminal, metrics: metrics))
            }
            switch terminal.kind {
            case .finished:
                // Across a stem, marble-wide and bold: the end of the whole column.
                drawn.items += Glyphs.finished(at: center, halfHeight: across ? metrics.stackedEndHalfWidth : barHalfHeight,
                                               color: theme.foreground,
                                               width: across ? metrics.stackedEndStroke : theme.terminalWidth,
                                               flat: across).roled(.finish)
                drawn.marks.append(Mark(lane: name, tick: terminal.tick, kind: .finished,
                                        frame: frame(width: 2 * half, height: 2 * barHalfHeight)))
            case .failure(let message):
                // Through a marble, the X's arms reach past its outline at the four corners.
                let crossHalf = throughMarble ? metrics.throughHalfHeight * 0.8 : metrics.crossHalf
                drawn.items += Glyphs.failure(at: center, halfSize: crossHalf, color: theme.failure).roled(.failure)
                drawn.marks.append(Mark(lane: name, tick: terminal.tick, kind: .failure,
                                        frame: Rect(center: center, width: 2 * crossHalf, height: 2 * crossHalf),
                                        label: message, tooltip: "failed at tick \(terminal.tick): \(message)"))
            case .cancel:
                let crossAt = throughMarble ? Point(x: center.x, y: center.y - barHalfHeight) : nil
                drawn.items += Glyphs.cancel(at: center, halfHeight: barHalfHeight, color: theme.foreground,
                                             background: context.laneBackground, crossAt: crossAt, flat: across).roled(.cancelMark)
                drawn.marks.append(Mark(lane: name, tick: terminal.tick, kind: .cancel,
                                        frame: frame(width: 2 * half, height: 2 * barHalfHeight),
                                        tooltip: "cancelled at tick \(terminal.tick)"))
            }
        }
    }

    /// Subscription carets.
    static func drawCarets(_ context: Context, into drawn: inout Drawn) {
        let metrics = context.metrics
        for caret in context.lane.carets {
            let tip = context.at(caret.tip)
            drawn.items += Glyphs.caret(tip: tip, halfWidth: metrics.caretHalfWidth, height: metrics.caretHeight,
                                        color: context.theme.signal).roled(.caret)
            drawn.marks.append(Mark(lane: context.name, tick: caret.tick, kind: .subscribe,
                                    frame: Rect(x: tip.x - metrics.caretHalfWidth, y: tip.y, width: 2 * metrics.caretHalfWidth,
                                                height: metrics.caretHeight),
                                    tooltip: "subscribed at tick \(caret.tick)"))
        }
    }

    /// Requests, connections, cancellations and error texts hanging under the lane.
    static func drawAnnotations(_ context: Context, font: FontSpec, into drawn: inout Drawn) {
        let theme = context.theme
        for note in context.lane.annotations {
            let baseline = note.baselineY + context.lineY
            let tipY = note.tipY + context.lineY
            // Under its text's middle, the leader rises from the text's top.
            let foot = note.side == .below ? baseline - note.ascent - 1 : baseline
            let color: RGBA
            let role: ElementRole
            var elements: [Element] = []
            switch note.kind {
            case .request, .cancel:
                color = theme.signal
                role = note.kind == .request ? .requestLabel : .cancelLabel
                elements += Glyphs.upwardSignal(x: note.x, from: foot, tipY: tipY, color: color)
                if let right = note.spanRight {
                    // Requests gathered into one label: a bracket from the first one's tick to
                    // the last one's, an arrowhead at each end.
                    let base = tipY + Glyphs.signalHeadWidth
                    elements.append(.line(from: Point(x: note.x, y: base), to: Point(x: right, y: base), stroke: Stroke(color: color, width: 1)))
                    elements.append(.arrowhead(tip: Point(x: right, y: tipY), direction: Point(x: 0, y: -1), length: Glyphs.signalHeadWidth,
                                               width: Glyphs.signalHeadWidth, fill: color))
                }
            case .connect:
                color = theme.connect
                role = .connectMark
                elements += Glyphs.upwardSignal(x: note.x, from: foot, tipY: tipY, color: color)
            case .error:
                color = theme.failure
                role = .errorLabel
                elements.append(.line(from: Point(x: note.x, y: foot), to: Point(x: note.x, y: tipY),
                                      stroke: Stroke(color: color, width: 0.75)))
            case .idle:
                color = theme.mutedText
                role = .idleNote
            }
            // Signals keep their colour on the leader; their words are quiet grey, errors stay
            // red, and `connect()` keeps its purple, as it is rarer and worth finding.
            let textColor = note.kind == .error || note.kind == .connect ? color : theme.mutedText
            let origin = Point(x: note.textLeft, y: baseline)
            elements.append(.text(TextRun(note.text, origin: origin, font: font, color: textColor)))
            drawn.items += elements.roled(role)
            if note.kind == .request || note.kind == .connect {
                drawn.marks.append(Mark(lane: context.name, tick: note.tick, kind: note.kind == .request ? .request : .connect,
                                        frame: Rect(x: note.left, y: tipY, width: note.right - note.left,
                                                    height: baseline + note.descent - tipY),
                                        label: note.text, tooltip: note.tooltip))
            }
        }
    }
}
