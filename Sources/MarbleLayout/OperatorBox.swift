import MarbleTrace

/// The box between an input lane and its output lane, labelled with the operators as
/// written, spanning the plot like Reactor's and swirly's boxes do. A label too long for
/// one line wraps (at most three lines, breaking before `.` calls and after commas), and
/// the box grows to hold it; one longer still is cut with a footnote number, and the legend
/// gives it whole.
///
/// When the lane's inputs are not the lanes right above the box, the label starts with
/// where its values come from (`a, b ▸ combineLatest(b)`), the names in a lighter colour, so
/// that the box never seems to read from the lane above it.
struct OperatorBox {
    var rect: Rect
    var lines: [String]
    /// The inputs' names and the pointer after them (`a, b ▸ `), drawn before the first line,
    /// or on a line of its own above the label when the label has no room beside it.
    var prefix: String?
    /// Whether the prefix stands on its own line (a narrow plot's box).
    var prefixOwnLine = false

    static let padding = 8.0
    static let maxLines = 3
    static let pointer = "▸"

    /// A box at `top` spanning `left ..< right`, as tall as `label` needs; `sources` names
    /// the inputs when they are not right above. A label cut short ends with `marker`, the
    /// number of the footnote that gives it whole.
    ///
    /// In a narrow box, what is given up first is what the calls are given: the label's
    /// short forms (`map { … }`, `LabelElision`) before a cut anywhere in it, and the prefix
    /// moves to its own line before the label's operators lose room to it.
    init(label: String, sources: [String] = [], left: Double, right: Double, top: Double, theme: Theme, measurer: some TextMeasurer,
         marker: String = "") {
        prefix = OperatorBox.prefix(sources)
        let font = theme.operatorFont
        let beside = OperatorBox.lineWidth(prefix: prefix, left: left, right: right, theme: theme, measurer: measurer)
        let alone = OperatorBox.lineWidth(prefix: nil, left: left, right: right, theme: theme, measurer: measurer)
        let shortForms = LabelElision.shortForms(label).map { $0 + marker }
        func fits(_ text: String, _ width: Double, _ lines: Int) -> Bool {
            LabelWrapper.fits(text, maxWidth: width, font: font, measurer: measurer, maxLines: lines)
        }
        // The first of: the label whole beside the prefix; whole under it; short beside it;
        // short under it; else cut beside it.
        var text = label, width = beside, lineCount = OperatorBox.maxLines, textMarker = marker
        if !fits(label, beside, OperatorBox.maxLines) {
            if prefix != nil, fits(label, alone, OperatorBox.maxLines - 1) {
                (width, lineCount, prefixOwnLine) = (alone, OperatorBox.maxLines - 1, true)
            } else if let short = shortForms.first(where: { fits($0, beside, 1) }) ?? shortForms.first(where: { fits($0, beside, OperatorBox.maxLines) }) {
                // A short form on one line before a longer one broken inside its call.
                (text, textMarker) = (short, "")
            } else if prefix != nil, let short = shortForms.first(where: { fits($0, alone, OperatorBox.maxLines - 1) }) {
                (text, textMarker, width, lineCount, prefixOwnLine) = (short, "", alone, OperatorBox.maxLines - 1, true)
            }
        }
        lines = LabelWrapper.lines(text, maxWidth: width, font: font, measurer: measurer, maxLines: lineCount, marker: textMarker)
        let drawnLines = lines.count + (prefixOwnLine ? 1 : 0)
        let height = max(theme.operatorBoxHeight, Double(drawnLines) * OperatorBox.lineHeight(theme, measurer) + 2 * OperatorBox.padding - 4)
        rect = Rect(x: left, y: top, width: right - left, height: height.rounded(.up))
    }

    /// Whether `label` fits whole in a box spanning `left ..< right`, beside its prefix or
    /// under it (else it is cut or shortened, and needs a footnote).
    static func fits(label: String, sources: [String], left: Double, right: Double, theme: Theme, measurer: some TextMeasurer) -> Bool {
        let prefix = prefix(sources)
        if LabelWrapper.fits(label, maxWidth: lineWidth(prefix: prefix, left: left, right: right, theme: theme, measurer: measurer),
                             font: theme.operatorFont, measurer: measurer, maxLines: maxLines) { return true }
        return prefix != nil && LabelWrapper.fits(label, maxWidth: lineWidth(prefix: nil, left: left, right: right, theme: theme, measurer: measurer),
                                                  font: theme.operatorFont, measurer: measurer, maxLines: maxLines - 1)
    }

