/// Places the small annotations under a lane (`request(n)`, `cancel()`, error texts).
///
/// Each hangs like a flag from a vertical leader that points up at its event, text to the
/// right of the leader, or left of it or centred under it where an item link runs on the
/// right or another side lets it hang clearly higher (`LabelSide`).
/// Labels are placed right to left, each as high as the lane's marbles
/// above it allow, then lower until neither its text nor its leader touches a label or
/// leader already placed.
enum AnnotationPlacer {
    struct Item {
        /// The leader's x.
        var x: Double
        /// The x range of leader and text.
        var left: Double
        var right: Double
        /// Where the leader ends at the top.
        var tipY: Double
        /// The highest the text's top may be (just under what is drawn above it).
        var floor: Double
    }

    /// The top of each label's text box, in input order.
    ///
    /// Each label takes the lowest candidate top (its floor, or 2 under a label already
    /// placed) where it meets no placed label. Thousands of `request(n)` on one lane made
    /// that cubic (every candidate tried against every label): only labels that reach across
    /// its x range can stop a label, and they are the last placed (labels are placed by
    /// falling x); a candidate stopped by one skips every candidate up to where that one
    /// stops stopping it. The result is the same top, found in about log n steps per label
    /// that can stop it.
    static func tops(for items: [Item], height: Double, gap: Double) -> [Double] {
        struct Placed {
            var left: Double
            var right: Double
            var top: Double
            var bottom: Double
            var x: Double
            var tipY: Double
        }
        let order = items.indices.sorted { items[$0].x > items[$1].x || (items[$0].x == items[$1].x && $0 < $1) }
        var placed: [Placed] = []
        // The candidates that labels placed so far give (2 under each), ascending.
        var candidates: [Double] = []
        var deepestBottom: Double?
        // How far left of its leader a placed label's text reaches, at most.
        var leftReach = 0.0
        var result = Array(repeating: 0.0, count: items.count)
        for index in order {
            let item = items[index]
            let left = item.left, right = item.right
            // The placed labels that reach across this one's range: a label of larger x
            // whose leftmost possible reach is right of this range meets nothing here.
            var near: [Placed] = []
            for other in placed.reversed() {
                if other.x - leftReach > max(right, item.x) + gap { break }
                near.append(other)
            }
            // Whether a text at `top` meets a near label or leader, and up to where it goes on
            // meeting them (every top from `top` up to there meets one of them).
            func clash(at top: Double) -> Clash {
                let bottom = top + height
                var clear = top
                for other in near {
                    if left < other.right + gap && other.left < right + gap
                        && top < other.bottom + 2 && other.top < bottom + 2 {
                        clear = max(clear, other.bottom + 2)
                    }
                    if other.left <= item.x && item.x <= other.right
                        && item.tipY < other.bottom && other.top < bottom {
                        return .always
                    }
                    if left <= other.x && other.x <= right
                        && other.tipY < bottom && top < other.bottom {
                        clear = max(clear, other.bottom)
                    }
                }
                return clear == top ? .none : .until(clear)
            }
            // The first candidate that fits: the floor, then the candidates above it, each
            // stopped one skipping to the first candidate past what stopped it.
            var top: Double?
            var candidate = item.floor
            search: while true {
                switch clash(at: candidate) {
                case .none:
                    top = candidate
                    break search
                case .always:
                    break search
                case .until(let clear):
                    let skip = candidates.firstIndex(notBelow: clear)
                    guard skip < candidates.count else { break search }
                    candidate = candidates[skip]
                }
            }
            let chosen = top ?? ((deepestBottom ?? item.floor) + 2)
            placed.append(Placed(left: left, right: right, top: chosen, bottom: chosen + height, x: item.x, tipY: item.tipY))
            candidates.insert(chosen + height + 2, at: candidates.firstIndex(notBelow: chosen + height + 2))
            deepestBottom = max(deepestBottom ?? -.infinity, chosen + height)
            leftReach = max(leftReach, item.x - left)
            result[index] = chosen
        }
        return result
    }

    /// What a label placed at a top meets.
    private enum Clash {
        /// Nothing: it fits.
        case none
        /// A label or leader; so does every top from there down to (not including) this one.
        case until(Double)
        /// Its leader crosses a label above it: no top further down fits either.
        case always
    }
}
