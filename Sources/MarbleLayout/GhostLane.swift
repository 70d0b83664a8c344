/// An expected lane drawn under the actual one in a diff diagram (`marbles test`): it is
/// laid out as any lane, then ghosted here, and the marbles that differ are ringed. Kept
/// apart from the layouter, which knows nothing of expectations.
extension DiagramLayout {
    /// This layout with the lane named `ghost` faded and its line dashed, and a ring around
    /// each mark of one of `kinds` at a place of `ringed` (lane name and tick), with a legend
    /// row saying what a ring means.
    ///
    /// The ghost's line starts where the expected lane subscribes, or (an expectation of what
    /// was received says nothing of when) where the actual lane does: a line from the left
    /// edge would read as a subscriber that was there all along.
    /// The ghost lane's band runs from half-way up to the lane above to a marble's height
    /// below; in it, what stands for the lane (its line, marks, name) is faded, never the
    /// axis, guides or links that merely cross it.
    /// Its colours fade towards `background` rather than turn transparent, so that its
    /// dashed line does not show through its marbles.
    public func ghosting(lane ghost: String, above actual: String, ringing ringed: [(lane: String, tick: Int)],
                         kinds: Set<Mark.Kind>, color: RGBA, theme: Theme) -> DiagramLayout {
        let background = theme.background
        var result = self
        if let ghostY = axisY(ghost), let actualY = axisY(actual) {
            result.items = startingLine(of: ghost, at: ghostY, likeThatOf: actual)
            let half = max(abs(ghostY - actualY) / 2, 8)
            // Below everything the actual lane hangs under its line (stacked marbles, its
            // caret and requests), though that reach past half-way.
            let actualBottom = marks.filter { $0.lane == actual }.map { $0.frame.y + $0.frame.height }.max() ?? actualY
            let top = min(max(ghostY - half, actualBottom + 1), ghostY - 8)
            let band = top...(ghostY + min(half, 18))
            result.items = result.items.map { item in
                guard !Self.unfaded.contains(item.role), let y = Self.anchorY(item.element), band.contains(y) else { return item }
                // Its name is read, not compared: faded less, so `C.drops expected` stays legible.
                let amount = item.role == .laneName ? Self.nameFade : Self.markFade
                return RoledElement(item.role, Self.ghosted(item.element, background: background, amount: amount))
            }
        }
        for (lane, tick) in ringed {
            for mark in marks where mark.lane == lane && mark.tick == tick && kinds.contains(mark.kind) {
                let radius = max(mark.frame.width, mark.frame.height) / 2 + 4
                result.items.append(RoledElement(.differenceRing, .circle(center: mark.center, radius: radius, fill: nil, stroke: Stroke(color: color, width: 2))))
            }
        }
        // A diagram with several failing lanes is ghosted once per lane: one legend row says it.
        if result.items.contains(where: { $0.role == .differenceRing }), !result.hasRingLegend {
            result.appendLegendRow(Self.ringLegendText, theme: theme) { center, radius in
                .circle(center: center, radius: radius - 1, fill: nil, stroke: Stroke(color: color, width: 2))
            }
        }
        return result
    }

    /// The items with the ghost's time line (at `y`) starting at its own first subscription,
    /// else at `actual`'s.
    private func startingLine(of ghost: String, at y: Double, likeThatOf actual: String) -> [RoledElement] {
        let ownStart = marks.first { $0.lane == ghost && $0.kind == .subscribe }
        guard ownStart == nil, let start = marks.first(where: { $0.lane == actual && $0.kind == .subscribe })?.center.x else {
            return items
        }
        return items.compactMap { item in
            guard item.role == .timeLine, case .line(let from, let to, let stroke) = item.element,
                  from.y == y, to.y == y, from.x < start else { return item }
            return to.x > start ? RoledElement(.timeLine, .line(from: Point(x: start, y: y), to: to, stroke: stroke)) : nil
        }
    }

