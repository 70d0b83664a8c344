/// The mark labels hanging under lanes (`request(∞)`, `connect()`, `cancel()`, an error's
/// text, each with its leader) as room a replay link keeps clear of: a dashed line through
/// words makes both hard to read.
///
/// A link router passes bands one at a time, each straight down at a free x, so the bands
/// must not overlap. A label reaches into the bands of its lane (its line, a row of stacked
/// marbles beside it): there it blocks its width in those bands; the rest of its height, where
/// no band is, becomes bands of its own, labels whose heights overlap sharing one.
enum LabelBands {
    /// A label's box, absolute: its top (the leader's tip), its bottom (the text's descent)
    /// and the x range it covers, leader to the end of its text.
    struct Box {
        var top: Double
        var bottom: Double
        var left: Double
        var right: Double
    }

    /// Room kept above and below a label.
    static let verticalClearance = 2.0
    /// A label's part where no band is must keep this far from the bands next to it: a link
    /// passes a band from its top to its bottom, and the next one from strictly lower.
    static let separation = 0.25

    /// What `labels` add: spans for the bands they reach into (by index into `bands`, given
    /// as (top, bottom)), with the label's box, and new bands (top, bottom, spans) for the
    /// rest of their height.
    static func place(_ labels: [Box], among bands: [(top: Double, bottom: Double)], clearance: Double)
        -> (spans: [(band: Int, span: ClosedRange<Double>, box: Box)], bands: [(top: Double, bottom: Double, blocked: [ClosedRange<Double>])]) {
        // The bands by their top, with the lowest bottom up to each: the bands a label reaches
        // are found by binary search, where a replay-heavy diagram has thousands of rows.
        let order = bands.indices.sorted { bands[$0].top < bands[$1].top || (bands[$0].top == bands[$1].top && $0 < $1) }
        var lowest = -Double.infinity
        let lowestBottom = order.map { index in
            lowest = max(lowest, bands[index].bottom)
            return lowest
        }
        var spans: [(band: Int, span: ClosedRange<Double>, box: Box)] = []
        var pieces: [(top: Double, bottom: Double, span: ClosedRange<Double>)] = []
        for label in labels {
            let top = label.top - verticalClearance, bottom = label.bottom + verticalClearance
            let span = (label.left - clearance)...(label.right + clearance)
            // Bands starting above the label's bottom: a prefix of `order`.
            let low = order.partitionPoint { bands[$0].top >= bottom }
            var reached: [(top: Double, bottom: Double)] = []
            var position = low - 1
            while position >= 0, lowestBottom[position] > top {
                let band = bands[order[position]]
                if band.bottom > top {
                    spans.append((order[position], span, label))
                    reached.append((band.top, band.bottom))
                }
                position -= 1
            }
            // The rest of the label's height, between the bands it reaches.
            var from = top
            for band in reached.sorted(by: { $0.top < $1.top }) {
                if band.top > from { pieces.append((from, band.top, span)) }
                from = max(from, band.bottom)
            }
            if from < bottom { pieces.append((from, bottom, span)) }
        }
        // Pieces whose heights overlap make one band, so that no two bands overlap.
        var merged: [(top: Double, bottom: Double, blocked: [ClosedRange<Double>])] = []
        for piece in pieces.sorted(by: { ($0.top, $0.bottom, $0.span.lowerBound) < ($1.top, $1.bottom, $1.span.lowerBound) }) {
            if let last = merged.last, piece.top < last.bottom {
                merged[merged.count - 1].bottom = max(last.bottom, piece.bottom)
                merged[merged.count - 1].blocked.append(piece.span)
            } else {
                merged.append((piece.top, piece.bottom, [piece.span]))
            }
        }
        // Kept strictly apart from the bands they touch.
        let separated = merged.compactMap { band -> (top: Double, bottom: Double, blocked: [ClosedRange<Double>])? in
            let top = band.top + separation, bottom = band.bottom - separation
            return top < bottom ? (top, bottom, band.blocked) : nil
        }
        return (spans, separated)
    }
}

extension LabelBands.Box {
    /// Whether `point` is in the box or within `clearance` of its sides (`verticalClearance`
    /// of its top and bottom).
    func contains(_ point: Point, clearance: Double) -> Bool {
        point.x > left - clearance && point.x < right + clearance
            && point.y > top - LabelBands.verticalClearance && point.y < bottom + LabelBands.verticalClearance
    }
}
