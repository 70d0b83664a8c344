/// Everything about how a diagram looks, as plain data: colours, fonts and spacings.
///
/// The layout reads sizes from here and copies colours into the elements it produces, so a
/// painter never needs the theme.
public struct Theme: Hashable, Sendable {
    // MARK: Colours
    /// The canvas.
    public var background: RGBA
    /// Titles, lane names, time lines, marble outlines, completion bars.
    public var foreground: RGBA
    /// Lane labels (the expression as written) and sub-row tags.
    public var secondaryText: RGBA
    /// Axis numbers, the unit and the legend text.
    public var mutedText: RGBA
    /// The faint vertical guides at labelled ticks.
    public var guide: RGBA
    /// Text on a value marble; dark, since every palette colour is a pastel.
    public var marbleText: RGBA
    /// Outline, label and strike of a dropped value.
    public var dropped: RGBA
    /// The X of a failure and its error text.
    public var failure: RGBA
    /// Upstream signals: the subscription caret and demand requests.
    public var signal: RGBA
    /// The background band behind a lane with several subscription rows.
    public var groupBand: RGBA
    /// `connect()` marks under connectable publishers (Reactor draws them purple).
    public var connect: RGBA
    /// Item links through operator boxes and links from replayed values to their origin.
    public var link: RGBA
    /// Marble fills, chosen per value by a stable hash of its description.
    public var palette: [RGBA]

    // MARK: Fonts
    /// Family of all prose text.
    public var fontFamily: String
    /// Family of code: lane labels, which are expressions as written.
    public var codeFontFamily: String
    /// The diagram title.
    public var titleFont: FontSpec
    /// Lane names (bold).
    public var laneNameFont: FontSpec
    /// Lane labels: the expression as written.
    public var laneLabelFont: FontSpec
    /// Value labels on marbles, before any shrinking.
    public var marbleFont: FontSpec
    /// Requests, error texts, sub-row tags.
    public var annotationFont: FontSpec
    /// Tick numbers and the unit.
    public var axisFont: FontSpec
    /// Legend entries.
    public var legendFont: FontSpec
    /// The operator written in an operator box.
    public var operatorFont: FontSpec
    /// Marble labels shrink down to this size before they are truncated.
    public var minimumMarbleFontSize: Double
    /// Whether the legend explains the kinds of marks (drops, replays, cancels). The full
    /// text of values shown cut short is listed under the axis either way.
    public var showsLegend = true
    /// How far a replayed value's fill fades towards the background: enough to read as an
    /// echo, little enough that its colour still matches the original.
    public var echoFade = 0.45

    // MARK: Spacing (points)
    /// Empty room around the whole diagram.
    public var margin: Double
    /// The radius of a value marble at full size.
    public var marbleRadius: Double
    /// Horizontal room between a label and the end of its pill.
    public var pillPadding: Double
    /// Vertical gap between marbles stacked at one tick.
    public var stackGap: Double
    /// Minimum horizontal gap between marbles at neighbouring ticks.
    public var marbleGap: Double
    /// Vertical gap between lanes of different bindings.
    public var laneGap: Double
    /// Vertical gap between subscription rows of one binding.
    public var subRowGap: Double
    /// Gap between the name column and the plot.
    public var nameGap: Double
    /// The height of an operator box between an input lane and its output lane.
    public var operatorBoxHeight: Double
    /// Room above and below an operator box.
    public var operatorBoxGap: Double
    /// Lane labels wrap at this width.
    public var maxLabelWidth: Double
    /// The tick spacing used when nothing needs more room.
    public var preferredTickSpacing: Double
    /// Tick spacing never grows past this unless marbles need it.
    public var maxTickSpacing: Double
    /// The plot is stretched to at least this width.
    public var minPlotWidth: Double
    /// Long axes whose marbles are sparse use about this width rather than the preferred
    /// tick spacing.
    public var comfortablePlotWidth: Double
    /// The plot never grows past this width: spacing and marbles shrink instead.
    public var maxPlotWidth: Double
    /// Time lines.
    public var lineWidth: Double
    /// Marble outlines at full size.
    public var marbleStrokeWidth: Double
    /// The completion bar.
    public var terminalWidth: Double
    /// Arrowheads at the end of time lines and the axis.
    public var arrowLength: Double
    /// The base of those arrowheads.
    public var arrowWidth: Double

