import MarbleDSL

/// A value of a type the file declared: `Point(x: 0, y: 1)`, `APIError.timeout`,
/// `APIError.badStatus(404)`.
struct DeclaredValueNode {
    /// The value as written; the evaluator makes it from the declaration.
    var expr: Expr
    /// What the expression is when the declaration was not made after all (it failed with an
    /// error of its own, `alreadyDefined`): lowering knows what a file declares, the builder
    /// which of the declarations succeeded.
    var otherwise: PipelineNode
}

/// A timer pasted code starts: Foundation's `Timer.publish(every:on:in:)` or combine-schedulers'
/// `scheduler.timerPublisher(every:)`, a connectable publisher of the virtual clock
/// (`.autoconnect()` or `.connect()` starts it) that publishes the tick rather than a `Date`.
struct PastedTimerNode {
    /// `publish` or `timerPublisher`, the name errors about the arguments use.
    var name: Identifier
    var arguments: [Argument]
    var trailingClosure: Expr?
    /// The labels taken and ignored (`on:`, `in:`, `tolerance:`): where and how precisely a
    /// real timer fires means nothing on a virtual clock.
    var ignoredLabels: [String]
    /// `Timer(every:).makeConnectable()` of the call's `every:`; `.rejected` when it has none.
    var connectable: PipelineNode
    /// For `timerPublisher`: the test scheduler it is called on, and what the call is when the
    /// name turns out to hold none (a later binding made it an immediate scheduler, or its
    /// binding failed); what a name holds is known only once it is built.
    var testScheduler: (name: String, otherwise: PipelineNode)?
    /// The whole call.
    var expr: Expr
}
