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

    /// The ticks at which a link runs from `input` to `output`: each value alone at its tick
    /// that became the one marble of the output at that tick, and a completion of both at
    /// one tick when no value link is drawn there already and the output's end is not under
    /// a stack.
    static func pairedTicks(from input: LaneModel, to output: LaneModel) -> [Int] {
        // A stack of equal values is one source too: the output's one marble is the image
        // of one of them, whichever it was (`removeDuplicates` passing the first of `(22)`).
        let sources = singles(input, equalStacks: true) { $0 == .value }
        // A held value lost when overwritten or at the end is not what the input's marble
        // at that tick became: it was set earlier.
        let targets = singles(output) { kind in
            if case .replay = kind { return false }
            return !LaneModel.Item(kind: kind, value: .nilValue).isHeldDrop
        }
        var ticks = sources.intersection(targets)
        let finished = input.terminals.first { $0.kind == .finished }
            .flatMap { end in output.columnIndex(at: end.tick).map { output.columns[$0].items.contains(where: \.isHeldDrop) } ?? false ? nil : end }
        // Under a stack of the output's, its end closes the stem: a link from above would
        // meet the first marble instead.
        // Over a drop the input lost at its end, hanging under its bar: a link at the tick
        // would leave from the drop, as if it had become the output's end.
        if let finished, !(input.columnIndex(at: finished.tick).map(input.hangsUnderEnd) ?? false),
           let through = output.terminals.first(where: { $0.kind == .finished }),
           finished.tick == through.tick, input.terminals(at: finished.tick).first == .finished,
           output.terminals(at: through.tick).first == .finished, !(output.columnIndex(at: through.tick).map(output.isStack) ?? false) {
            ticks.insert(finished.tick)
        }
        return ticks.sorted()
    }

    static func elements(from input: Placed, to output: Placed, through box: Rect, metrics: Metrics, theme: Theme) -> [Element] {
        var elements: [Element] = []
        let notes = annotationIndex(input.geometry)
        for tick in pairedTicks(from: input.geometry.model, to: output.geometry.model) {
            let x = input.geometry.x(of: tick)
            // Under everything at the input's tick (an end drawn through the marble reaches
            // past it), onto the top of whatever is at the output's.
            let start = below(input, notes, x: x, from: input.lineY + input.geometry.lowestPoint(from: x, to: x, metrics: metrics) + 2)
            let end = output.lineY + output.geometry.highestPoint(at: x, metrics: metrics) - 1
            elements += arrow(x: x, from: start, to: box.minY, theme: theme)
            elements += arrow(x: x, from: box.maxY, to: end, theme: theme)
        }
        return elements
    }

    /// `y`, or lower if an annotation hangs under the lane at `x` (where no side of its
    /// leader had room for its text clear of the links): a link starts below it, not
    /// through it.
    static func below(_ lane: Placed, _ notes: ExtentIndex<LaneGeometry.Annotation>, x: Double, from y: Double) -> Double {
        let covering = notes.candidates(from: x, to: x, slack: 2).map(\.item).filter { $0.left - 1 <= x && x <= $0.right + 1 }
        return max(y, covering.map { lane.lineY + $0.baselineY + 4 }.max() ?? y)
    }

    /// The annotations of `lane` by the x of their leader, reaching over their text on
    /// either side.
    static func annotationIndex(_ lane: LaneGeometry) -> ExtentIndex<LaneGeometry.Annotation> {
        ExtentIndex(lane.annotations.map { .init(x: $0.x, halfWidth: LaneGeometry.annotationInset + $0.width, item: $0) })
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

    /// The ticks with exactly one marble, of a kind `accepts` takes (a burst is many), or
    /// with `equalStacks` several that are all the same value.
    private static func singles(_ lane: LaneModel, equalStacks: Bool = false, accepts: (LaneModel.ItemKind) -> Bool) -> Set<Int> {
        Set(lane.columns.filter { column in
            let first = column.items[0]
            guard column.items.count == 1 || equalStacks else { return false }
            return column.items.allSatisfy { $0.burst == nil && accepts($0.kind) && $0.value == first.value }
        }.map(\.tick))
    }
}
