import MarbleTrace

/// The legend under the axis: one entry per kind of mark that needs explaining and occurs
/// in the diagram (drops by reason, replays, cancellations), each drawn with the same glyph
/// as in the lanes; then the full text of every value whose marble shows it cut short.
struct LegendLayout {
    private(set) var elements: [Element] = []
    private(set) var right: Double = 0
    private(set) var bottom: Double
    var isEmpty: Bool { elements.isEmpty }

    enum Entry: Hashable {
        case drop(TraceEvent.DropReason)
        case initial
        case finishHeld
        case replay(Replays)
        case cancel

        var text: String {
            switch self {
            case .drop(let reason): return "dropped: \(reason.rawValue)"
            case .initial: return "initial value: held from the start, never sent"
            case .finishHeld: return "finish held: finished upstream, let through once the held values are handed on with demand left"
            case .replay(let replays):
                let when = [replays.onSubscription ? "on subscription" : nil, replays.onRequest ? "on a later request" : nil]
                    .compactMap { $0 }.joined(separator: " or ")
                // A value emitted at the tick it is replayed is right above: no link leads from
                // it (one from an initial value drawn on its subject's lane does).
                let link = replays.someUnlinked ? ", when that was earlier" : ""
                // A link across more than `ReplayLinks.mostBandsCrossed` lanes is not drawn.
                let leftOut = replays.leftOut == 0 ? "" : replays.leftOut == 1
                    ? "; 1 link crossing more than \(ReplayLinks.mostBandsCrossed) lane lines and label rows is left out"
                    : "; \(replays.leftOut) links crossing more than \(ReplayLinks.mostBandsCrossed) lane lines and label rows are left out"
                return "replayed \(when); a dashed link leads to where it was first emitted\(link)\(leftOut)"
            case .cancel: return "cancelled"
            }
        }
    }

    /// When the diagram's replays happened, and whether each has a link to follow.
    struct Replays: Hashable {
        var onSubscription = false
        var onRequest = false
        var someUnlinked = false
        /// How many links were left out for crossing too many lanes.
        var leftOut = 0
    }

    static let iconRadius = 6.5
    /// The most rows one footnote may take.
    static let maxFootnoteLines = 6

    init(models: [LaneModel], replayLinksLeftOut: Int, footnotes: Footnotes, theme: Theme, left: Double, top: Double, maxRight: Double,
         measurer: some TextMeasurer) {
        let entries = theme.showsLegend ? LegendLayout.entries(in: models, replayLinksLeftOut: replayLinksLeftOut) : []
        bottom = top
        guard !entries.isEmpty || !footnotes.isEmpty else { return }

        let font = theme.legendFont
        let cap = measurer.measure("H", font: font).ascent
        let radius = LegendLayout.iconRadius
        let rowHeight = 2 * radius + 9
        var x = left
        var rowCenter = top + radius
        for entry in entries {
            let width = 2 * radius + 6 + measurer.measure(entry.text, font: font).width
            if x > left, x + width > maxRight {
                x = left
                rowCenter += rowHeight
            }
            elements += LegendLayout.icon(entry, center: Point(x: x + radius, y: rowCenter), theme: theme)
            elements.append(.text(TextRun(entry.text, origin: Point(x: x + 2 * radius + 6, y: rowCenter + cap / 2),
                                          font: font, color: theme.mutedText)))
            right = max(right, x + width)
            x += width + 22
        }
        if !footnotes.isEmpty {
            if !entries.isEmpty { rowCenter += rowHeight }
            placeFootnotes(footnotes, theme: theme, left: left, rowCenter: &rowCenter, rowHeight: rowHeight - 4,
                           cap: cap, maxRight: maxRight, measurer: measurer)
        }
        bottom = rowCenter + radius + 2
    }

