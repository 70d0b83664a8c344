import MarbleDSL

/// The arguments of one call, consumed by name or position; `finish()` reports any the
/// callee did not understand, so a typo in a label is an error rather than ignored.
struct Arguments {
    private var remaining: [Argument]
    let callRange: SourceRange
    private let callee: String
    let trailingClosure: Expr?

    init(_ arguments: [Argument], trailingClosure: Expr?, callRange: SourceRange, callee: String) {
        remaining = arguments
        self.trailingClosure = trailingClosure
        self.callRange = callRange
        self.callee = callee
    }

    /// Takes the first unlabelled argument.
    mutating func positional() -> Expr? {
        guard let index = remaining.firstIndex(where: { $0.label == nil }) else { return nil }
        return remaining.remove(at: index).value
    }

    /// The first unlabelled argument, left in place.
    func peekPositional() -> Expr? {
        remaining.first(where: { $0.label == nil })?.value
    }

    /// Whether an argument labelled `label` is there.
    func has(label: String) -> Bool {
        remaining.contains { $0.label?.name == label }
    }

    /// The labels of the arguments not taken yet, with where each was written.
    var labels: [Identifier] {
        remaining.compactMap(\.label)
    }

    /// Takes the argument labelled `label`.
    mutating func labeled(_ label: String) -> Expr? {
        guard let index = remaining.firstIndex(where: { $0.label?.name == label }) else { return nil }
        return remaining.remove(at: index).value
    }

    /// Takes the first unlabelled argument, or fails naming what was expected.
    mutating func requirePositional(_ what: String) throws -> Expr {
        guard let expr = positional() else {
            throw RuntimeError.missingArgument(to: callee, expected: what, at: callRange)
        }
        return expr
    }

    mutating func requireLabeled(_ label: String, _ what: String) throws -> Expr {
        guard let expr = labeled(label) else {
            throw RuntimeError.missingLabeledArgument(label, to: callee, expected: what, at: callRange)
        }
        return expr
    }

    /// The trailing closure, or else a positional closure argument.
    mutating func closure(_ what: String) throws -> Expr {
        if let trailingClosure { return trailingClosure }
        return try requirePositional(what)
    }

    /// Fails on any argument nobody took.
    func finish() throws {
        guard let extra = remaining.first else { return }
        if let label = extra.label {
            throw RuntimeError.noSuchArgument(label.name, of: callee, at: label.range)
        }
        throw RuntimeError.tooManyArguments(to: callee, at: extra.value.range)
    }
}
