import MarbleTrace

/// The left column: each binding's name in bold with its expression as written below it,
/// and, for a binding subscribed several times, a tag per row (`[2] → D`).
struct NameColumn {
    private struct Block {
        var name: String
        var lines: [String]
        var tags: [String]
        /// Each tag's width, to shorten the tags of a shared row that do not fit together.
        var tagWidths: [Double]
    }

    private var blocks: [Block]
    private let theme: Theme
    private let nameCapHeight: Double
    private let tagCapHeight: Double
    private let labelLineHeight: Double
    private let labelDescent: Double
    /// The widths of ", ", "…" and " … ", the pieces of a shortened row of tags.
    private let separatorWidth: Double
    private let ellipsisWidth: Double
    private let spacedEllipsisWidth: Double
    /// The whole column, tags included.
    let width: Double
    /// The widest single tag: the room a tag has beside the name and label.
    private let tagColumnWidth: Double

    static let tagGap = 12.0

    /// A row of a group: its lane, and whether it branches off another binding's lane (an
    /// inner publisher), which tags it with its own name.
    struct Row {
        var lane: Lane
        var branchesOff: Bool
    }

    /// The column for `groups`, each the rows of one binding, top to bottom, with the label
    /// shown under each group's name (`labels`, one per group). A label too long for three
    /// lines is cut with a footnote number added to `footnotes`, which gives it in full.
    init(groups: [[Row]], labels: [String], theme: Theme, footnotes: inout Footnotes, measurer: some TextMeasurer) {
        self.theme = theme
        var blocks: [Block] = []
        var textWidth = 0.0
        var tagWidth = 0.0
        for (rows, label) in zip(groups, labels) {
            let first = rows[0].lane
            let name = first.id.stream.description
            var lines: [String] = []
            if !label.isEmpty, label != name {
                let fits = LabelWrapper.fits(label, maxWidth: theme.maxLabelWidth, font: theme.laneLabelFont, measurer: measurer)
                let marker = fits ? "" : footnotes.number(label) ?? ""
                lines = LabelWrapper.lines(label, maxWidth: theme.maxLabelWidth, font: theme.laneLabelFont, measurer: measurer,
                                           marker: marker)
            }
            let tags = rows.map { row -> String in
                let lane = row.lane
                if row.branchesOff { return lane.name }
                guard let subscription = lane.id.subscription else { return "" }
                let suffix = "[\(subscription)]"
                return lane.subscribers.isEmpty ? suffix : suffix + " → " + lane.subscribers.map(\.description).joined(separator: ", ")
            }
            textWidth = max(textWidth, measurer.measure(name, font: theme.laneNameFont).width)
            for line in lines { textWidth = max(textWidth, measurer.measure(line, font: theme.laneLabelFont).width) }
            let tagWidths = tags.map { $0.isEmpty ? 0 : measurer.measure($0, font: theme.annotationFont).width }
            tagWidth = max(tagWidth, tagWidths.max() ?? 0)
            blocks.append(Block(name: name, lines: lines, tags: tags, tagWidths: tagWidths))
        }
        self.blocks = blocks
        width = textWidth + (tagWidth > 0 ? NameColumn.tagGap + tagWidth : 0)
        tagColumnWidth = tagWidth
        nameCapHeight = measurer.measure("H", font: theme.laneNameFont).ascent
        tagCapHeight = measurer.measure("H", font: theme.annotationFont).ascent
        let label = measurer.measure("(Hg)", font: theme.laneLabelFont)
        labelLineHeight = (label.ascent + label.descent) * 1.15 + 1
        labelDescent = label.descent
        separatorWidth = measurer.measure(", ", font: theme.annotationFont).width
        ellipsisWidth = measurer.measure("…", font: theme.annotationFont).width
        spacedEllipsisWidth = measurer.measure(" … ", font: theme.annotationFont).width
    }

    /// Adds the name, label and tags of `group` whose rows have their lines at `lineYs`;
    /// tags end at `tagRight`. Returns the lowest y the texts reach.
    func place(group: Int, lineYs: [Double], tagRight: Double, into items: inout [RoledElement]) -> Double {
        let block = blocks[group]
        let left = theme.margin
        let nameBaseline = lineYs[0] + nameCapHeight / 2
        items.append(RoledElement(.laneName, .text(TextRun(block.name, origin: Point(x: left, y: nameBaseline), font: theme.laneNameFont, color: theme.foreground))))
        var bottom = nameBaseline + 3
        for (index, line) in block.lines.enumerated() {
            let baseline = nameBaseline + 4 + labelLineHeight * Double(index + 1)
            items.append(RoledElement(.laneLabel, .text(TextRun(line, origin: Point(x: left, y: baseline), font: theme.laneLabelFont, color: theme.secondaryText))))
            bottom = baseline + labelDescent
        }
        // Branches that share a row (one after the other in time) share its tag.
        var rows: [(lineY: Double, tags: [Int])] = []
        var rowAt: [Double: Int] = [:]
        for (index, lineY) in zip(block.tags.indices, lineYs) where !block.tags[index].isEmpty {
            if let row = rowAt[lineY] {
                rows[row].tags.append(index)
            } else {
                rowAt[lineY] = rows.count
                rows.append((lineY, [index]))
            }
        }
        // A shared row's tags may run left over the column, to the margin, but no further, and
        // not into the name and label beside the group's first rows.
        for row in rows {
            let room = row.lineY - tagCapHeight / 2 < bottom + 2 ? tagColumnWidth : tagRight - left
            items.append(RoledElement(.laneTag, .text(TextRun(tagText(row.tags, of: block, room: room),
                                                              origin: Point(x: tagRight, y: row.lineY + tagCapHeight / 2),
                                                              font: theme.annotationFont, color: theme.secondaryText, anchor: .end))))
        }
        return bottom
    }

    /// The tags `indices` of `block` that share a row, joined; shortened to the first two and
    /// the last (`f.1, f.4, …, f.70`), or the first and the last (`f.1 … f.70`), when they do not
    /// fit in `room`.
    private func tagText(_ indices: [Int], of block: Block, room: Double) -> String {
        let tags = indices.map { block.tags[$0] }, widths = indices.map { block.tagWidths[$0] }
        let full = widths.reduce(0, +) + Double(tags.count - 1) * separatorWidth
        guard tags.count > 2, full > room else { return tags.joined(separator: ", ") }
        let last = tags.count - 1
        if tags.count > 3, widths[0] + widths[1] + widths[last] + 3 * separatorWidth + ellipsisWidth <= room {
            return "\(tags[0]), \(tags[1]), …, \(tags[last])"
        }
        return "\(tags[0]) … \(tags[last])"
    }
}
