/// How one marble's label fits: a circle when the label is short, a pill when it is long,
/// a smaller font and then an ellipsis when even the pill would collide with a neighbour.
struct MarbleShape: Hashable {
    /// Half the marble's width: the radius for a circle.
    var halfWidth: Double
    /// Half the marble's height.
    var radius: Double
    /// The label as drawn; empty when there is no room for any text.
    var label: String
    var font: FontSpec
    /// Whether `label` is shorter than the value's description.
    var truncated: Bool

    var isPill: Bool { halfWidth > radius + 0.001 }

    /// Room kept between a label and a circle's edge, on each side.
    static let circleInset = 3.5

    /// Fits `text` into a marble of `radius`, at most `maxHalfWidth` wide on each side. A
    /// truncated label ends with `…` and then `marker` (a footnote number). `ring` is the
    /// room an inner outline takes inside the marble's (an initial value's): the label keeps
    /// clear of it too, so that it never runs through the text.
    static func fit(
        _ text: String, radius: Double, maxHalfWidth: Double, font: FontSpec, minimumFontSize: Double,
        padding: Double, marker: String = "", ring: Double = 0, measurer: some TextMeasurer
    ) -> MarbleShape {
        // A marble too small for the smallest font is a plain dot; its value goes to the tooltip.
        guard 2 * radius >= minimumFontSize + 2 else {
            return MarbleShape(halfWidth: radius, radius: radius, label: "", font: font, truncated: !text.isEmpty)
        }
        let limit = max(maxHalfWidth, radius)
        func halfWidth(for width: Double) -> Double {
            width <= 2 * (radius - circleInset - ring) ? radius : max(radius, width / 2 + padding + ring)
        }
        var size = font.size
        let floor = min(minimumFontSize, font.size)
        while true {
            let face = font.withSize(size)
            let width = measurer.measure(text, font: face).width
            let half = halfWidth(for: width)
            if half <= limit + 0.001 {
                return MarbleShape(halfWidth: half, radius: radius, label: text, font: face, truncated: false)
            }
            if size <= floor { break }
            size = max(floor, size - 0.5)
        }
        // Still too wide at the smallest size: keep a prefix and an ellipsis.
        let face = font.withSize(floor)
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters) + "…" + marker
            let width = measurer.measure(candidate, font: face).width
            let half = halfWidth(for: width)
            if half <= limit + 0.001 {
                return MarbleShape(halfWidth: half, radius: radius, label: candidate, font: face, truncated: true)
            }
        }
        return MarbleShape(halfWidth: radius, radius: radius, label: "", font: face, truncated: !text.isEmpty)
    }
}
