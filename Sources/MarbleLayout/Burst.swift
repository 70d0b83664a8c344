import MarbleTrace

/// Many events of one kind at one tick (a late subscriber's replay, zip pairing a queue at
/// once, a buffer flushed on a request), drawn as one mark rather than a stack: a stack grows
/// the diagram by a marble's height per event, so 1,000 replays made a page 4,000 points
/// tall, and each echo's link crossed every row under it (quadratic in the layout).
///
/// The mark says what the stack said, in little room: how many, the first and the last
/// value, and why they came at once. An SVG lists the values on hover.
///
/// A class: every item of a lane holds an optional burst, and a struct this size inline
/// would have grown each of a million-event diagram's items (and their marbles) by 130 bytes.
final class Burst: Hashable {
    /// The tallest stack drawn marble by marble: the 2–4 events a hand-written diagram has
    /// at one tick read best as they are.
    static let largestStack = 4
    /// How many values a burst's tooltip lists from each end.
    static let listedAtEachEnd = 50

    let count: Int
    let first: MarbleValue
    let last: MarbleValue
    /// Why the events came at once, as the mark and its tooltip say it: "replay", "zip",
    /// "buffer flush", a drop's reason, or the operator that emitted them.
    let reason: String
    /// For replays: the ticks the first and the last replayed value were first emitted at.
    let emitted: ClosedRange<Int>?
    /// The first and last `listedAtEachEnd` values (all of them when there are no more than
    /// twice that).
    let head: [MarbleValue]
    let tail: [MarbleValue]

    static func == (a: Burst, b: Burst) -> Bool {
        (a.count, a.first, a.last, a.reason) == (b.count, b.first, b.last, b.reason)
            && a.emitted == b.emitted && a.head == b.head && a.tail == b.tail
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(first)
        hasher.combine(last)
        hasher.combine(reason)
    }

    /// The text inside the mark: `replay ×1000: 1…1000`.
    var label: String {
        "\(reason) ×\(count): \(first)…\(last)"
    }

    /// The text on hover: what came, when and why, and the values themselves.
    func tooltip(at tick: Int) -> String {
        var text = "\(count) values at tick \(tick) (\(reason))"
        if let emitted { text += ", first emitted at ticks \(emitted.lowerBound)–\(emitted.upperBound)" }
        let skipped = tail.isEmpty ? 0 : count - head.count - tail.count
        return text + ": " + elidedList(head: head.map(\.description), skipped: skipped, tail: tail.map(\.description), separator: ", ")
    }

    /// `items` (one tick's, in the order they happened) with every kind of which there are
    /// more than `largestStack` (when the tick has more than that in all) gathered into one
    /// burst item, which stands where the first of its members came. Everything else keeps
    /// the run's order: a sink's `1, 2, ⊘3, 4, 5, ⊘6` is drawn so, not values first and drops
    /// after, which would hide which values got in before the demand ran out. A tick draws at
    /// most `largestStack` marks per kind, so its height no longer grows with its events.
    static func gather(_ items: [LaneModel.Item], on lane: Lane) -> [LaneModel.Item] {
        guard items.count > largestStack else { return items }
        var byKind: [ItemClass: [Int]] = [:]
        for (index, item) in items.enumerated() { byKind[ItemClass(item.kind), default: []].append(index) }
        guard byKind.values.contains(where: { $0.count > largestStack }) else { return items }
        var result: [LaneModel.Item] = []
        for (index, item) in items.enumerated() {
            let kind = ItemClass(item.kind)
            let members = byKind[kind]!
            if members.count <= largestStack {
                result.append(item)
            } else if members[0] == index {
                var gathered = item
                gathered.burst = Burst(members.map { items[$0] }, reason: reason(kind, on: lane))
                result.append(gathered)
            }
        }
        return result
    }

    private init(_ members: [LaneModel.Item], reason: String) {
        count = members.count
        first = members[0].value
        last = members[members.count - 1].value
        self.reason = reason
        let froms = members.compactMap { member -> Int? in
            if case .replay(let from) = member.kind { return from } else { return nil }
        }
        emitted = froms.isEmpty ? nil : froms.min()!...froms.max()!
        let listed = Burst.listedAtEachEnd
        if members.count <= 2 * listed {
            head = members.map(\.value)
            tail = []
        } else {
            head = members.prefix(listed).map(\.value)
            tail = members.suffix(listed).map(\.value)
        }
    }

    /// What a burst of `kind` on `lane` says caused it.
    private static func reason(_ kind: ItemClass, on lane: Lane) -> String {
        switch kind {
        case .replay: return "replay"
        case .initial: return "initial value"
        case .drop(let reason): return "dropped: \(reason.rawValue)"
        case .value:
            // The operator that emitted them: the lane's last step that is not its subscriber.
            guard let step = lane.steps.last(where: { !$0.isTransparent && !$0.traits.isSubscriber }) else {
                return lane.role == .subject ? "sent" : "values"
            }
            return step.traits.burstReason ?? step.name
        }
    }

    /// The kinds a burst gathers: replays whatever tick they were first emitted at.
    private enum ItemClass: Hashable {
        case value
        /// A subject's initial value: one per lane, so never more than one at a tick.
        case initial
        case replay
        case drop(TraceEvent.DropReason)

        init(_ kind: LaneModel.ItemKind) {
            switch kind {
            case .value: self = .value
            case .initial: self = .initial
            case .replay: self = .replay
            case .drop(let reason): self = .drop(reason)
            }
        }
    }
}

extension LaneModel.Item {
    /// What the item's marble is labelled with: its value, or a burst's summary.
    var text: String { burst?.label ?? value.description }

    /// Whether `text` is empty, without making it for the values whose text never is.
    var hasEmptyText: Bool {
        guard burst == nil else { return false }
        switch value {
        case .int, .double, .bool: return false
        case .string(let string): return string.isEmpty
        default: return value.description.isEmpty
        }
    }
}

extension Burst {
    /// How far each card of the deck behind a burst's mark is set off up and right.
    static let deckStep = 3.0

    /// Two outlines behind a burst's mark, set off up and right like a deck of cards, so that
    /// it reads as many marbles at once before its label is read.
    static func deck(behind center: Point, shape: MarbleShape, style: Glyphs.MarbleStyle) -> [Element] {
        var card = shape
        card.label = ""
        var plain = style
        plain.strike = nil
        return [2.0, 1.0].flatMap { step in
            Glyphs.marble(center: Point(x: center.x + step * deckStep, y: center.y - step * deckStep), shape: card,
                          style: plain, capHeight: 0)
        }
    }
}
