import MarbleDSL

extension BoundScheduler {
    /// The scheduler `expr` makes, when it is one a file binds to a name
    /// (`let scheduler = DispatchQueue.test`).
    static func made(by expr: Expr) -> BoundScheduler? {
        guard case .member(let base, let name) = expr.kind, case .identifier(let type) = base.kind else { return nil }
        switch (type, name.name) {
        case ("DispatchQueue", "test"), ("RunLoop", "test"), ("OperationQueue", "test"): return .test
        case ("DispatchQueue", "immediate"), ("RunLoop", "immediate"), ("OperationQueue", "immediate"),
             ("ImmediateScheduler", "shared"): return .immediate
        default: return nil
        }
    }
}
