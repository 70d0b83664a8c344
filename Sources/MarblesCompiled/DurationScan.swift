import MarbleTrace
import SwiftSyntax

/// The largest step that divides every duration written in the file (`.milliseconds(250)`,
/// `.seconds(1)`, `advance(by: 1)`), in nanoseconds, as interpreted mode chooses its tick
/// (MarbleRuntime's TickDuration), by the same rule (`DurationUnits`) read on swift-syntax's
/// tree. A duration computed at run time (`.milliseconds(n * 100)`) counts by its constant
/// factor; the times the run records refine the tick further.
final class DurationScan: SyntaxVisitor {
    private(set) var divisor = 0

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
           let perUnit = DurationUnits.nanosecondsPerUnit[member.declName.baseName.text],
           node.arguments.count == 1, node.arguments.first?.label == nil,
           let count = Self.constantFactor(node.arguments.first!.expression) {
            note(count * Double(perUnit))
        }
        for argument in node.arguments where DurationUnits.plainSecondsLabels.contains(argument.label?.text ?? "") {
            if let integer = argument.expression.as(IntegerLiteralExprSyntax.self), Int(integer.literal.text) != nil {
                note(Double(DurationUnits.nanosecondsPerSecond))
            } else if let float = argument.expression.as(FloatLiteralExprSyntax.self), let seconds = Double(float.literal.text) {
                note(seconds * Double(DurationUnits.nanosecondsPerSecond))
            }
        }
        return .visitChildren
    }

    private func note(_ nanoseconds: Double) {
        guard let whole = DurationUnits.wholeNanoseconds(nanoseconds), whole >= 1 else { return }
        divisor = DurationUnits.gcd(divisor, whole)
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
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