    /// `¹ full value` entries, flowing left to right and wrapping at `maxRight`.
    private mutating func placeFootnotes(
        _ footnotes: Footnotes, theme: Theme, left: Double, rowCenter: inout Double, rowHeight: Double,
        cap: Double, maxRight: Double, measurer: some TextMeasurer
    ) {
        let font = theme.legendFont
        // A footnote wider than the legend wraps onto rows of its own (up to a limit past
        // which it says it was cut), so that what a marble or a label cut short is given whole.
        let maxWidth = max(120, maxRight - left)
        var texts = footnotes.values.enumerated().map { index, value in
            LabelWrapper.lines(Footnotes.superscript(index + 1) + " " + value, maxWidth: maxWidth, font: font, measurer: measurer,
                               maxLines: LegendLayout.maxFootnoteLines)
        }
        if footnotes.unnumbered > 0 {
            texts.append(["and \(footnotes.unnumbered) more values cut short: full text on hover in the SVG"])
        }
        var x = left
        for lines in texts {
            if lines.count > 1, x > left {
                x = left
                rowCenter += rowHeight
            }
            for (index, text) in lines.enumerated() {
                let width = measurer.measure(text, font: font).width
                if x > left, index > 0 || x + width > maxRight {
                    x = left
                    rowCenter += rowHeight
                }
                elements.append(.text(TextRun(text, origin: Point(x: x, y: rowCenter + cap / 2), font: font, color: theme.secondaryText)))
                right = max(right, x + width)
                x += width + 18
            }
            if lines.count > 1 { x = maxRight }
        }
    }

    /// The entries for what occurs in `models`, in a fixed order.
    static func entries(in models: [LaneModel], replayLinksLeftOut: Int) -> [Entry] {
        var present = Set<Entry>()
        var replays: Replays?
        let initialTicks = Set(models.flatMap { model in
            model.columns.filter { $0.items.contains { $0.kind == .initial } }.map(\.tick)
        })
        for model in models {
            for column in model.columns {
                for item in column.items {
                    switch item.kind {
                    case .value: break
                    case .initial: present.insert(.initial)
                    case .replay(let from):
                        var seen = replays ?? Replays()
                        // Handed over at a subscription, or at a request that came later.
                        if model.subscribes.contains(column.tick) { seen.onSubscription = true } else { seen.onRequest = true }
                        if from >= column.tick, !initialTicks.contains(from) { seen.someUnlinked = true }
                        seen.leftOut = replayLinksLeftOut
                        replays = seen
                    case .drop(let reason): present.insert(.drop(reason))
                    }
                }
            }
            if model.terminals.contains(where: { $0.kind == .cancel }) { present.insert(.cancel) }
            if !model.heldFinishes.isEmpty { present.insert(.finishHeld) }
        }
        let drops: [Entry] = [.noDemand, .bufferFull, .overwritten, .endedBeforeRequested, .superseded, .lostAtFailure].map(Entry.drop)
        return drops.filter(present.contains) + [Entry.initial, .finishHeld].filter(present.contains) + (replays.map { [.replay($0)] } ?? [])
            + (present.contains(.cancel) ? [.cancel] : [])
    }

    private static func icon(_ entry: Entry, center: Point, theme: Theme) -> [Element] {
        let shape = MarbleShape(halfWidth: iconRadius, radius: iconRadius, label: "", font: theme.legendFont, truncated: false)
        switch entry {
        case .drop(let reason):
            return Glyphs.marble(center: center, shape: shape, style: Glyphs.dropStyle(
                reason, theme: theme, background: theme.background, strokeWidth: theme.marbleStrokeWidth), capHeight: 0)
        case .finishHeld:
            return Glyphs.heldFinish(at: center, halfHeight: iconRadius + 1, color: theme.foreground, width: theme.terminalWidth)
        case .initial:
            return Glyphs.marble(center: center, shape: shape, style: Glyphs.initialStyle(
                fill: theme.palette[0], theme: theme, strokeWidth: theme.marbleStrokeWidth), capHeight: 0)
        case .replay:
            return Glyphs.marble(center: center, shape: shape, style: .init(
                fill: theme.palette[0].mixed(with: theme.background, amount: theme.echoFade),
                stroke: Stroke(color: theme.foreground, width: theme.marbleStrokeWidth, dash: [3, 2]),
                text: theme.marbleText, strike: nil), capHeight: 0)
        case .cancel:
            return Glyphs.cancel(at: center, halfHeight: iconRadius + 1, color: theme.foreground, background: theme.background)
        }
    }
}
