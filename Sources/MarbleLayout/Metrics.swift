/// The theme's sizes after fitting the diagram: marbles and their neighbours shrink by the
/// same factor when the plot would otherwise be wider than the theme allows.
struct Metrics {
    var theme: Theme
    /// 1 when nothing had to shrink.
    var shrink: Double
    var radius: Double
    var marbleGap: Double
    var stackGap: Double
    var marbleFont: FontSpec
    var minimumMarbleFontSize: Double
    /// Marble outlines thin out with the marbles.
    var marbleStrokeWidth: Double
    /// Half the height of a finished bar or cancel bar.
    var barHalfHeight: Double
    /// Half the size of a failure X.
    var crossHalf: Double
    /// Gap between a marble column and a terminal mark at the same tick.
    var terminalGap: Double
    /// The subscription caret.
    var caretHalfWidth: Double
    var caretHeight: Double
    /// Widest a pill may grow on each side of its tick.
    var maxPillHalfWidth: Double

    init(theme: Theme, shrink: Double) {
        self.theme = theme
        self.shrink = shrink
        radius = max(1.5, theme.marbleRadius * shrink)
        marbleGap = theme.marbleGap * shrink
        stackGap = max(1, theme.stackGap * shrink)
        let fontSize = max(theme.minimumMarbleFontSize, theme.marbleFont.size * shrink)
        marbleFont = theme.marbleFont.withSize(min(theme.marbleFont.size, fontSize))
        minimumMarbleFontSize = min(theme.minimumMarbleFontSize, marbleFont.size)
        marbleStrokeWidth = max(0.6, theme.marbleStrokeWidth * min(1, shrink * 1.5))
        barHalfHeight = max(3, theme.marbleRadius * 0.85 * max(shrink, 0.5))
        crossHalf = max(2.5, radius * 0.45)
        terminalGap = max(2, 5 * shrink)
        caretHalfWidth = 5
        caretHeight = 5.5
        maxPillHalfWidth = theme.marbleRadius * 5.5
    }

    /// Half the horizontal room a terminal mark takes.
    func terminalHalfWidth(_ terminal: LaneModel.Terminal) -> Double {
        switch terminal {
        case .finished: return max(2, theme.terminalWidth)
        case .failure: return crossHalf + 1
        case .cancel: return 4
        }
    }

    /// Half the width of a finished bar lying across the stem under a stack of marbles: as
    /// wide as a marble, so that it closes the column the way an upright bar, nearly a
    /// marble tall, closes a line. At the width of an upright bar's height it read as the
    /// stem's foot, not as an end.
    var stackedEndHalfWidth: Double { radius }

    /// The stroke of that bar: twice an upright bar's, which a stem ending in it would
    /// otherwise equal in weight.
    var stackedEndStroke: Double { 2 * theme.terminalWidth }

    /// How far a terminal mark drawn through a marble (an end at a tick with values) reaches
    /// from the marble's centre, up and down: past its outline, so that it shows.
    var throughHalfHeight: Double { radius + max(4, 7 * shrink) }

    /// Whether marbles are too small for their labels (each would be a plain dot): the lanes
    /// are then drawn as a density drawing, a stroke per event with its value on hover, and
    /// without item links, which would only be a grey haze at this density.
    var isDense: Bool { 2 * radius < minimumMarbleFontSize + 2 }

    /// Distance between the centres of two stacked marbles.
    var stackPitch: Double { 2 * radius + stackGap }
}
