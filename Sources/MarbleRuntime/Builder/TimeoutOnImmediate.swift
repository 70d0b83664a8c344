import MarbleDSL

extension PipelineBuilder {
    /// Refuses `timeout(_, scheduler: immediate)`. Combine's `Timeout` starts its clock in
    /// `receive(subscription:)` while holding its lock; `ImmediateScheduler` runs the timeout
    /// action at once, inside that call, and the action takes the same lock again. Apple's
    /// Combine traps on the recursive `os_unfair_lock`, and OpenCombine 0.14.0 aborts
    /// ("Resource deadlock avoided"), so there is nothing to draw: a pasted pipeline is told so.
    static func refuseTimeout(on schedulerExpr: Expr) throws {
        let isImmediate: Bool
        switch schedulerExpr.kind {
        case .identifier("immediate"): isImmediate = true
        case .member(let base, let name): isImmediate = base.kind == .identifier("ImmediateScheduler") && name.name == "shared"
        default: isImmediate = false
        }
        guard isImmediate else { return }
        throw RuntimeError.timeoutOnImmediate(at: schedulerExpr.range)
    }
}
