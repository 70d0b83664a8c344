import SwiftSyntax

/// The largest step that divides every duration written in the file (`.milliseconds(250)`,
/// `.seconds(1)`, `advance(by: 1)`), in nanoseconds, as interpreted mode chooses its tick
/// (MarbleRuntime's TickDuration). A duration computed at run time (`.milliseconds(n * 100)`)
/// counts by its constant factor; the times the run records refine the tick further.
final class DurationScan: SyntaxVisitor {
    static let nanosecondsPerUnit: [String: Int] = [
        "seconds": 1_000_000_000, "milliseconds": 1_000_000, "microseconds": 1_000, "nanoseconds": 1,
    ]
    static let plainSecondsLabels: Set<String> = ["by", "for", "every"]

    private(set) var divisor = 0

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
           let perUnit = Self.nanosecondsPerUnit[member.declName.baseName.text],
           node.arguments.count == 1, node.arguments.first?.label == nil,
           let count = Self.constantFactor(node.arguments.first!.expression) {
            note(count * Double(perUnit))
        }
        for argument in node.arguments where Self.plainSecondsLabels.contains(argument.label?.text ?? "") {
            if let integer = argument.expression.as(IntegerLiteralExprSyntax.self), Int(integer.literal.text) != nil {
                note(1e9)
            } else if let float = argument.expression.as(FloatLiteralExprSyntax.self), let seconds = Double(float.literal.text) {
                note(seconds * 1e9)
            }
        }
        return .visitChildren
    }

    private func note(_ nanoseconds: Double) {
        let rounded = nanoseconds.rounded()
        guard rounded >= 1, rounded < 9e18, abs(rounded - nanoseconds) < 1e-3 else { return }
        divisor = Self.gcd(divisor, Int(rounded))
    }

    /// `250` → 250; `n * 100` → 100 (every value it takes is a multiple); otherwise nil.
    static func constantFactor(_ expr: ExprSyntax) -> Double? {
        if let integer = expr.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let float = expr.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text) }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            var product = 1.0
            for (index, element) in elements.enumerated() {
                if index % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "*" else { return nil }
                } else if let factor = constantFactor(element) {
                    product *= factor
                }
            }
            return product
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return constantFactor(tuple.elements.first!.expression)
        }
        return nil
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : gcd(b, a % b)
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
