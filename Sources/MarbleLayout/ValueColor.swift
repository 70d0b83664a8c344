import MarbleTrace

/// The fill of a value's marble: a stable hash of its description picks a palette entry, so
/// `13` has the same colour in every lane, every run and every process.
public enum ValueColor {
    /// The palette entry for `value`.
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
