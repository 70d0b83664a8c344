/// The shared horizontal scale: where each tick sits, and which ticks the axis labels.
struct TimeScale: Hashable {
    /// The axis runs from tick 0 to this tick.
    var tickCount: Int
    /// Points per tick.
    var spacing: Double
    /// The x of tick 0.
    var originX: Double
    /// The axis labels every `labelStep`-th tick.
    var labelStep: Int

    /// The x of `tick`, snapped to half a point so that 1 pt lines land on whole pixels at
    /// the default PNG density of 2 pixels per point.
    func x(_ tick: Int) -> Double {
        ((originX + Double(tick) * spacing) * 2).rounded() / 2
    }

    /// Chooses points per tick. `needed` is the spacing at which the widest neighbouring
    /// marbles just fit; the result stays below `theme.maxPlotWidth` for the whole axis.
    static func spacing(needed: Double, tickCount: Int, theme: Theme) -> Double {
        let ticks = Double(max(tickCount, 1))
        let preferred = min(theme.preferredTickSpacing, max(theme.comfortablePlotWidth / ticks, 1))
        var s = max(needed, preferred, theme.minPlotWidth / ticks)
        s = min(s, max(theme.maxTickSpacing, needed))
        s = min(s, theme.maxPlotWidth / ticks)
        return s
    }

    /// The smallest of 1, 2, 5, 10, 20, 50, ... ticks between axis labels that leaves room
    /// for `labelWidth` plus a gap.
    static func labelStep(spacing: Double, labelWidth: Double) -> Int {
        let room = labelWidth + 8
        var magnitude = 1
        while true {
            for factor in [1, 2, 5] {
                let step = factor * magnitude
                if Double(step) * spacing >= room { return step }
            }
            if magnitude > Int.max / 100 { return magnitude }
            magnitude *= 10
        }
    }
}
