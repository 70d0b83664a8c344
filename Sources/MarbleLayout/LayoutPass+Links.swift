/// The third phase: links between lanes, from each replayed value to where it was first
/// emitted, and from input marbles through an operator box to what they became.
struct LaneLinks {
    /// Replay links, drawn behind the boxes: a replayed value passes through the operators.
    var replays: [RoledElement] = []
    /// The operator boxes with the item links through them.
    var boxes: [RoledElement] = []
}

extension LayoutPass {
    func links(_ fit: HorizontalFit, _ stack: VerticalStacking) -> LaneLinks {
        LaneLinks(replays: replayLinks(fit, stack), boxes: boxesWithItemLinks(fit, stack))
    }

    /// The lines a replay link may have to cross, with the spans their marbles and end marks cover.
    func crossings(_ fit: HorizontalFit, _ stack: VerticalStacking) -> [ReplayLinks.Crossing] {
        let geometries = fit.geometries, metrics = fit.metrics
        var crossings: [ReplayLinks.Crossing] = []
        for index in models.indices {
            var blocked = geometries[index].marbles.filter { $0.center.y == 0 }.map { marble in
                (marble.center.x - marble.shape.halfWidth - ReplayLinks.clearance)...(marble.center.x + marble.shape.halfWidth + ReplayLinks.clearance)
            }
            // A link crossing a lane on its end mark would seem to end it.
            blocked += geometries[index].terminals.map { terminal in
                let half = metrics.terminalHalfWidth(terminal.kind) + ReplayLinks.clearance
                return (terminal.center.x - half)...(terminal.center.x + half)
            }
            let halfHeight = metrics.radius + ReplayLinks.clearance
            if let row = crossings.firstIndex(where: { $0.y == stack.lineY[index] }) {
                crossings[row].blocked += blocked
            } else {
                crossings.append(.init(y: stack.lineY[index], blocked: blocked, halfHeight: halfHeight))
            }
        }
        return crossings
    }

    private func replayLinks(_ fit: HorizontalFit, _ stack: VerticalStacking) -> [RoledElement] {
        let geometries = fit.geometries, lineY = stack.lineY
        let crossings = crossings(fit, stack)
        var links: [Element] = []
        for index in models.indices {
            // In marble order: a dictionary's order would change the bytes from run to run.
            for (marble, origin) in replayOrigins(index, geometries).sorted(by: { $0.key < $1.key }) {
                let echo = geometries[index].marbles[marble]
                let source = geometries[origin.lane].marbles[origin.marble]
                links += ReplayLinks.elements(
                    from: Point(x: source.center.x, y: source.center.y + lineY[origin.lane]), originRadius: source.shape.radius,
                    to: Point(x: echo.center.x, y: echo.center.y + lineY[index]), targetRadius: echo.shape.radius,
                    crossing: crossings,
                    verticalStart: ItemLinks.below(.init(geometry: geometries[origin.lane], lineY: lineY[origin.lane]), x: source.center.x, from: 0),
                    theme: theme)
            }
        }
        return links.roled(.replayLink)
    }

    private func boxesWithItemLinks(_ fit: HorizontalFit, _ stack: VerticalStacking) -> [RoledElement] {
        var items: [RoledElement] = []
        for (box, input, output) in stack.boxes {
            items += box.items(theme: theme, measurer: measurer)
            guard let input, let label = trace.lanes[output].operatorLabel, OperatorChain.mapsTickToTick(label) else { continue }
            items += ItemLinks.elements(from: .init(geometry: fit.geometries[input], lineY: stack.lineY[input]),
                                        to: .init(geometry: fit.geometries[output], lineY: stack.lineY[output]),
                                        through: box.rect, barHalfHeight: fit.metrics.barHalfHeight, theme: theme).roled(.itemLink)
        }
        return items
    }
}
