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
        var result = Array(repeating: 0.0, count: items.count)
        for index in order {
            let item = items[index]
            let left = item.left, right = item.right
            func fits(_ top: Double) -> Bool {
                let bottom = top + height
                for other in placed {
                    let textsMeet = left < other.right + gap && other.left < right + gap
                        && top < other.bottom + 2 && other.top < bottom + 2
                    let myLeaderCrosses = other.left <= item.x && item.x <= other.right
                        && item.tipY < other.bottom && other.top < bottom
                    let theirLeaderCrosses = left <= other.x && other.x <= right
                        && other.tipY < bottom && top < other.bottom
                    if textsMeet || myLeaderCrosses || theirLeaderCrosses { return false }
                }
                return true
            }
            let candidates = ([item.floor] + placed.map { $0.bottom + 2 }).filter { $0 >= item.floor }.sorted()
            let top = candidates.first(where: fits) ?? ((placed.map(\.bottom).max() ?? item.floor) + 2)
            placed.append(Placed(left: left, right: right, top: top, bottom: top + height, x: item.x, tipY: item.tipY))
            result[index] = top
        }
        return result
    }
}
