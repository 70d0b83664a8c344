import MarbleDSL

/// RxSwift's `Observable.just/of/from/empty/never/error/deferred/create/repeatElement` and the static combining
/// operators (`Observable.merge(a, b)`, `combineLatest`, `zip`) as the sources and operator
/// calls the model has: `Just(x)`, `[a, b].publisher`, `Empty()`, `Fail(error:)`,
/// `Deferred { }`, `a.merge(with: b)`. They behave alike for what Rx sends synchronously:
/// every element at once, then the completion.
enum RxSwiftObservables {
    /// The call `Observable.name(arguments) { trailing }` is, or `nil` for a factory the model
    /// has no form for (it is reported as written).
    static func factory(_ name: Identifier, _ arguments: [Argument], _ trailing: Expr?, callee: Expr, at expr: Expr) -> Expr.Kind? {
        func node(_ kind: Expr.Kind, _ range: SourceRange = callee.range, text: String = callee.text) -> Expr {
            Expr(kind, range: range, text: text)
        }
        func source(_ type: String, _ arguments: [Argument] = [], trailing: Expr? = nil) -> Expr.Kind {
            .call(callee: node(.identifier(type)), arguments: arguments, trailingClosure: trailing)
        }
        let positional = arguments.allSatisfy { $0.label == nil }
        // `Observable<Double>.just(2)` emits `2.0`: Swift types the literal as the element type.
        let floatingPoint = elementType(of: callee).map(FloatingPointTypeName.isFloatingPoint) ?? false
        let elements = floatingPoint ? arguments.map { Argument(label: $0.label, value: $0.value.floatingPointLiterals()) } : arguments
        switch name.name {
        case "just" where arguments.count == 1 && positional:
            return source("Just", elements)
        case "of" where positional && trailing == nil:
            let array = node(.array(elements.map(\.value)), expr.range, text: expr.text)
            return .member(base: array, name: Identifier("publisher", range: name.range))
        case "from" where arguments.count == 1 && positional && trailing == nil:
            return .member(base: arguments[0].value, name: Identifier("publisher", range: name.range))
        case "empty" where arguments.isEmpty:
            return source("Empty")
        case "never" where arguments.isEmpty:
            let never = Argument(label: Identifier("completeImmediately", range: name.range), value: node(.boolean(false)))
            return source("Empty", [never])
        case "error" where arguments.count == 1 && positional:
            return source("Fail", [Argument(label: Identifier("error", range: arguments[0].value.range), value: arguments[0].value)])
        case "interval", "timer":
            // `Observable<Int>.interval(.seconds(10), scheduler: s)`, `timer(_:period:scheduler:)`.
            return source(name.name == "interval" ? "RxInterval" : "RxTimer", arguments)
        case "range" where arguments.map(\.label?.name) == ["start", "count"]:
            return source("RxRange", arguments)
        case "create" where arguments.isEmpty && trailing != nil:
            // `Observable<Double>.create`: its observer's `onNext(1)` sends `1.0`.
            guard floatingPoint, let type = elementType(of: callee) else { return source("RxCreate", trailing: trailing) }
            let typed = node(.specialize(base: node(.identifier("RxCreate")), typeArguments: [type]))
            return .call(callee: typed, arguments: [], trailingClosure: trailing)
        case "repeatElement" where arguments.count == 1 && positional && trailing == nil:
            return source("RxRepeatElement", arguments)
        case "deferred" where arguments.isEmpty && trailing != nil:
            return source("Deferred", trailing: trailing)
        case "concat" where arguments.count == 1 && positional:
            // `Observable.concat([a, b, c])` is `a.append(b, c)`: each after the one before completes.
            guard case .array(let sources) = arguments[0].value.kind, sources.count >= 2 else { return nil }
            let first = sources[0]
            let appendCallee = node(.member(base: first, name: Identifier("append", range: name.range)), first.range.union(name.range),
                                    text: first.text + ".append")
            return .call(callee: appendCallee, arguments: sources.dropFirst().map { Argument(label: nil, value: $0) }, trailingClosure: nil)
        case "merge", "combineLatest", "zip":
            guard positional, arguments.count >= 2 else { return nil }
            var rest = Array(arguments.dropFirst())
            if name.name == "merge" { rest[0].label = Identifier("with", range: rest[0].value.range) }
            let first = arguments[0].value
            let operatorCallee = node(.member(base: first, name: name), first.range.union(name.range), text: first.text + "." + name.name)
            return .call(callee: operatorCallee, arguments: rest, trailingClosure: trailing)
        default:
            return nil
        }
    }

    /// `Double` of `Observable<Double>.just`, or `nil` where the element type is not written.
    private static func elementType(of callee: Expr) -> String? {
        guard case .member(let type, _) = callee.kind, case .specialize(_, let types) = type.kind, types.count == 1 else { return nil }
        return types[0]
    }
}
