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
        let floor = min(minimumFontSize, font.size)
        let characters = Array(text)
        func fits(_ label: String, _ face: FontSpec) -> Double? {
            let half = halfWidth(for: measurer.measure(label, font: face).width)
            return half <= limit + 0.001 ? half : nil
        }
        // A label far wider than a marble can be (a scan that grows a string to thousands of
        // characters) fits at no size. Found on prefixes of 64, 128, ... characters at the
        // smallest size, it is cut from the shortest one too wide: what is measured stays
        // about as long as what can fit, never the whole label at each size.
        var tooWide = characters.count
        var length = 64
        while length < characters.count {
            if fits(String(characters[..<length]), font.withSize(floor)) == nil {
                tooWide = length
                break
            }
            length *= 2
        }
        if tooWide == characters.count {
            var size = font.size
            while true {
                let face = font.withSize(size)
                if let half = fits(text, face) {
                    return MarbleShape(halfWidth: half, radius: radius, label: text, font: face, truncated: false)
                }
                if size <= floor { break }
                size = max(floor, size - 0.5)
            }
        }
        // Too wide at the smallest size: keep the longest prefix that fits with an ellipsis.
        // A prefix's width grows with its length, so a binary search finds it in log n
        // measures, where dropping one character at a time took n measures, each as long as
        // the label (a collect() of 10,000 values: more than a minute).
        let face = font.withSize(floor)
        func ellipsized(_ length: Int) -> String { String(characters[..<length]) + "…" + marker }
        if !characters.isEmpty, fits(ellipsized(0), face) != nil {
            var low = 0, high = min(tooWide, characters.count - 1)
            while low < high {
                let middle = (low + high + 1) / 2
                if fits(ellipsized(middle), face) != nil { low = middle } else { high = middle - 1 }
            }
            let label = ellipsized(low)
            return MarbleShape(halfWidth: fits(label, face) ?? radius, radius: radius, label: label, font: face, truncated: true)
        }
        return MarbleShape(halfWidth: radius, radius: radius, label: "", font: face, truncated: !text.isEmpty)
    }
}