    private static func prefix(_ sources: [String]) -> String? {
        sources.isEmpty ? nil : sources.joined(separator: ", ") + " \(OperatorBox.pointer) "
    }

    /// The room for a line: lines stay centred, so the prefix takes its room from both sides.
    private static func lineWidth(prefix: String?, left: Double, right: Double, theme: Theme, measurer: some TextMeasurer) -> Double {
        let prefixWidth = prefix.map { measurer.measure($0, font: OperatorBox.prefixFont(theme)).width } ?? 0
        return right - left - 2 * OperatorBox.padding - 2 * prefixWidth
    }

    static func lineHeight(_ theme: Theme, _ measurer: some TextMeasurer) -> Double {
        let extent = measurer.measure("Hg", font: theme.operatorFont)
        return ((extent.ascent + extent.descent) * 1.25).rounded()
    }

    /// The prefix's face: the operator font's, not bold, so the operators stand out.
    static func prefixFont(_ theme: Theme) -> FontSpec {
        FontSpec(family: theme.operatorFont.family, size: theme.operatorFont.size)
    }

    /// The box's outline and its label, each line centred; the prefix, if any, leads the
    /// first line (the line and its prefix centred together).
    func items(theme: Theme, measurer: some TextMeasurer) -> [RoledElement] {
        let font = theme.operatorFont
        let extent = measurer.measure("Hg", font: font)
        let lineHeight = OperatorBox.lineHeight(theme, measurer)
        // The block of lines is centred as a whole: the first baseline sits half the block
        // above the middle, plus the ascent's share.
        let drawnLines = lines.count + (prefixOwnLine ? 1 : 0)
        let block = Double(drawnLines - 1) * lineHeight
        var firstBaseline = rect.center.y - block / 2 + (extent.ascent - extent.descent) / 2
        var elements: [RoledElement] = [
            RoledElement(.operatorBox, .rect(rect, cornerRadius: 3, fill: theme.background, stroke: Stroke(color: theme.foreground, width: 1))),
        ]
        if prefixOwnLine, let prefix {
            elements.append(RoledElement(.operatorLabel, .text(TextRun(prefix.trimmingSuffixSpaces, origin: Point(x: rect.center.x, y: firstBaseline.rounded()),
                                                                       font: OperatorBox.prefixFont(theme), color: theme.secondaryText,
                                                                       anchor: .middle))))
            firstBaseline += lineHeight
        }
        for (index, line) in lines.enumerated() {
            let baseline = (firstBaseline + Double(index) * lineHeight).rounded()
            if index == 0, !prefixOwnLine, let prefix {
                let prefixFont = OperatorBox.prefixFont(theme)
                let prefixWidth = measurer.measure(prefix, font: prefixFont).width
                let left = rect.center.x - (prefixWidth + measurer.measure(line, font: font).width) / 2
                elements.append(RoledElement(.operatorLabel, .text(TextRun(prefix, origin: Point(x: left, y: baseline), font: prefixFont,
                                                                           color: theme.secondaryText))))
                elements.append(RoledElement(.operatorLabel, .text(TextRun(line, origin: Point(x: left + prefixWidth, y: baseline), font: font,
                                                                           color: theme.foreground))))
                continue
            }
            elements.append(RoledElement(.operatorLabel, .text(TextRun(line, origin: Point(x: rect.center.x, y: baseline), font: font,
                                                                       color: theme.foreground, anchor: .middle))))
        }
        return elements
    }
}

extension Lane {
    /// Whether the lane's operators are worth a box: any operator, and a `sink` only when
    /// it asks for limited demand (`sink(demand: 2)` explains the drops below it). `sink()`,
    /// `sink(at: 4)` or `sink(until: 9)` transform nothing, and the lane's label already
    /// says when it subscribes and cancels.
    var deservesOperatorBox: Bool {
        !steps.isEmpty && !steps.allSatisfy(\.isTransparent)
    }

    /// Whether every operator of the lane maps a tick's input to that tick's output, so a
    /// link from each input to what it became is the truth.
    var mapsTickToTick: Bool {
        !steps.isEmpty && steps.allSatisfy(\.mapsTickToTick)
    }
}

private extension String {
    /// The prefix on its own line is centred: its trailing space would push it left.
    var trimmingSuffixSpaces: String { String(reversed().drop { $0 == " " }.reversed()) }
}
