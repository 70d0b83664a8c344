/// Dotted arrows from input marbles through an operator box to the output marbles they
/// became, as Reactor and dooble draw them. Drawn only where the pairing is certain: the
/// operators map a tick's input to that tick's output, and both lanes have exactly one
/// marble at that tick. A completion passing straight through gets its arrow too.
enum ItemLinks {
    /// A placed lane: its geometry and where its line is.
    struct Placed {
        var geometry: LaneGeometry
        var lineY: Double
    }

    static let dash: [Double] = [1.5, 2.5]
    static let headLength = 5.0

    static func elements(from input: Placed, to output: Placed, through box: Rect, barHalfHeight: Double, theme: Theme) -> [Element] {
        let sources = singles(input.geometry) { $0 == .value }
        let targets = singles(output.geometry) { kind in
            if case .replay = kind { return false }
            return true
        }
        var elements: [Element] = []
        for (tick, source) in sources.sorted(by: { $0.key < $1.key }) {
            guard let target = targets[tick], source.center.x == target.center.x else { continue }
            let x = source.center.x
            let start = below(input, x: x, from: input.lineY + source.center.y + source.shape.radius + 2)
            let end = output.lineY + target.center.y - target.shape.radius - 1
            elements += arrow(x: x, from: start, to: box.minY, theme: theme)
            elements += arrow(x: x, from: box.maxY, to: end, theme: theme)
        }
        let finished = input.geometry.terminals.first { $0.kind == .finished }
        if let finished, let through = output.geometry.terminals.first(where: { $0.kind == .finished }),
           finished.tick == through.tick, finished.center.x == through.center.x {
            let x = finished.center.x
            elements += arrow(x: x, from: below(input, x: x, from: input.lineY + barHalfHeight + 2), to: box.minY, theme: theme)
            elements += arrow(x: x, from: box.maxY, to: output.lineY - barHalfHeight - 1, theme: theme)
        }
        return elements
    }

    /// `y`, or lower if an annotation hangs under the lane at `x` (a request leader at the
    /// same tick, or the text of one just left of it): a link starts below it, not through it.
    static func below(_ lane: Placed, x: Double, from y: Double) -> Double {
        let covering = lane.geometry.annotations.filter { $0.x - 1 <= x && x <= $0.x + LaneGeometry.annotationInset + $0.width + 1 }
        return max(y, covering.map { lane.lineY + $0.baselineY + 4 }.max() ?? y)
    }

    /// A dotted vertical arrow pointing down at `tipY`.
    static func arrow(x: Double, from startY: Double, to tipY: Double, theme: Theme) -> [Element] {
        guard tipY - startY > headLength + 2 else { return [] }
        return [
            .line(from: Point(x: x, y: startY), to: Point(x: x, y: tipY - headLength + 0.5),
                  stroke: Stroke(color: theme.link, width: 1, dash: dash, cap: .round)),
            .arrowhead(tip: Point(x: x, y: tipY), direction: Point(x: 0, y: 1), length: headLength, width: 5, fill: theme.link),
        ]
    }

    /// The marbles alone at their tick (not stacked, not in a row of echoes) whose kind
    /// passes `accepts`, by tick.
    private static func singles(_ lane: LaneGeometry, accepts: (LaneModel.ItemKind) -> Bool) -> [Int: LaneGeometry.Marble] {
        var byTick: [Int: [LaneGeometry.Marble]] = [:]
        for marble in lane.marbles { byTick[marble.tick, default: []].append(marble) }
        return byTick.compactMapValues { marbles in
            guard marbles.count == 1, accepts(marbles[0].item.kind), marbles[0].center.y == 0 else { return nil }
            return marbles[0]
        }
    }
}
