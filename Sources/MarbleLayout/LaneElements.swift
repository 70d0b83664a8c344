import MarbleTrace

/// Turns a placed lane into elements and marks, its time line at `lineY`.
struct LaneElements {
    var elements: [Element] = []
    var marks: [Mark] = []

    init(
        _ lane: LaneGeometry, lineY: Double, scale: TimeScale, metrics: Metrics, colors: ValueColors,
        laneBackground: RGBA, linkedElsewhere: Set<Int> = [], annotationFont: FontSpec, measurer: some TextMeasurer
    ) {
        let theme = metrics.theme
        let name = lane.model.lane.name
        func at(_ point: Point) -> Point { Point(x: point.x, y: point.y + lineY) }
        let lineStroke = Stroke(color: theme.foreground, width: theme.lineWidth)

        // The time line, and its arrow when the stream never ended.
        let lineEnd = lane.hasArrow ? lane.lineEnd - theme.arrowLength * 0.5 : lane.lineEnd
        if lineEnd > lane.lineStart {
            elements.append(.line(from: Point(x: lane.lineStart, y: lineY), to: Point(x: lineEnd, y: lineY), stroke: lineStroke))
        }
        if lane.hasArrow {
            elements.append(.arrowhead(
                tip: Point(x: lane.lineEnd, y: lineY), direction: Point(x: 1, y: 0),
                length: theme.arrowLength, width: theme.arrowWidth, fill: theme.foreground))
        }
        for stem in lane.stems {
            elements.append(.line(
                from: Point(x: stem.x, y: lineY), to: Point(x: stem.x, y: lineY + stem.bottom),
                stroke: Stroke(color: theme.foreground, width: 1)))
        }

        // Faint links from replayed values back to the tick they were first emitted at, on
        // this lane when no lane upstream shows that emission (`linkedElsewhere` does).
        let linkColor = theme.mutedText.withAlpha(0.7)
        for (index, marble) in lane.marbles.enumerated() where !linkedElsewhere.contains(index) {
            guard case .replay(let from) = marble.item.kind, from < marble.tick else { continue }
            let ghost = Point(x: scale.x(from), y: lineY)
            let center = at(marble.center)
            let end = Point(x: center.x - marble.shape.halfWidth, y: center.y)
            let lift = min(metrics.radius * 1.1, max(6, (end.x - ghost.x) * 0.35))
            elements.append(.circle(center: ghost, radius: 2.5, fill: laneBackground, stroke: Stroke(color: linkColor, width: 1)))
            elements.append(.curve(
                from: Point(x: ghost.x + 2.5, y: ghost.y - 1),
                control1: Point(x: ghost.x + (end.x - ghost.x) * 0.3, y: ghost.y - lift),
                control2: Point(x: end.x - (end.x - ghost.x) * 0.3, y: end.y - lift * (end.y > lineY ? 0 : 1)),
                to: end,
                stroke: Stroke(color: linkColor, width: 1, dash: [3, 2.5])))
        }

        for marble in lane.marbles {
            let value = marble.item.value
            let color = colors.fill(for: value)
            let capHeight = measurer.measure("0", font: marble.shape.font).ascent
            let style: Glyphs.MarbleStyle
            let kind: Mark.Kind
            var tooltip: String? = marble.shape.truncated ? value.description : nil
            let outline = Stroke(color: theme.foreground, width: metrics.marbleStrokeWidth)
            switch marble.item.kind {
            case .value:
                kind = .value
                style = .init(fill: color, stroke: outline, text: theme.marbleText, strike: nil)
            case .replay(let from):
                kind = .replay
                let fill = color.mixed(with: laneBackground, amount: theme.echoFade)
                let text = Glyphs.readableText(on: fill, theme.marbleText, theme.foreground)
                var dashed = outline
                dashed.dash = [3, 2]
                style = .init(fill: fill, stroke: dashed, text: text, strike: nil)
                tooltip = "\(value) replayed at tick \(marble.tick), first emitted at tick \(from)"
            case .drop(let reason):
                kind = .drop
                style = Glyphs.dropStyle(reason, theme: theme, background: laneBackground, strokeWidth: metrics.marbleStrokeWidth)
                tooltip = "\(value) dropped at tick \(marble.tick): \(reason.rawValue)"
            }
            let center = at(marble.center)
            elements += Glyphs.marble(center: center, shape: marble.shape, style: style, capHeight: capHeight)
            marks.append(Mark(
                lane: name, tick: marble.tick, kind: kind,
                frame: Rect(center: center, width: 2 * marble.shape.halfWidth, height: 2 * marble.shape.radius),
                label: marble.shape.label, fill: style.fill, tooltip: tooltip))
        }

        for terminal in lane.terminals {
            let center = at(terminal.center)
            let half = metrics.terminalHalfWidth(terminal.kind)
            switch terminal.kind {
            case .finished:
                elements += Glyphs.finished(at: center, halfHeight: metrics.barHalfHeight, color: theme.foreground, width: theme.terminalWidth)
                marks.append(Mark(lane: name, tick: terminal.tick, kind: .finished,
                                  frame: Rect(center: center, width: 2 * half, height: 2 * metrics.barHalfHeight)))
            case .failure(let message):
                elements += Glyphs.failure(at: center, halfSize: metrics.crossHalf, color: theme.failure)
                marks.append(Mark(lane: name, tick: terminal.tick, kind: .failure,
                                  frame: Rect(center: center, width: 2 * metrics.crossHalf, height: 2 * metrics.crossHalf),
                                  label: message, tooltip: "failed at tick \(terminal.tick): \(message)"))
            case .cancel:
                elements += Glyphs.cancel(at: center, halfHeight: metrics.barHalfHeight, color: theme.foreground, background: laneBackground)
                marks.append(Mark(lane: name, tick: terminal.tick, kind: .cancel,
                                  frame: Rect(center: center, width: 2 * half, height: 2 * metrics.barHalfHeight),
                                  tooltip: "cancelled at tick \(terminal.tick)"))
            }
        }

        for caret in lane.carets {
            let tip = at(caret.tip)
            elements += Glyphs.caret(tip: tip, halfWidth: metrics.caretHalfWidth, height: metrics.caretHeight, color: theme.signal)
            marks.append(Mark(lane: name, tick: caret.tick, kind: .subscribe,
                              frame: Rect(x: tip.x - metrics.caretHalfWidth, y: tip.y, width: 2 * metrics.caretHalfWidth, height: metrics.caretHeight),
                              tooltip: "subscribed at tick \(caret.tick)"))
        }

        for note in lane.annotations {
            let baseline = note.baselineY + lineY
            let tipY = note.tipY + lineY
            let color: RGBA
            switch note.kind {
            case .request, .cancel:
                color = theme.signal
                elements += Glyphs.upwardSignal(x: note.x, from: baseline, tipY: tipY, color: color)
            case .connect:
                color = theme.connect
                elements += Glyphs.upwardSignal(x: note.x, from: baseline, tipY: tipY, color: color)
            case .error:
                color = theme.failure
                elements.append(.line(from: Point(x: note.x, y: baseline), to: Point(x: note.x, y: tipY),
                                      stroke: Stroke(color: color, width: 0.75)))
            }
            // Signals keep their colour on the leader; their words are quiet grey, errors stay
            // red, and `connect()` keeps its purple, as it is rarer and worth finding.
            let textColor = note.kind == .error || note.kind == .connect ? color : theme.mutedText
            let origin = Point(x: note.x + LaneGeometry.annotationInset, y: baseline)
            elements.append(.text(TextRun(note.text, origin: origin, font: annotationFont, color: textColor)))
            if note.kind == .request || note.kind == .connect {
                let descent = measurer.measure(note.text, font: annotationFont).descent
                marks.append(Mark(lane: name, tick: note.tick, kind: note.kind == .request ? .request : .connect,
                                  frame: Rect(x: note.x, y: tipY, width: LaneGeometry.annotationInset + note.width,
                                              height: baseline + descent - tipY),
                                  label: note.text))
            }
        }
    }
}
