import MarbleDSL
import MarbleTrace

/// The timers pasted code starts: Foundation's `Timer.publish(every:on:in:)` and
/// combine-schedulers' `scheduler.timerPublisher(every:)`, both connectable publishers of the
/// virtual clock (`.autoconnect()` or `.connect()` starts them), which publish the tick rather
/// than a `Date`.
extension PipelineBuilder {
    /// The timer lowering made of the call, once its arguments are read.
    func build(_ timer: PastedTimerNode) throws -> RuntimeObject {
        if let scheduler = timer.testScheduler, boundSchedulers[scheduler.name] != .test {
            // The name holds no test scheduler after all: the call is what it is otherwise.
            return try build(scheduler.otherwise)
        }
        var args = Arguments(timer.arguments, trailingClosure: timer.trailingClosure, callRange: timer.expr.range, callee: timer.name.name)
        _ = try args.requireLabeled("every", ExpressionLowering.timerInterval)
        // The run loop and its mode say where a real timer fires; here time is virtual.
        for label in timer.ignoredLabels { _ = args.labeled(label) }
        try args.finish()
        return try build(timer.connectable)
    }
}
