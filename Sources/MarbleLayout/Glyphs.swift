import MarbleTrace

/// The shapes of the event kinds, as elements. The lane and the legend draw with the same
/// functions, so a legend entry always looks like what it explains.
enum Glyphs {
    /// How a marble is filled and outlined.
    struct MarbleStyle {
        var fill: RGBA
        var stroke: Stroke
        var text: RGBA
        /// A diagonal strike through the marble (a drop).
        var strike: Stroke?
        /// Strike from upper left to lower right instead (a drop from a full buffer).
        var backslash = false
        /// A second outline just inside the first (a subject's initial value).
        var innerRing: Stroke?
    }

    /// A circle or pill with its label centred on `center`.
    static func marble(center: Point, shape: MarbleShape, style: MarbleStyle, capHeight: Double) -> [Element] {
        var elements: [Element] = []
        if shape.isPill {
            let rect = Rect(center: center, width: 2 * shape.halfWidth, height: 2 * shape.radius)
            elements.append(.rect(rect, cornerRadius: shape.radius, fill: style.fill, stroke: style.stroke))
        } else {
            elements.append(.circle(center: center, radius: shape.radius, fill: style.fill, stroke: style.stroke))
        }
        if let ring = style.innerRing {
            let inset = Glyphs.innerRingInset
            if shape.isPill {
                let rect = Rect(center: center, width: 2 * (shape.halfWidth - inset), height: 2 * (shape.radius - inset))
                elements.append(.rect(rect, cornerRadius: shape.radius - inset, fill: style.fill, stroke: ring))
            } else {
                elements.append(.circle(center: center, radius: shape.radius - inset, fill: style.fill, stroke: ring))
            }
        }
        if !shape.label.isEmpty {
            let origin = Point(x: center.x, y: center.y + capHeight / 2)
            elements.append(.text(TextRun(shape.label, origin: origin, font: shape.font, color: style.text, anchor: .middle)))
        }
        if let strike = style.strike {
            // From lower left to upper right, reaching a little past the outline.
            let reach = shape.radius * 0.8 + 1
            let inset = (shape.isPill ? shape.halfWidth - shape.radius * 0.55 : shape.radius * 0.8) + 1
            let rise = style.backslash ? -reach : reach
            elements.append(.line(
                from: Point(x: center.x - inset, y: center.y + rise),
                to: Point(x: center.x + inset, y: center.y - rise),
                stroke: strike))
        }
        return elements
    }

    /// A completion: a solid vertical bar across the line.
    /// `flat`: lying across a vertical stem rather than across the horizontal line.
    static func finished(at center: Point, halfHeight: Double, color: RGBA, width: Double, flat: Bool = false) -> [Element] {
        let (from, to) = bar(at: center, half: halfHeight, flat: flat)
        return [.line(from: from, to: to, stroke: Stroke(color: color, width: width))]
    }

    /// A finish held by the operator: the finished bar, dashed.
    static func heldFinish(at center: Point, halfHeight: Double, color: RGBA, width: Double) -> [Element] {
        let (from, to) = bar(at: center, half: halfHeight, flat: false)
        return [.line(from: from, to: to, stroke: Stroke(color: color, width: width, dash: [3, 2.5]))]
    }

    /// The ends of a bar centred on `center`, upright or `flat`.
    private static func bar(at center: Point, half: Double, flat: Bool) -> (Point, Point) {
        flat ? (Point(x: center.x - half, y: center.y), Point(x: center.x + half, y: center.y))
            : (Point(x: center.x, y: center.y - half), Point(x: center.x, y: center.y + half))
    }

    /// A failure: a bold X.
    static func failure(at center: Point, halfSize: Double, color: RGBA) -> [Element] {
        [.cross(center: center, halfSize: halfSize, stroke: Stroke(color: color, width: 2.25, cap: .round))]
    }

    /// The radius of the cleared disc behind a cancel mark's small X.
    static let cancelCrossRadius = 4.0

