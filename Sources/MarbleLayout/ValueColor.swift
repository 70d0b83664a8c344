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

/// The colours of one diagram's values: each value keeps its hashed palette entry unless a
/// different value of the same diagram took it first, in which case it gets the next free
/// entry. Two different values never share a colour while the palette has room; the
/// order of first appearance (lanes top to bottom, events in order) makes it deterministic.
public struct ValueColors: Hashable, Sendable {
    private var indices: [String: Int] = [:]
    private let palette: [RGBA]

    /// Colours for `labels` (value descriptions, in order of first appearance; repeats are
    /// ignored) drawn from `palette`.
    public init(labels: [String], palette: [RGBA]) {
        self.palette = palette.isEmpty ? [RGBA(hex: 0xDDDDDD)] : palette
        let count = self.palette.count
        var taken = Set<Int>()
        for label in labels where indices[label] == nil {
            let preferred = ValueColor.index(for: label, count: count)
            // Once every entry is in use, collisions cannot be avoided: keep the hashed one.
            var chosen = preferred
            if taken.count < count {
                while taken.contains(chosen) { chosen = (chosen + 1) % count }
            }
            indices[label] = chosen
            taken.insert(chosen)
        }
    }

    /// The colours of every value a trace draws filled (values and replays).
    public init(trace: Trace, palette: [RGBA]) {
        var labels: [String] = []
        for lane in trace.lanes {
            for event in lane.events {
                switch event.kind {
                case .value(let value), .replay(let value, _): labels.append(value.description)
                default: break
                }
            }
        }
        self.init(labels: labels, palette: palette)
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