    /// A legend row under everything: the icon `icon` makes (given its centre and radius)
    /// and `text`; the canvas grows to hold it.
    mutating func appendLegendRow(_ text: String, theme: Theme, icon: (Point, Double) -> Element) {
        let radius = 6.5
        let hasLegend = items.contains { $0.role == .legend }
        // As the legend spaces its rows (a row is a 13 pt icon and 9 pt between), or as it
        // stands under the axis when there is none.
        let contentBottom = size.height - theme.margin
        let axisBottom = items.filter { $0.role == .axis }.compactMap { Self.anchorY($0.element) }.max() ?? contentBottom
        let rowCenter = hasLegend ? contentBottom + radius + 7 : axisBottom + 16 + radius + 4
        let font = theme.legendFont
        let left = theme.margin
        items.append(RoledElement(.legend, icon(Point(x: left + radius, y: rowCenter), radius)))
        let textX = left + 2 * radius + 6
        items.append(RoledElement(.legend, .text(TextRun(text, origin: Point(x: textX, y: rowCenter + font.size * 0.36),
                                                         font: font, color: theme.mutedText))))
        size.height = (rowCenter + radius + 2 + theme.margin).rounded(.up)
        // A long row (a failed assertion's values) widens the canvas rather than run off it;
        // an estimate, as a finished layout has no measurer: wide characters are rare in it.
        size.width = max(size.width, (textX + Double(text.count) * font.size * 0.62 + theme.margin).rounded(.up))
        items = items.map { item in
            guard item.role == .background, case .rect(let rect, let corner, let fill, let stroke) = item.element else { return item }
            return RoledElement(.background, .rect(Rect(x: rect.x, y: rect.y, width: size.width, height: size.height),
                                                   cornerRadius: corner, fill: fill, stroke: stroke))
        }
    }

    private var hasRingLegend: Bool {
        items.contains { item in
            guard item.role == .legend, case .text(let run) = item.element else { return false }
            return run.string == Self.ringLegendText
        }
    }

    /// What a difference ring means, in the legend.
    public static let ringLegendText = "differs from the expectation"

    /// The y of a lane's line: where its marks sit, else (no marks) a little above its name's
    /// baseline.
    /// What belongs to the whole diagram rather than to the lane, though it may cross its band.
    private static let unfaded: Set<ElementRole> = [.background, .groupBand, .guide, .title, .axis, .legend, .replayLink, .itemLink, .operatorBox, .operatorLabel]

    func axisY(_ lane: String) -> Double? {
        marks.first { $0.lane == lane && $0.kind != .request }?.center.y ?? nameBaseline(lane).map { $0 - 8 }
    }

    private func nameBaseline(_ lane: String) -> Double? {
        for item in items where item.role == .laneName {
            if case .text(let run) = item.element, run.string == lane { return run.origin.y }
        }
        return nil
    }

    private static func anchorY(_ element: Element) -> Double? {
        switch element {
        case .rect(let rect, _, _, _): return rect.center.y
        case .circle(let center, _, _, _), .cross(let center, _, _): return center.y
        case .line(let from, let to, _): return (from.y + to.y) / 2
        case .segments(let segments, _): return segments.first.map { ($0.from.y + $0.to.y) / 2 }
        case .polyline(let points, _): return points.first?.y
        case .curve(let from, _, _, _, _), .path(let from, _, _): return from.y
        case .arrowhead(let tip, _, _, _, _): return tip.y
        case .text(let run): return run.origin.y
        }
    }

    /// How far a ghost lane's marks fade towards the background, and its name.
    static let markFade = 0.6
    static let nameFade = 0.3

    private static func ghosted(_ element: Element, background: RGBA, amount: Double) -> Element {
        let fade = { (color: RGBA) in color.mixed(with: background.withAlpha(color.alpha), amount: amount) }
        let fadeStroke = { (stroke: Stroke) -> Stroke in
            var faded = stroke
            faded.color = fade(stroke.color)
            return faded
        }
        switch element {
        case .rect(let rect, let radius, let fill, let stroke):
            return .rect(rect, cornerRadius: radius, fill: fill.map(fade), stroke: stroke.map(fadeStroke))
        case .circle(let center, let radius, let fill, let stroke):
            return .circle(center: center, radius: radius, fill: fill.map(fade), stroke: stroke.map(fadeStroke))
        case .line(let from, let to, let stroke):
            var dashed = fadeStroke(stroke)
            if from.y == to.y, dashed.dash.isEmpty { dashed.dash = [6, 4] }
            return .line(from: from, to: to, stroke: dashed)
        case .segments(let segments, let stroke): return .segments(segments, stroke: fadeStroke(stroke))
        case .polyline(let points, let stroke): return .polyline(points, stroke: fadeStroke(stroke))
        case .curve(let from, let c1, let c2, let to, let stroke):
            return .curve(from: from, control1: c1, control2: c2, to: to, stroke: fadeStroke(stroke))
        case .path(let from, let pieces, let stroke): return .path(from: from, pieces: pieces, stroke: fadeStroke(stroke))
        case .arrowhead(let tip, let direction, let length, let width, let fill):
            return .arrowhead(tip: tip, direction: direction, length: length, width: width, fill: fade(fill))
        case .cross(let center, let halfSize, let stroke): return .cross(center: center, halfSize: halfSize, stroke: fadeStroke(stroke))
        case .text(var run):
            run.color = fade(run.color)
            return .text(run)
        }
    }
}
