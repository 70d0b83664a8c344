import MarbleTrace

/// The fill of a value's marble: a stable hash of its description picks a palette entry, so
/// `13` has the same colour in every lane, every run and every process.
public enum ValueColor {
    /// The palette entry for `value`, before collisions within a diagram are resolved.
    public static func fill(for value: MarbleValue, palette: [RGBA]) -> RGBA {
        guard !palette.isEmpty else { return RGBA(hex: 0xDDDDDD) }
        return palette[index(for: value.description, count: palette.count)]
    }

    /// The palette index of a label: 64-bit FNV-1 over its UTF-8 bytes, modulo the palette
    /// size. FNV-1 (multiply, then xor) keeps the last byte in the low bits, so labels that
    /// differ only in their last character (`1`…`9`, `a`…`h`) land on different entries.
    /// Swift's `hashValue` is seeded per process and would change colours between runs.
    public static func index(for label: String, count: Int) -> Int {
        guard count > 0 else { return 0 }
        return Int(fnv1(label) % UInt64(count))
    }

    static func fnv1(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash = hash &* 0x0000_0100_0000_01B3
            hash ^= UInt64(byte)
        }
        return hash
    }
}

/// The colours of one diagram's values: each value keeps its hashed palette entry unless that
/// entry is taken, or looks too much like one a value before it took (`ColorDistance`: to
/// normal vision or with red-green colour blindness); then it gets the free entry that looks
/// least like any taken one. Two different values never share a colour while the palette
/// has room, nor, after that, two values of one lane while the lane has room; the order of first appearance (lanes top to bottom, events in order) makes it
/// deterministic.
public struct ValueColors: Hashable, Sendable {
    private var indices: [String: Int] = [:]
    private let palette: [RGBA]

    /// How far apart (smallest ΔE of the three visions) a hashed entry must look from every
    /// taken one to be kept.
    static let keptDistance = 20.0

    /// Colours for `labels` (value descriptions, in order of first appearance; repeats are
    /// ignored) drawn from `palette`.
    /// `lanes` gives, for a label, the lanes it is drawn on: once every entry is in use, a
    /// label takes one that no other value of its lanes has, where there is one.
    public init(labels: [String], palette: [RGBA], lanes: [String: Set<Int>] = [:]) {
        self.palette = palette.isEmpty ? [RGBA(hex: 0xDDDDDD)] : palette
        let count = self.palette.count
        var taken: [Int] = []
        var laneEntries: [Int: Set<Int>] = [:]
        for label in labels where indices[label] == nil {
            let preferred = ValueColor.index(for: label, count: count)
            var chosen = preferred
            if taken.count < count {
                if taken.contains(preferred) || nearest(preferred, taken) < Self.keptDistance {
                    // The free entry farthest from every taken one; ties go to the first after
                    // the hashed entry, so the choice does not depend on the palette's order alone.
                    let free = (0..<count).map { (preferred + $0) % count }.filter { !taken.contains($0) }
                    chosen = free.max { nearest($0, taken) < nearest($1, taken) } ?? preferred
                }
            } else if let own = lanes[label] {
                // Every entry is in use: within the label's own lanes values can still differ.
                let used = own.reduce(into: Set<Int>()) { $0.formUnion(laneEntries[$1] ?? []) }
                chosen = (0..<count).map { (preferred + $0) % count }.first { !used.contains($0) } ?? preferred
            }
            indices[label] = chosen
            taken.append(chosen)
            for lane in lanes[label] ?? [] { laneEntries[lane, default: []].insert(chosen) }
        }
    }

    /// How close `entry` looks to the nearest of `taken`; infinite when none is taken.
    private func nearest(_ entry: Int, _ taken: [Int]) -> Double {
        taken.map { ColorDistance.perceived(palette[entry], palette[$0]) }.min() ?? .infinity
    }

    /// The colours of every value a trace draws filled (values and replays).
    public init(trace: Trace, palette: [RGBA]) {
        var labels: [String] = []
        var lanes: [String: Set<Int>] = [:]
        for (index, lane) in trace.lanes.enumerated() {
            for event in lane.events {
                switch event.kind {
                case .value(let value), .replay(let value, _):
                    labels.append(value.description)
                    lanes[value.description, default: []].insert(index)
                default: break
                }
            }
        }
        self.init(labels: labels, palette: palette, lanes: lanes)
    }

    /// The palette index of `label`; its plain hash if the diagram does not contain it.
    public func index(for label: String) -> Int {
        indices[label] ?? ValueColor.index(for: label, count: palette.count)
    }

    /// The fill of `value`.
    public func fill(for value: MarbleValue) -> RGBA {
        palette[index(for: value.description)]
    }
}