    /// A theme from its colours, with the default fonts (scaled by `fontScale`) and
    /// spacings; adjust the other properties afterwards.
    public init(
        background: RGBA, foreground: RGBA, secondaryText: RGBA, mutedText: RGBA, guide: RGBA,
        marbleText: RGBA, dropped: RGBA, failure: RGBA, signal: RGBA, groupBand: RGBA,
        connect: RGBA = RGBA(hex: 0x7A4FB0), palette: [RGBA], fontFamily: String = "DejaVu Sans", codeFontFamily: String = "DejaVu Sans Mono",
        fontScale: Double = 1
    ) {
        self.background = background
        self.foreground = foreground
        self.secondaryText = secondaryText
        self.mutedText = mutedText
        self.guide = guide
        self.marbleText = marbleText
        self.dropped = dropped
        self.failure = failure
        self.signal = signal
        self.groupBand = groupBand
        self.connect = connect
        link = mutedText.mixed(with: background, amount: 0.25)
        self.palette = palette.isEmpty ? [RGBA(hex: 0xDDDDDD)] : palette
        self.fontFamily = fontFamily
        self.codeFontFamily = codeFontFamily
        titleFont = FontSpec(family: fontFamily, size: 15 * fontScale, bold: true)
        laneNameFont = FontSpec(family: fontFamily, size: 13 * fontScale, bold: true)
        laneLabelFont = FontSpec(family: codeFontFamily, size: 9.5 * fontScale)
        marbleFont = FontSpec(family: fontFamily, size: 11.5 * fontScale)
        annotationFont = FontSpec(family: fontFamily, size: 8.5 * fontScale)
        axisFont = FontSpec(family: fontFamily, size: 8.5 * fontScale)
        legendFont = FontSpec(family: fontFamily, size: 9.5 * fontScale)
        operatorFont = FontSpec(family: codeFontFamily, size: 11 * fontScale, bold: true)
        minimumMarbleFontSize = 7.5 * fontScale
        margin = 24
        marbleRadius = 14
        pillPadding = 7
        stackGap = 5
        marbleGap = 8
        laneGap = 20
        subRowGap = 8
        nameGap = 22
        operatorBoxHeight = 26
        operatorBoxGap = 12
        maxLabelWidth = 190
        preferredTickSpacing = 34
        maxTickSpacing = 64
        minPlotWidth = 440
        comfortablePlotWidth = 1000
        maxPlotWidth = 3600
        lineWidth = 1.25
        marbleStrokeWidth = 1.25
        terminalWidth = 2
        arrowLength = 9
        arrowWidth = 8
    }

    /// Paul Tol's "light" scheme without its grey: eight fills made to carry dark text and to
    /// stay apart with red-green colour blindness (the closest two, pear and olive, are ΔE 11
    /// apart to every vision `ColorDistance` checks; the pastels before were ΔE 2 apart to a
    /// colour-blind reader). Light enough for dark text on a dark canvas too.
    public static let pastels: [RGBA] = [
        0x77AADD, 0xEE8866, 0xEEDD88, 0xFFAABB, 0x99DDFF, 0x44BB99, 0xBBCC33, 0xAAAA00,
    ].map { RGBA(hex: $0) }

    /// Dark lines on white, Reactor-style cyan for upstream signals.
    public static let light = Theme(
        background: RGBA(hex: 0xFFFFFF),
        foreground: RGBA(hex: 0x2E2F33),
        secondaryText: RGBA(hex: 0x5A5F69),
        mutedText: RGBA(hex: 0x73787F),
        guide: RGBA(hex: 0xE9EBEF),
        marbleText: RGBA(hex: 0x1F2023),
        dropped: RGBA(hex: 0x8C9096),
        failure: RGBA(hex: 0xD1343F),
        signal: RGBA(hex: 0x2B90BF),
        groupBand: RGBA(hex: 0xF4F6F9),
        palette: pastels)

    /// Light lines on a dark canvas; the same pastels, so a value keeps its colour. Echoes
    /// fade less: towards a dark background a pastel turns muddy and loses its hue.
    public static let dark = Theme(
        background: RGBA(hex: 0x1C1E22),
        foreground: RGBA(hex: 0xD9DBDF),
        secondaryText: RGBA(hex: 0xA4A9B2),
        mutedText: RGBA(hex: 0x8D929B),
        guide: RGBA(hex: 0x2A2D33),
        marbleText: RGBA(hex: 0x1C1E22),
        dropped: RGBA(hex: 0x858A93),
        failure: RGBA(hex: 0xF0606A),
        signal: RGBA(hex: 0x5BB8E3),
        groupBand: RGBA(hex: 0x24272D),
        connect: RGBA(hex: 0xB795E8),
        palette: pastels).withEchoFade(0.2)

    private func withEchoFade(_ amount: Double) -> Theme {
        var copy = self
        copy.echoFade = amount
        return copy
    }
}
