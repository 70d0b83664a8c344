/// The trace as ASCII marble lines, one per lane (`marbles trace --format text`).
///
/// Each tick is a column, as wide as its widest cell across lanes (and one more where a value
/// of several characters would touch the value of the next tick), so lanes stay aligned even
/// with long values and neighbouring values never run together. Glyphs: `^` subscribe, `!` cancel, `|` finished, `#` failure,
/// `+` connect, a value as itself, `<v>` a replayed value, `{v}` a dropped one; several events at one
/// tick are grouped `(^,1)`, and a value alone at its tick that starts with `-` (`-3`) too, so that
/// its sign is not read as time passing (`-(-3)4|`). `-` marks time while a stream is live;
/// requests are not shown.
public enum TraceText {
    /// A `# title` line if there is one, then a line per lane: its name, padded to the
    /// longest, and its cells.
    public static func encode(_ trace: Trace) -> String {
        let lastTick = max(trace.ticks, (trace.lanes.flatMap(\.events).map(\.tick).max() ?? 0) + 1)
        let rows = trace.lanes.map { cells(for: $0, ticks: lastTick) }
        var widths = Array(repeating: 1, count: lastTick)
        // Once a value takes several characters, `17` could be one value or two: then every
        // two values on neighbouring ticks are kept apart.
        let hasLongValues = trace.lanes.contains { lane in
            lane.events.contains { if case .value(let v) = $0.kind { return v.description.count > 1 }; return false }
        }
        for row in rows {
            for (tick, cell) in row.enumerated() {
                widths[tick] = max(widths[tick], cell.text.count)
                // Values on neighbouring ticks, one of several characters, keep a fill
                // between them: `11` then `40` read `11-40`, not `1140`.
                if tick + 1 < row.count, runTogether(cell.text, row[tick + 1].text, anyLong: hasLongValues) {
                    widths[tick] = max(widths[tick], cell.text.count + 1)
                }
            }
        }
        let nameWidth = trace.lanes.map(\.name.count).max() ?? 0
        var out = trace.title.map { "# \($0)\n" } ?? ""
        for (lane, row) in zip(trace.lanes, rows) {
            var line = lane.name + String(repeating: " ", count: nameWidth - lane.name.count + 2)
            for (tick, cell) in row.enumerated() {
                let fill: Character = cell.live ? "-" : " "
                line += cell.text + String(repeating: fill, count: widths[tick] - cell.text.count)
            }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        return out
    }

    /// Whether `next` written right after `text` would read as one value.
    private static func runTogether(_ text: String, _ next: String, anyLong: Bool) -> Bool {
        guard let last = text.last, let first = next.first, anyLong || text.count > 1 || next.count > 1 else { return false }
        return !")}>|#!^+-".contains(last) && !"({<|#!^+-".contains(first)
    }

    private struct Cell {
        var text: String
        var live: Bool
    }

    private static func cells(for lane: Lane, ticks: Int) -> [Cell] {
        var glyphs = Array(repeating: [String](), count: ticks)
        for event in lane.events where event.tick < ticks {
            if let glyph = glyph(event.kind) {
                glyphs[event.tick].append(glyph)
            }
        }
        let start = lane.liveStart
        let end = lane.liveEnd ?? ticks
        return glyphs.enumerated().map { tick, glyphs in
            let text: String
            switch glyphs.count {
            case 0: text = ""
            case 1: text = glyphs[0].hasPrefix("-") ? "(" + glyphs[0] + ")" : glyphs[0]
            default: text = "(" + glyphs.joined(separator: ",") + ")"
            }
            return Cell(text: text.isEmpty && tick >= start && tick < end ? "-" : text, live: tick >= start && tick < end)
        }
    }

    private static func glyph(_ kind: TraceEvent.Kind) -> String? {
        switch kind {
        case .subscribe: return "^"
        // Never sent: what the subject held from the start shows where it is replayed (`<0>`).
        case .request, .initial, .finishHeld: return nil
        case .value(let v): return v.description
        case .replay(let v, _): return "<\(v)>"
        case .drop(let v, _): return "{\(v)}"
        case .finished: return "|"
        case .failure: return "#"
        case .cancel: return "!"
        case .connect: return "+"
        }
    }
}
