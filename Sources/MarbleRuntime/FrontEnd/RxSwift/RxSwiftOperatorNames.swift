import MarbleDSL

/// RxSwift's names of operators that Combine has under another name and label, with the same
/// behaviour (each pinned by a recorded snippet of Tests/RxFixtures): the RxSwift front end
/// writes them as Combine does, and the registry lends Combine's entry to the RxSwift dialect
/// (`OperatorRegistry.sharedWithRxSwift`). The name keeps its source range, so an error
/// points at what was written.
enum RxSwiftOperatorNames {
    /// `(name, label of the first argument)` → `(Combine's name, its label)`.
    private static let renames: [Pair: Pair] = [
        Pair("distinctUntilChanged", nil): Pair("removeDuplicates", nil),
        Pair("startWith", nil): Pair("prepend", nil),
        Pair("take", "while"): Pair("prefix", "while"),
        Pair("takeWhile", nil): Pair("prefix", "while"),
        Pair("skip", nil): Pair("dropFirst", nil),
        Pair("skip", "while"): Pair("drop", "while"),
        Pair("skip", "until"): Pair("drop", "untilOutputFrom"),
        Pair("catchAndReturn", nil): Pair("replaceError", "with"),
        Pair("switchLatest", nil): Pair("switchToLatest", nil),
        Pair("catchError", nil): Pair("catch", nil),
        Pair("publish", nil): Pair("makeConnectable", nil),
        Pair("concat", nil): Pair("append", nil),
    ]

    private struct Pair: Hashable {
        var name: String
        var label: String?
        init(_ name: String, _ label: String?) {
            self.name = name
            self.label = label
        }
    }

    /// `distinctUntilChanged { $0.first }`: a closure of one parameter is RxSwift's key
    /// selector, which its own operator takes (`makeRxDistinctUntilChangedKey`); Combine's
    /// `removeDuplicates(by:)` takes a comparer of two, as `distinctUntilChanged { $0 == $1 }` is.
    static func takesAKeySelector(_ name: Identifier, trailing: Expr?) -> Bool {
        guard name.name == "distinctUntilChanged", let trailing, case .closure(let parameters, let body) = trailing.kind else { return false }
        return parameters.count == 1 || (parameters.isEmpty && ClosureValue.highestParameter(in: body) == 0)
    }

    /// The Combine spelling of `base.name(arguments)`, or `nil` when it has none.
    static func combineSpelling(_ base: Expr, _ name: Identifier, _ arguments: [Argument]) -> (name: Identifier, arguments: [Argument])? {
        // `distinctUntilChanged()` without a key; `take(2)`, `take(while:)`: one argument at most.
        // `reduce(0, accumulator: +)` is Combine's `reduce(0, +)`.
        if name.name == "reduce", arguments.count == 2, arguments[1].label?.name == "accumulator" {
            return (name, [arguments[0], Argument(label: nil, value: arguments[1].value)])
        }
        // `startWith(a, b)` takes several elements, as `prepend(a, b)` does.
        guard arguments.count <= 1 || name.name == "startWith", let renamed = renames[Pair(name.name, arguments.first?.label?.name)] else {
            return nil
        }
        if name.name == "distinctUntilChanged", !arguments.isEmpty { return nil }
        if ["switchLatest", "publish"].contains(name.name), !arguments.isEmpty { return nil }
        let relabelled = arguments.map { argument in
            Argument(label: renamed.label.map { Identifier($0, range: argument.value.range) }, value: argument.value)
        }
        return (Identifier(renamed.name, range: name.range), relabelled)
    }
}
