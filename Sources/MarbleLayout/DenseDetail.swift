/// What a density drawing still shows in full: a lane's first and last event and every
/// burst (`Burst`) hang under its line on stems, as marbles of the theme's size with their
/// labels, over the overview strip (`DensityOverview`) that stands for the rest.
///
/// On the line, a mark of full size would hide the strokes of the ticks around it; one of the
/// strokes' size would say nothing. Hanging marks take two rows at most, so that a lane's
/// height does not grow with them: one that would overlap a mark in both is left to the
/// strip (its events counted there) and to its hover text, and so are the bursts of a lane
/// with more than `mostBursts`. Nor does anything of an inner publisher among more than
/// `BranchRowPlacement.mostBranchesKeptClear` (`LaneModel.isCrowdedBranch`) hang: its first and last events, tens of points wide where
/// its whole life is a fraction of one, would give it a row of its own, and a group of them
/// hundreds of rows; the parent's lane shows them all, and the hover the inner's own.
enum DenseDetail {
    /// How many rows of hanging marks a lane may have.
    static let rows = 2
    /// How many bursts a dense lane may have and still hang them: past that, a wall of
    /// pills along the lane would bury the strip, which counts their events instead.
    static let mostBursts = 12

    /// Whether item `item` of column `column` of `model` hangs, with `metrics` the diagram's.
    static func hangs(_ model: LaneModel, column: Int, item: Int, metrics: Metrics) -> Bool {
        guard metrics.isDense, !model.isCrowdedBranch else { return false }
        if model.columns[column].items[item].burst != nil, model.bursts <= mostBursts { return true }
        let last = model.columns.count - 1
        return (column == 0 && item == 0) || (column == last && item == model.columns[last].items.count - 1)
    }

    /// The metrics a hanging mark is drawn with: the theme's own.
    static func metrics(_ metrics: Metrics) -> Metrics {
        Metrics(theme: metrics.theme, shrink: 1)
    }

    /// How far under the line the centre of a hanging mark of row `row` (from 0) is.
    static func depth(row: Int, _ metrics: Metrics) -> Double {
        let full = self.metrics(metrics)
        return max(metrics.radius, metrics.barHalfHeight) + metrics.theme.stackGap + full.radius + 2 * Burst.deckStep
            + Double(row) * (full.stackPitch + 2 * Burst.deckStep)
    }
}
