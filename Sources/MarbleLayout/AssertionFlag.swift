/// A failed pasted assertion (`XCTAssertEqual(searches, ["com", "combine"])`) drawn in a diff
/// diagram: it states no lane or tick of its own, so it is marked where it was checked, on
/// the lanes whose subscribers filled what it reads. Kept apart from the layouter, which knows
/// nothing of assertions.
extension DiagramLayout {
    /// This layout with a bar across each lane of `lanes` at `tick`, and a legend row with the
    /// bar and `text` (the assertion's line and what it expected and got). Lanes the layout
    /// does not have are skipped; the row is added even when none is drawn, since the
    /// assertion failed all the same.
    public func flaggingAssertion(lanes: [String], at tick: Int, text: String, color: RGBA, theme: Theme) -> DiagramLayout {
        var result = self
        let stroke = Stroke(color: color, width: 2.5)
        if let x = timeScale?.x(tick) {
            for lane in lanes {
                guard let y = axisY(lane) else { continue }
                result.items.append(RoledElement(.assertionFlag, .line(from: Point(x: x, y: y - Self.flagReach), to: Point(x: x, y: y + Self.flagReach),
                                                                       stroke: stroke)))
            }
        }
        result.appendLegendRow(text, theme: theme) { center, radius in
            .line(from: Point(x: center.x, y: center.y - radius), to: Point(x: center.x, y: center.y + radius), stroke: stroke)
        }
        return result
    }

    /// How far the bar reaches above and below the lane's line: past a marble's edge.
    private static let flagReach = 18.0
}
