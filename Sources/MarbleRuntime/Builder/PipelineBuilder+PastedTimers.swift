import MarbleDSL
import MarbleTrace

/// The timers pasted code starts: Foundation's `Timer.publish(every:on:in:)` and
/// combine-schedulers' `scheduler.timerPublisher(every:)`, both connectable publishers of the
/// virtual clock (`.autoconnect()` or `.connect()` starts them), which publish the tick rather
/// than a `Date`.
extension PipelineBuilder {
    /// The timer `expr` makes, or `nil` when it is none of these.
    func pastedTimer(_ expr: Expr) throws -> RuntimeObject? {
        guard case .call(let callee, let arguments, let trailing) = expr.kind, case .member(let base, let name) = callee.kind,
              case .identifier(let owner) = base.kind else { return nil }
        let ignored: Set<String>
        switch (owner, name.name) {
        case ("Timer", "publish"): ignored = ["on", "in", "tolerance", "options"]
        case (_, "timerPublisher") where boundSchedulers[owner] == .test: ignored = ["tolerance", "options"]
        default: return nil
        }
        var args = Arguments(arguments, trailingClosure: trailing, callRange: expr.range, callee: name.name)
        let every = try args.requireLabeled("every", "the interval, e.g. .seconds(1)")
        // The run loop and its mode say where a real timer fires; here time is virtual.
        for label in ignored { _ = args.labeled(label) }
        try args.finish()
        let timer = Expr(.call(callee: Expr(.identifier("Timer"), range: callee.range, text: "Timer"),
                               arguments: [Argument(label: Identifier("every", range: every.range), value: every)], trailingClosure: nil),
                         range: expr.range, text: expr.text)
        let connectable = Expr(.call(callee: Expr(.member(base: timer, name: Identifier("makeConnectable", range: name.range)),
                                                  range: expr.range, text: expr.text),
                                     arguments: [], trailingClosure: nil),
                               range: expr.range, text: expr.text)
        return try evaluate(connectable)
    }
}
