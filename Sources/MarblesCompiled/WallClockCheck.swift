import SwiftSyntax

/// Finds what waits on the wall clock (`DispatchQueue.main.asyncAfter`, `Thread.sleep`): a
/// diagram is drawn on virtual time, and a real delay would make every render different (or
/// end before the work it waits for), so compiled mode refuses it with the way to write it.
final class WallClockCheck: SyntaxVisitor {
    private(set) var found: (name: String, position: AbsolutePosition)?

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil, let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let name = member.declName.baseName.text
        let base = member.base?.trimmedDescription ?? ""
        if name == "asyncAfter" || (name == "sleep" && base == "Thread") {
            found = ("\(base).\(name)", member.declName.positionAfterSkippingLeadingTrivia)
        }
        return .visitChildren
    }
}
