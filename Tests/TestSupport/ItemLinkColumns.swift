import MarbleLayout

// An item link as a reader follows it: a dotted arrow falling from a marble (or an end) to an
// operator box, or from the box to what the input became. Where a label stands in that
// column, the drawn link starts under the label (so it crosses nothing drawn), but it seems
// to hang from the words, and where the label ends is lost. So the column is checked from
// the foot of what the link leaves, not from where its dots begin.

extension DiagramLayout {
    /// Every mark label (text or leader) standing in an item link's column: the link's dotted
    /// line drawn up to the lowest mark or operator box above its start at its x, and its
    /// arrowhead. `margin` shrinks each label's box first.
    public func itemLinkColumnCrossings(measurer: some TextMeasurer, margin: Double = 0.25) -> [LinkCrossing] {
        let boxes = markLabelBoxes(measurer: measurer)
        let feet = marks.filter { ![.request, .connect].contains($0.kind) }.map(\.frame)
            + items.compactMap { item -> Rect? in
                if item.role == .operatorBox, case .rect(let rect, _, _, _) = item.element { return rect }
                return nil
            }
        var found: [LinkCrossing] = []
        for item in items where item.role == .itemLink {
            var segments = LinkGeometry.segments(of: item.element)
            if case .line(let from, _, _) = item.element {
                let above = feet.filter { $0.x <= from.x && from.x <= $0.x + $0.width && $0.y + $0.height <= from.y + 0.5 }
                if let foot = above.map({ $0.y + $0.height }).max() {
                    segments.append((Point(x: from.x, y: foot), from))
                }
            }
            found += LinkGeometry.crossings(of: .itemLink, segments, boxes: boxes, margin: margin)
        }
        return found
    }
}
