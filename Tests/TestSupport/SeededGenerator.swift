/// A pseudo-random sequence fixed by its seed (a 64-bit linear congruential generator), so
/// tests that try many generated inputs try the same ones on every run and machine.
public struct SeededGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// The next number in `0..<bound`.
    public mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
