import MarbleDSL

/// The expressions of pasted code whose meaning depends on the file's declarations and
/// bindings: values of declared types and the timers of Foundation and combine-schedulers.
extension ExpressionLowering {
    /// Whether `expr` makes a value of a declared type: `Point(x: 0, y: 1)` of a declared value
    /// or error struct, `APIError.timeout` or `APIError.badStatus(404)` of a declared error enum.
    func isDeclaredValue(_ expr: Expr) -> Bool {
        var member = expr
        if case .call(let callee, _, nil) = expr.kind { member = callee }
        switch member.kind {
        case .identifier(let type):
            if case .call = expr.kind { return declaredStructs.contains(type) }
            return false
        case .member(let base, _):
            if case .identifier(let type) = base.kind { return declaredErrorEnums.contains(type) }
            return false
        default:
            return false
        }
    }

    /// `Timer.publish(every:on:in:)`, or `scheduler.timerPublisher(every:)` of a test scheduler:
    /// `Timer(every:).makeConnectable()`; `nil` for any other expression.
    func pastedTimer(_ expr: Expr, otherwise: PipelineNode) -> PastedTimerNode? {
        guard case .call(let callee, let arguments, let trailing) = expr.kind, case .member(let base, let name) = callee.kind,
              case .identifier(let owner) = base.kind else { return nil }
        let ignored: [String]
        var onScheduler = false
        switch (owner, name.name) {
        case ("Timer", "publish"):
            ignored = ["on", "in", "tolerance", "options"]
        case (_, "timerPublisher") where testSchedulers.contains(owner):
            ignored = ["tolerance", "options"]
            onScheduler = true
        default:
            return nil
        }
        let connectable: PipelineNode
        if let every = arguments.first(where: { $0.label?.name == "every" })?.value {
            let timer = Expr(.call(callee: Expr(.identifier("Timer"), range: callee.range, text: "Timer"),
                                   arguments: [Argument(label: Identifier("every", range: every.range), value: every)], trailingClosure: nil),
                             range: expr.range, text: expr.text)
            let makeConnectable = Expr(.call(callee: Expr(.member(base: timer, name: Identifier("makeConnectable", range: name.range)),
                                                          range: expr.range, text: expr.text),
                                             arguments: [], trailingClosure: nil),
                                       range: expr.range, text: expr.text)
            connectable = node(for: makeConnectable)
        } else {
            connectable = .rejected(RuntimeError.missingLabeledArgument("every", to: name.name, expected: Self.timerInterval, at: expr.range))
        }
        return PastedTimerNode(name: name, arguments: arguments, trailingClosure: trailing, ignoredLabels: ignored,
                               connectable: connectable, testScheduler: onScheduler ? (owner, otherwise) : nil, expr: expr)
    }

    /// What the `every:` of a timer is, in the error of a timer without one.
    static let timerInterval = "the interval, e.g. .seconds(1)"
}
