/// FNV-1a, 64 bits: a key that is the same on every run and machine (Swift's `Hasher` is
/// seeded per process), for naming cache folders.
struct StableHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte) }
        add(0)
    }

    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes { add(byte) }
    }

    private mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
