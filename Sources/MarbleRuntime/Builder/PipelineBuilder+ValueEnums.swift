import MarbleDSL
import MarbleTrace

/// An enum of cases without payload the file declares: its cases in order, and each one's raw
/// value (`()` for each case of an enum without raw values).
struct ValueEnum {
    var cases: [String]
    var rawValues: [MarbleValue]
    /// `Int`, `String`, or "" for an enum without raw values.
    var rawType: String
}

extension PipelineBuilder {
    /// The raw values of `enum Rank: Int { case ace = 1, two }`: as written, else one more than
    /// the case before (from 0) for `Int`, the case's name for `String`; each a distinct one.
    func valueEnum(rawType: String, cases: [Identifier], rawValues: [Expr?]) throws -> ValueEnum {
        var raws: [MarbleValue] = []
        var next = 0
        for (name, written) in zip(cases, rawValues) {
            guard !rawType.isEmpty else {
                raws.append(.tuple([]))
                continue
            }
            let raw = try written.map(value) ?? (rawType == "String" ? .string(name.name) : .int(next))
            let range = written?.range ?? name.range
            switch (rawType, raw) {
            case ("Int", .int(let number)) where number < Int.max: next = number + 1
            case ("String", .string): break
            default: throw RuntimeError.rawValueMismatch(raw.description, rawType: rawType, at: range)
            }
            guard !raws.contains(raw) else { throw RuntimeError.rawValueMismatch(raw.description, rawType: rawType, at: range) }
            raws.append(raw)
        }
        return ValueEnum(cases: cases.map(\.name), rawValues: raws, rawType: rawType)
    }

    /// `Rank.ace`, `.ace` (when one declared enum has that case) and `Rank(rawValue: 1)` (`nil`
    /// for a raw value no case has); `nil` when `expr` is none of these.
    func valueEnumCase(_ expr: Expr, in frame: ValueEvaluator) throws -> MarbleValue? {
        switch expr.kind {
        case .member(let base, let name):
            guard case .identifier(let type) = base.kind, let declared = swiftSubset.valueEnums[type] else { return nil }
            guard let index = declared.cases.firstIndex(of: name.name) else {
                throw RuntimeError.unknownEnumCase(name.name, of: type, at: name.range)
            }
            return .enumCase(type: type, name: name.name, raw: declared.rawValues[index])
        case .implicitMember(let name):
            let owners = swiftSubset.valueEnums.filter { $0.value.cases.contains(name) }
            guard owners.count == 1, let (type, declared) = owners.first, let index = declared.cases.firstIndex(of: name) else {
                return nil
            }
            return .enumCase(type: type, name: name, raw: declared.rawValues[index])
        case .call(let callee, let arguments, nil):
            guard case .identifier(let type) = callee.kind, let declared = swiftSubset.valueEnums[type] else { return nil }
            guard !declared.rawType.isEmpty else { throw RuntimeError.noRawValues(type, at: expr.range) }
            guard arguments.count == 1, arguments[0].label?.name == "rawValue" else {
                throw RuntimeError.functionArguments(type, labels: ["rawValue"], at: expr.range)
            }
            let raw = try frame.evaluate(arguments[0].value)
            guard let index = declared.rawValues.firstIndex(of: raw) else { return .nilValue }
            return .enumCase(type: type, name: declared.cases[index], raw: raw)
        default:
            return nil
        }
    }
}
