/// Where a mark label's text stands by its leader.
///
/// Right, as a flag hangs, unless an item link falling from the lane would run through the
/// words there (the link would seem to hang from them, and where they end would be lost),
/// or they would run under a marble, pushed down, where another side lets them hang higher. Then left, ending at the
/// leader; or centred under it, the leader rising from the words' top (which takes half the
/// room on either side); or either of these once the plot is widened for it at the start
/// of the axis. With no room anywhere, right still: the link starts under it.
enum LabelSide: Hashable {
    case right
    case left
    case below

    /// How far a label's text and leader keep from an item link on either side.
    static let clearance = 3.0
    /// How much higher another side must let a text hang for it to leave the right.
    static let higher = 8.0
    /// The most the plot is widened on the left for a label to stand left of its leader: a
    /// long error text is better crossed than a diagram pushed far right.
    static let maximumWidening = 60.0
    /// How far past the axis's arrow a label may reach: a request beside the last tick's
    /// marble does by a few points, which reads better than its leader stretched to a text
    /// moved under the marbles.
    static let overhang = 24.0

    /// Where the label with its leader at `x` and text `width` wide stands among item links
    /// at `links` and the leaders of the lane's other labels at `leaders`, its text starting
    /// right of `leftLimit`, `reach(left, right)` being the lowest point drawn over a range;
    /// and the least room it lacked left of `leftLimit` when only that kept it off the links
    /// (0 otherwise, or when more than `maximumWidening` would be needed).
    ///
    /// Of the sides off the links, right unless another lets the text hang clearly higher
    /// (right, it would run under a marble, pushed away from its leader and crowding the
    /// marble); else the highest. Standing left or below, a label keeps off other leaders
    /// too: the placer, working from the right, can always lower a label whose text reaches
    /// right over a leader under the label there, but not one reaching left.
    ///
    /// A text that would run more than `overhang` past `rightLimit` (the axis's arrow: a long
    /// error text ran hundreds of points out of the plot) does not stand right; left or
    /// below, it may ask for the plot to be widened at the start as a label kept off a link
    /// does.
    static func choose(x: Double, width: Double, links: [Double], leaders: [Double], leftLimit: Double,
                       rightLimit: Double = .infinity,
                       reach: (Double, Double) -> Double) -> (side: LabelSide, shortfall: Double) {
        func free(_ side: LabelSide) -> Bool {
            let (from, to) = side.span(x: x, width: width)
            let obstacles = side == .right ? links : links + leaders
            return !obstacles.contains { $0 > from - clearance && $0 < to + clearance } && to <= rightLimit + overhang
        }
        func top(_ side: LabelSide) -> Double { side.textFloor(x: x, width: width, reach: reach) }
        let open = [LabelSide.right, .left, .below].filter(free)
        let fitting = open.filter { $0 == .right || $0.textLeft(x: x, width: width) >= leftLimit }
        if let highest = fitting.min(by: { top($0) < top($1) }) {
            return (fitting.first == .right && top(.right) <= top(highest) + higher ? .right : highest, 0)
        }
        let shortfall = open.map { leftLimit - $0.textLeft(x: x, width: width) }.min() ?? 0
        return (.right, shortfall <= maximumWidening ? shortfall : 0)
    }

    /// The x range a label `width` wide covers, leader and text, its leader at `x`.
    func span(x: Double, width: Double) -> (left: Double, right: Double) {
        let left = textLeft(x: x, width: width)
        return (min(x, left), max(x, left + width))
    }

    /// Where the leader of a label at `x` ends: just under the lowest point drawn there
    /// (`reach(x, x)`).
    static func tipY(x: Double, reach: (Double, Double) -> Double) -> Double {
        reach(x, x) + 2
    }

    /// The highest the text of a label on this side may stand: clear of what is drawn over
    /// its span (`reach(left, right)` is the lowest point drawn there) and, centred under
    /// its leader, of the leader's head and a stub of its stem. `choose` ranks the sides by
    /// it and `LaneGeometry` places the text by it, so the two cannot disagree.
    func textFloor(x: Double, width: Double, reach: (Double, Double) -> Double) -> Double {
        let (left, right) = span(x: x, width: width)
        let floor = reach(left - 2, right + 2) + LaneGeometry.annotationGap
        guard self == .below else { return floor }
        return max(floor, LabelSide.tipY(x: x, reach: reach) + LaneGeometry.belowLeader)
    }

    /// Where the text of a label `width` wide starts, its leader at `x`.
    func textLeft(x: Double, width: Double) -> Double {
        switch self {
        case .right: x + LaneGeometry.annotationInset
        case .left: x - LaneGeometry.annotationInset - width
        case .below: x - width / 2
        }
    }
}
