import MarbleDSL
import MarbleTrace

extension ValueEvaluator {
    /// `NSError(domain: "x", code: 1, userInfo: ...)` as the error it prints on Linux
    /// (swift-corelibs-foundation): `Error Domain=x Code=1 "(null)"`, followed by
    /// `UserInfo={NSLocalizedDescription=...}` when a description is given. A `userInfo` that is
    /// a string stands for the description (the seed chapter writes it so; RxSwift's recording
    /// harness reads it so); a dictionary's `NSLocalizedDescriptionKey` entry is the same.
    func nsError(_ arguments: [Argument], at expr: Expr) throws -> MarbleValue {
        guard arguments.count >= 2, arguments.count <= 3, arguments[0].label?.name == "domain", arguments[1].label?.name == "code",
              arguments.count == 2 || arguments[2].label?.name == "userInfo" else {
            throw RuntimeError.missingArgument(to: "NSError", expected: "domain:, code: and userInfo:", at: expr.range)
        }
        let domain = try evaluate(arguments[0].value).description
        guard case .int(let code) = try evaluate(arguments[1].value) else {
            throw RuntimeError.notAValue(arguments[1].value.text, at: arguments[1].value.range)
        }
        var text = "Error Domain=\(domain) Code=\(code) \"(null)\""
        if arguments.count == 3 {
            var description: String?
            switch try evaluate(arguments[2].value) {
            case .string(let given): description = given
            case .dictionary(let keys, let values):
                if let index = keys.firstIndex(where: { $0.description == "NSLocalizedDescriptionKey" || $0.description == "NSLocalizedDescription" }) {
                    description = values[index].description
                }
            case .nilValue: break
            default: throw RuntimeError.notAValue(arguments[2].value.text, at: arguments[2].value.range)
            }
            if let description { text += "UserInfo={NSLocalizedDescription=\(description)}" }
        }
        return .string(text)
    }
}
