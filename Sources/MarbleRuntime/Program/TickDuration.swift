import MarbleDSL
import MarbleTrace

/// How long one tick of a file's clock is. Durations written with a unit
/// (`.milliseconds(500)`, `.seconds(2)`) are converted to ticks; one tick is the largest step
/// that divides every such duration in the file, one second when there are none (so that
/// `.seconds(2)` and a plain `2` are both two ticks, as in the rest of the language).
///
/// Which durations count and how many nanoseconds each is are `DurationUnits`' rule, which
/// compiled mode's `DurationScan` reads too.
struct TickDuration {
    static let second = TickDuration(nanoseconds: DurationUnits.nanosecondsPerSecond)

    let nanoseconds: Int

    /// The tick of a file without a `tick` directive: the greatest common divisor of its
    /// durations.
    static func inferred(from file: MarbleFile) -> TickDuration {
        var divisor = 0
        var pending: [Expr] = file.statements.compactMap {
            switch $0.kind {
            case .binding(_, let value), .expression(let value): return [value]
            case .loop(_, _, let body): return body.compactMap { if case .expression(let value) = $0.kind { value } else { nil } }
            default: return nil
            }
        }.flatMap { $0 }
        while let expr = pending.popLast() {
            if let nanoseconds = duration(expr) { divisor = DurationUnits.gcd(divisor, nanoseconds) }
            pending += children(of: expr)
        }
        return divisor > 0 ? TickDuration(nanoseconds: divisor) : .second
    }

    /// `.milliseconds(500)` in nanoseconds, when `expr` is a positive duration with a unit
    /// (`.seconds(0.25)` too, Combine's `seconds(_: Double)`), or a call with a plain number of
    /// seconds (`advance(by: 1)`, `delay(for: 0.5, ...)`).
    static func duration(_ expr: Expr) -> Int? {
        if case .call(_, let arguments, _) = expr.kind {
            for argument in arguments where DurationUnits.plainSecondsLabels.contains(argument.label?.name ?? "") {
                switch argument.value.kind {
                case .integer: return second.nanoseconds
                case .decimal(let seconds): if let nanoseconds = nanoseconds(seconds: seconds), nanoseconds > 0 { return nanoseconds }
                default: break
                }
            }
        }
        guard case .call(let callee, let arguments, nil) = expr.kind, case .implicitMember(let unit) = callee.kind,
              let perUnit = DurationUnits.nanosecondsPerUnit[unit], arguments.count == 1, arguments[0].label == nil else { return nil }
        switch arguments[0].value.kind {
        case .integer(let count) where count > 0:
            let (product, overflow) = count.multipliedReportingOverflow(by: perUnit)
            return overflow ? nil : product
        case .decimal(let seconds) where unit == "seconds":
            return nanoseconds(seconds: seconds).flatMap { $0 > 0 ? $0 : nil }
        default:
            return nil
        }
    }

    /// A number of seconds written as a decimal (`0.25`) in whole nanoseconds; `nil` when it is
    /// negative, finer than a nanosecond or too long.
    static func nanoseconds(seconds: Double) -> Int? {
        DurationUnits.wholeNanoseconds(seconds * Double(DurationUnits.nanosecondsPerSecond))
    }

    /// How many ticks `seconds` last, or `nil` when they are not a whole number of ticks.
    func ticks(seconds: Double) -> Int? {
        guard let total = Self.nanoseconds(seconds: seconds), total % nanoseconds == 0 else { return nil }
        return total / nanoseconds
    }

    /// How many ticks `count` of `unit` last, or `nil` when they are not a whole number of ticks.
    func ticks(_ count: Int, _ unit: String) -> Int? {
        guard let perUnit = DurationUnits.nanosecondsPerUnit[unit] else { return nil }
        let (product, overflow) = count.multipliedReportingOverflow(by: perUnit)
        guard !overflow, product % nanoseconds == 0 else { return nil }
        return product / nanoseconds
    }

    /// The axis label for a tick other than a second: `× 500 ms`.
    var axisLabel: String? {
        guard nanoseconds != Self.second.nanoseconds else { return nil }
        for (unit, size) in [("s", 1_000_000_000), ("ms", 1_000_000), ("µs", 1_000)] where nanoseconds % size == 0 {
            return "× \(nanoseconds / size) \(unit)"
        }
        return "× \(nanoseconds) ns"
    }

    private static func children(of expr: Expr) -> [Expr] {
        switch expr.kind {
        case .array(let elements), .tuple(let elements): return elements
        case .dictionary(let entries): return entries.flatMap { [$0.key, $0.value] }
        case .member(let base, _), .specialize(let base, _): return [base]
        case .call(let callee, let arguments, let trailing): return [callee] + arguments.map(\.value) + (trailing.map { [$0] } ?? [])
        case .closure(_, let body): return [body]
        case .binary(_, let lhs, let rhs), .subscriptAccess(let lhs, let rhs): return [lhs, rhs]
        case .unary(_, let operand), .forceUnwrap(let operand), .optionalTry(let operand), .forcedTry(let operand), .optionalChain(let operand),
             .optionalChainResult(let operand), .optionalBinding(_, let operand):
            return [operand]
        case .ternary(let condition, let then, let otherwise): return [condition, then, otherwise]
        default: return []
        }
    }
}

private extension Expr.Kind {
    var isInteger: Bool {
        if case .integer = self { return true }
        return false
    }
}
