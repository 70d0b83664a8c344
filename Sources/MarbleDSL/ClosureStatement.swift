/// One statement of a closure body written as Swift writes it: the closure runs them in
/// order until a `return` or `throw`.
public indirect enum ClosureStatement: Hashable, Sendable {
    /// An expression, or an assignment written as `.binary("=", "+=", ...)`.
    case expression(Expr)
    /// `let name = value` or `var name = value`: a name of the closure's own.
    case local(name: Identifier, value: Expr)
    /// `if condition { ... } else if ... { ... } else { ... }`; `else if` nests in `otherwise`.
    case conditional(condition: Expr, then: [ClosureStatement], otherwise: [ClosureStatement])
    /// `guard condition else { ... }`; the `else` block must leave the closure.
    case guardElse(condition: Expr, otherwise: [ClosureStatement])
    /// `return value` (`value` is `nil` for a bare `return`).
    case returnValue(Expr?, range: SourceRange)
    /// `throw value`: in a `try` operator, the stream fails with `value`.
    case throwError(Expr)
    /// `switch subject { case ...: ... default: ... }`.
    case switchOver(subject: Expr, cases: [SwitchCase])
}

/// One `case` of a `switch` in a closure: `case .timeout, .offline:`, `case 1:`,
/// `case let .badStatus(code):` or `case .badStatus(let code):` (`binding` is `code`),
/// `case let value where value > 10:` (the pattern is the name, which binds the whole value),
/// or `default:` (no patterns). `condition` is the `where` clause.
public struct SwitchCase: Hashable, Sendable {
    public var patterns: [Expr]
    public var binding: Identifier?
    public var condition: Expr?
    public var body: [ClosureStatement]

    public init(patterns: [Expr], binding: Identifier?, condition: Expr? = nil, body: [ClosureStatement]) {
        self.patterns = patterns
        self.binding = binding
        self.condition = condition
        self.body = body
    }
}
