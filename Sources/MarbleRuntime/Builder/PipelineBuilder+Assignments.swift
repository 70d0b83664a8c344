import MarbleDSL
import MarbleTrace

/// `factor = 100`, `count += 1`, `received.append(4)`, `received = []` as statements of the
/// file (or of a `for` loop): an assignment to a `var` of the file, at the virtual time where
/// it stands, so that the closures that read the variable see the new value from then on.
extension PipelineBuilder {
    /// Runs or schedules `expr`, which assigns `target`, when `target` is a variable of the
    /// file; false when it holds a publisher and `expr` is a call (the operator). An assignment to a name that holds a publisher, a subject or a subscription
    /// is an error that says so.
    func performAssignment(to target: Identifier, _ expr: Expr) throws -> Bool {
        let object = try lookup(target.name, at: target.range)
        guard case .value = object, swiftSubset.variables.values[target.name] != nil else {
            // `numbers.append(4)` of a publisher is the operator.
            if case .call = expr.kind { return false }
            throw RuntimeError.assignsAnObject(target.name, object.kindName, at: target.range)
        }
        var evaluator = ValueEvaluator(call: nil, declaredError: closureError)
        evaluator.fileVariables = swiftSubset.variables
        let assign = { [unowned self] in
            _ = try evaluator.fileEffect(expr)
            if let value = swiftSubset.variables.values[target.name] { bindings[target.name] = .value(value) }
        }
        // Nothing is due before it: it happens now, before the statements below it build (a
        // `[..].publisher.map` runs its closure as it is built, as in Combine). Otherwise after the
        // work queued up to the current time, which file order put before it.
        if scheduler.nextTick.map({ $0 > currentTick }) ?? true {
            try assign()
            return true
        }
        let log = runErrors
        scheduler.schedule(at: currentTick) {
            do { try assign() } catch { log.report(error, at: expr.range) }
        }
        return true
    }
}
