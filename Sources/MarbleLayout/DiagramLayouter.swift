import MarbleTrace

/// Lays a trace out as a diagram: lanes top to bottom in trace order, time left to right
/// on one shared scale, a time axis and a legend for the kinds that need explaining.
public enum DiagramLayouter {
    /// The geometry of `trace` drawn with `theme`, measuring text with `measurer`.
    public static func layout(_ trace: Trace, theme: Theme = .light, measurer: some TextMeasurer) -> DiagramLayout {
        let pass = LayoutPass(trace: trace, theme: theme, measurer: measurer)
        return pass.run()
    }
}
