/// A value lost in front of one input of `zip` or `combineLatest`, passed on as a drop.
///
/// The operator would have sent a combination of it with the other inputs, which is not
/// known, never the value alone; so the value travels wrapped. Operators below do not take it
/// for one of their inputs (it is not of their `Input` type): they pass it on untouched,
/// without running a closure on it, and the first lane below shows the lost value itself.
package struct LostInput<Value>: LostInputValue {
    package let value: Value

    package init(_ value: Value) { self.value = value }

    package var lostValue: Any { value }
}

/// A `LostInput` of any value type, for a recorder to unwrap.
package protocol LostInputValue {
    var lostValue: Any { get }
}
