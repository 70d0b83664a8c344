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

    /// The top of each label's text box, in input order. A label meets only the labels
    /// near it in x (found by x), and tries each level a label already ends at once: the
    /// `request(1)` of each of thousands of inner publishers tried every label placed, at
    /// every bottom placed, cubic in the labels.
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
        // Each placed label by the x range of its text and leader.
        var nearby = SortedBoxes<Int>()
        // The tops a label under a placed one would have, ascending, each once.
        var levels: [Double] = []
        var lowest: Double?
        var result = Array(repeating: 0.0, count: items.count)
        for index in order {
            let item = items[index]
            let left = item.left, right = item.right
            let reachLeft = min(left, item.x) - gap - 1, reachRight = max(right, item.x) + gap + 1
            func fits(_ top: Double) -> Bool {
                let bottom = top + height
                return !nearby.first(from: reachLeft, to: reachRight) { _, number in
                    let other = placed[number]
                    let textsMeet = left < other.right + gap && other.left < right + gap
                        && top < other.bottom + 2 && other.top < bottom + 2
                    let myLeaderCrosses = other.left <= item.x && item.x <= other.right
                        && item.tipY < other.bottom && other.top < bottom
                    let theirLeaderCrosses = left <= other.x && other.x <= right
                        && other.tipY < bottom && top < other.bottom
                    return textsMeet || myLeaderCrosses || theirLeaderCrosses
                }
            }
            // The floor, then each level at or under it: a level equal to the floor fits as it does.
            var top: Double?
            if fits(item.floor) {
                top = item.floor
            } else {
                var next = firstIndex(in: levels) { $0 >= item.floor }
                while next < levels.count, top == nil {
                    if fits(levels[next]) { top = levels[next] }
                    next += 1
                }
            }
            let chosen = top ?? ((lowest ?? item.floor) + 2)
            let label = Placed(left: left, right: right, top: chosen, bottom: chosen + height, x: item.x, tipY: item.tipY)
            nearby.insert(Rect(x: min(left, item.x), y: 0, width: max(right, item.x) - min(left, item.x), height: 0), tag: placed.count)
            placed.append(label)
            let level = label.bottom + 2
            let at = firstIndex(in: levels) { $0 >= level }
            if at == levels.count || levels[at] != level { levels.insert(level, at: at) }
            lowest = max(lowest ?? label.bottom, label.bottom)
            result[index] = chosen
        }
        return result
    }

    /// The first index of `sorted` whose value satisfies `holds`, a predicate false then true.
    private static func firstIndex(in sorted: [Double], where holds: (Double) -> Bool) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if holds(sorted[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
