/// Timing and printing shared by the benchmarks: medians of wall time, fixed decimals
/// without libm, padded columns.
public enum Figures {
    /// Seconds `body` took.
    public static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        var failure: (any Error)?
        let elapsed = clock.measure {
            do { try body() } catch { failure = error }
        }
        if let failure { fatalError("benchmark failed: \(failure)") }
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The median of `runs` timings of `body`.
    public static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        for _ in 0..<runs { samples.append(try seconds(body)) }
        return samples.sorted()[runs / 2]
    }

    /// `value` with `digits` decimals.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int(value * Double(scale) + 0.5)
        guard digits > 0 else { return String(scaled) }
        let fraction = String(scaled % scale)
        return "\(scaled / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    /// `text` padded with spaces to `width` characters.
    public static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