    /// A cancellation: a dashed bar with a small X where the line is cut, or at `crossAt`.
    static func cancel(at center: Point, halfHeight: Double, color: RGBA, background: RGBA, crossAt: Point? = nil,
                       flat: Bool = false) -> [Element] {
        let cross = crossAt ?? center
        let (from, to) = bar(at: center, half: halfHeight, flat: flat)
        return [
            .line(from: from, to: to, stroke: Stroke(color: color, width: 1.5, dash: [2.5, 2])),
            .circle(center: cross, radius: cancelCrossRadius, fill: background, stroke: nil),
            .cross(center: cross, halfSize: 3, stroke: Stroke(color: color, width: 1.5, cap: .round)),
        ]
    }

    /// A subscription: an upward caret whose point is at `tip`.
    static func caret(tip: Point, halfWidth: Double, height: Double, color: RGBA) -> [Element] {
        [.polyline(
            [Point(x: tip.x - halfWidth, y: tip.y + height), tip, Point(x: tip.x + halfWidth, y: tip.y + height)],
            stroke: Stroke(color: color, width: 1.75, cap: .round))]
    }

    /// How wide (and long) a leader's arrowhead is.
    static let signalHeadWidth = 5.0

    /// A dotted upward leader ending in a small arrowhead at `tipY`.
    static func upwardSignal(x: Double, from bottomY: Double, tipY: Double, color: RGBA) -> [Element] {
        let head = signalHeadWidth
        var elements: [Element] = []
        if bottomY > tipY + head {
            elements.append(.line(
                from: Point(x: x, y: bottomY), to: Point(x: x, y: tipY + head - 0.5),
                stroke: Stroke(color: color, width: 1, dash: [2, 1.5])))
        }
        elements.append(.arrowhead(tip: Point(x: x, y: tipY), direction: Point(x: 0, y: -1), length: head, width: signalHeadWidth, fill: color))
        return elements
    }

    /// Perceived lightness, to pick dark or light text on a fill.
    static func luminance(_ color: RGBA) -> Double {
        0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
    }

    /// Whichever of the two text colours stands out more on `fill`.
    static func readableText(on fill: RGBA, _ first: RGBA, _ second: RGBA) -> RGBA {
        let l = luminance(fill)
        return abs(luminance(first) - l) >= abs(luminance(second) - l) ? first : second
    }

    static let innerRingInset = 3.0

    /// The look of a subject's initial value: its colour, with a second outline inside the
    /// first, as a value held rather than sent (an echo is faded and dashed, a drop hollow).
    static func initialStyle(fill: RGBA, theme: Theme, strokeWidth: Double) -> MarbleStyle {
        MarbleStyle(fill: fill, stroke: Stroke(color: theme.foreground, width: strokeWidth), text: theme.marbleText, strike: nil,
                    innerRing: Stroke(color: theme.foreground, width: max(1, strokeWidth * 0.6)))
    }

    /// The look of a dropped value: hollow, grey, struck through; `/` when nobody asked for
    /// it, `\` when a full buffer pushed it out; a held value that was overwritten (or an
    /// `AsyncSubject`'s last value superseded) is outlined dashed, one the end of its
    /// publisher lost dotted.
    static func dropStyle(_ reason: TraceEvent.DropReason, theme: Theme, background: RGBA, strokeWidth: Double) -> MarbleStyle {
        var stroke = Stroke(color: theme.dropped, width: strokeWidth)
        switch reason {
        case .noDemand, .bufferFull: break
        case .overwritten, .superseded: stroke.dash = [3, 2]
        case .endedBeforeRequested, .lostAtFailure: stroke.dash = [1, 1.5]
        }
        return MarbleStyle(
            fill: background, stroke: stroke, text: theme.dropped,
            strike: Stroke(color: theme.dropped, width: 1.25), backslash: reason == .bufferFull)
    }
}
