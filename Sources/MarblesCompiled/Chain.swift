import SwiftSyntax

/// A chain of calls as written, `root.a(…).b { … }.c(…)`, read from its outermost call: the
/// root (what the chain starts from) and the links in order.
struct Chain {
    /// One `.name(arguments) { closure }` of the chain.
    struct Link {
        let name: String
        /// The whole chain up to and including this link.
        let call: FunctionCallExprSyntax
        /// The chain before this link.
        let base: ExprSyntax
        /// `map { $0 * 2 }`: the link as written, from its name to its last closure.
        var text: String {
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)!
            let start = member.declName.positionAfterSkippingLeadingTrivia
            let source = call.root.description.utf8
            let from = source.index(source.startIndex, offsetBy: start.utf8Offset)
            let to = source.index(source.startIndex, offsetBy: call.endPositionBeforeTrailingTrivia.utf8Offset)
            return String(decoding: Array(source[from..<to]), as: UTF8.self)
        }

        /// `sink`, `assign`, `subscribe(subscriber)`: the subscriber, not `subscribe(on:)`.
        var isSubscriber: Bool {
            guard CombineVocabulary.subscribers.contains(name) else { return false }
            return name != "subscribe" || call.arguments.first?.label == nil
        }

        var isOperator: Bool {
            if name == "receive" { return call.arguments.first?.label?.text == "on" }
            if isSubscriber || CombineVocabulary.notOperators.contains(name) { return false }
            // A method of the same name with other labels (`merge(into:)`) is the file's own.
            if let labels = CombineVocabulary.firstLabels[name] { return labels.contains(call.arguments.first?.label?.text ?? "") }
            return true
        }
    }

    let top: ExprSyntax
    let root: ExprSyntax
    let links: [Link]

    init(top: ExprSyntax) {
        self.top = top
        var links: [Link] = []
        var current = top
        while let call = current.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, !Self.isTypeName(base) {
            links.insert(Link(name: member.declName.baseName.text, call: call, base: base), at: 0)
            current = base
        }
        root = current
        self.links = links
    }

    /// `Publishers`, `DispatchQueue`, `Just<Int>`: a static member's owner, not a value.
    private static func isTypeName(_ expr: ExprSyntax) -> Bool {
        if expr.is(GenericSpecializationExprSyntax.self) { return true }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase ?? false
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            return isTypeName(base) && (member.declName.baseName.text.first?.isUppercase ?? false)
        }
        return false
    }
}
