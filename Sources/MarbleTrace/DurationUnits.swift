/// The rule by which both modes read a written duration as nanoseconds, to choose a file's
/// tick: interpreted mode on the marble language's tree (MarbleRuntime's `TickDuration`),
/// compiled mode on swift-syntax's (MarblesCompiled's `DurationScan`). One table, so that the
/// two modes pick the same tick for the same file.
package enum DurationUnits {
    /// Nanoseconds in one of each unit a duration is written in: `.milliseconds(500)`.
    package static let nanosecondsPerUnit: [String: Int] = [
        "seconds": 1_000_000_000, "milliseconds": 1_000_000, "microseconds": 1_000, "nanoseconds": 1,
    ]

    /// Nanoseconds in a second: a plain number after one of `plainSecondsLabels` counts seconds.
    package static let nanosecondsPerSecond = 1_000_000_000

    /// The labels whose plain numbers are seconds: `advance(by: 1)`, `delay(for: 0.5, ...)`,
    /// `Timer.publish(every: 2, ...)`.
    package static let plainSecondsLabels: Set<String> = ["by", "for", "every"]

    /// `nanoseconds` as a whole number, or `nil` when it is negative, finer than a nanosecond
    /// (more than 0.001 ns from one) or too long for the clock.
    package static func wholeNanoseconds(_ nanoseconds: Double) -> Int? {
        let rounded = nanoseconds.rounded()
        guard nanoseconds >= 0, rounded < 9e18, abs(nanoseconds - rounded) < 1e-3 else { return nil }
        return Int(rounded)
    }

    /// The greatest common divisor of `a` and `b` (`a` when `b` is 0): the tick that divides
    /// every duration seen so far.
    package static func gcd(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : gcd(b, a % b)
    }
}
