import MarbleDSL

/// A type or function pasted Swift declares, which the Swift-subset evaluator knows from the
/// statement where it stands on.
enum ProgramDeclaration {
    /// `func name(_ a: Int) -> Int { ... }`; `body` is a `.block` expression.
    case function(name: Identifier, parameters: [FunctionParameter], body: Expr)
    /// `enum Rank: Int { case ace = 1, two }`; `rawValues` holds what each case wrote.
    case valueEnum(name: Identifier, rawType: String, cases: [Identifier], rawValues: [Expr?])
    /// `struct Point { let x: Int; let y: Int }`, its stored properties in order.
    case valueStruct(name: Identifier, members: [Identifier])
    /// `enum APIError: Error { case timeout, badStatus(Int) }`.
    case errorEnum(name: Identifier, cases: [Identifier])
    /// `struct MyError: Error {}` or `struct Wrapped: Error { var wrappedError: Error }`.
    case errorStruct(name: Identifier, members: [Identifier])

    /// The declared name.
    var name: Identifier {
        switch self {
        case .function(let name, _, _), .valueEnum(let name, _, _, _), .valueStruct(let name, _),
             .errorEnum(let name, _), .errorStruct(let name, _):
            return name
        }
    }
}
