/// A whole `.marble` file: its statements in file order and the text they came from.
public struct MarbleFile: Hashable, Sendable {
    public var statements: [Statement]
    public var source: String {
        didSet { readVocabulary = nil }
    }
    /// The vocabulary read from the parser's own tokens, so a front end does not lex the file
    /// a second time; nil for a file made otherwise.
    private var readVocabulary: SourceVocabulary?

    public init(statements: [Statement], source: String) {
        self.statements = statements
        self.source = source
    }

    init(statements: [Statement], source: String, vocabulary: SourceVocabulary) {
        self.statements = statements
        self.source = source
        readVocabulary = vocabulary
    }

    /// The words of `source` (see ``SourceVocabulary``).
    public var vocabulary: SourceVocabulary {
        readVocabulary ?? SourceVocabulary(of: source)
    }

    // The vocabulary follows from the source: two files are equal by their statements and source.
    public static func == (lhs: MarbleFile, rhs: MarbleFile) -> Bool {
        lhs.statements == rhs.statements && lhs.source == rhs.source
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(statements)
        hasher.combine(source)
    }
}

/// One line of a `.marble` file.
public struct Statement: Hashable, Sendable {
    public indirect enum Kind: Hashable, Sendable {
        /// `title "text"`
        case title(String)
        /// `ticks N`
        case ticks(Int)
        /// `unit "ms"`
        case unit(String)
        /// `combine "iOS 13.0"`: which Apple Combine release the file models where releases
        /// differ (today only `receive(on:)`'s hand-over of the subscription).
        case combine(String)
        /// `lanes "per statement"`: a chain of unnamed operators is drawn as one lane, not one
        /// lane per operator (`lanes "per operator"`, the default).
        case lanes(String)
        /// `name = expression`
        case binding(name: Identifier, value: Expr)
        /// An expression run as an action, e.g. `a.send("-1-2|")`.
        case expression(Expr)
        /// `enum APIError: Error { case timeout, badStatus(Int) }`: the errors a pasted file
        /// fails streams with, each drawn by its case name. `cases` is `nil` for
        /// `struct MyError: Error {}`, one error made by `MyError()` and drawn by its name;
        /// `members` are such a struct's stored properties in order
        /// (`struct Wrapped: Error { var wrappedError: Error }`), its memberwise initializer's labels.
        case errorType(name: Identifier, cases: [Identifier]?, members: [Identifier])
        /// `struct Point { let x: Int; let y: Int }`: values made by `Point(x: 0, y: 1)`, whose
        /// properties closures read (`$0.x`), drawn as Swift prints them.
        case valueStruct(name: Identifier, members: [Identifier])
        /// `tick .milliseconds(50)`: how long one tick lasts, for durations with a unit.
        case tick(Expr)
        /// `for i in 1...5 { s.send(i); scheduler.advance(by: 1) }`: the body's actions once
        /// for each value, with `variable` bound to it.
        case loop(variable: Identifier, sequence: Expr, body: [Statement])
        /// `func name(_ a: Int, from b: Int) throws -> Int { ... }`: a function the file's
        /// closures call; `body` is a `.block` of the statements closures have.
        case function(name: Identifier, parameters: [FunctionParameter], body: Expr)
        /// `enum Rank: Int { case ace = 1, two }` (or `: String`): values drawn by their case
        /// names, with `rawValue` and `Rank(rawValue:)`. `rawValues` holds what each case wrote.
        case valueEnum(name: Identifier, rawType: String, cases: [Identifier], rawValues: [Expr?])
    }

    public var kind: Kind
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// A parameter of a `func`: `_ value: Int` (no label), `from value: Int`, or `value: Int`
/// (labelled by its name). The type documents it; values are dynamic here.
public struct FunctionParameter: Hashable, Sendable {
    public var label: String?
    public var name: Identifier
    /// Whether its type is `Double` (or another floating-point type): a whole number passed to
    /// it is a `Double`, as Swift types the literal (`half(3)` of `func half(_ x: Double)`).
    public var isFloatingPoint: Bool

    public init(label: String?, name: Identifier, isFloatingPoint: Bool = false) {
        self.label = label
        self.name = name
        self.isFloatingPoint = isFloatingPoint
    }
}

/// A name with the place it was written.
public struct Identifier: Hashable, Sendable {
    public var name: String
    public var range: SourceRange

    public init(_ name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// An expression node. Every node knows its source range; `text` is the exact source
/// slice, used as the operator label in diagrams.
public struct Expr: Hashable, Sendable {
    public indirect enum Kind: Hashable, Sendable {
        case identifier(String)
        case integer(Int)
        case decimal(Double)
        case string(StringLiteral)
        case boolean(Bool)
        case nilLiteral
        /// `[a, b]`
        case array([Expr])
        /// `[a: 10, b: "x"]` (keys are expressions; `[:]` is an empty dictionary)
        case dictionary([DictionaryEntry])
        /// `.unlimited`, `.max`, `.dropOldest` (a member of an implied type)
        case implicitMember(String)
        /// `base.name`
        case member(base: Expr, name: Identifier)
        /// `callee(arguments) { trailing closure }`; `trailingClosure` is a `.closure` node.
        case call(callee: Expr, arguments: [Argument], trailingClosure: Expr?)
        /// `PassthroughSubject<Int>` or `PassthroughSubject<Int, Never>`: generic arguments as written.
        case specialize(base: Expr, typeArguments: [String])
        /// `{ $0 * 10 }` (no parameters) or `{ a, b in a + b }`
        case closure(parameters: [Identifier], body: Expr)
        /// `$0`, `$1`, ...
        case closureParameter(Int)
        /// A bare operator used as a function, as in `scan(10, +)`.
        case operatorReference(String)
        /// `lhs op rhs` with op one of `+ - * / % == != < <= > >= && ||`
        case binary(op: String, lhs: Expr, rhs: Expr)
        /// `-x`, `!x`
        case unary(op: String, operand: Expr)
        /// `c ? a : b`
        case ternary(condition: Expr, then: Expr, else: Expr)
        /// `(a, b)`; a single parenthesized expression is not a tuple but the inner node.
        case tuple([Expr])
        /// `\.value` or `\Model.value`: a key path, its property names in order (the root
        /// type documents it), as `assign(to:on:)` takes it.
        case keyPath([String])
        /// The body of a closure written as statements (`let d = $0 * 2; return d`,
        /// `guard $0 > 0 else { throw E.bad }`); a body that is one expression is that expression.
        case block([ClosureStatement])
        /// `base[index]`: a dictionary's value for a key (`nil` when missing), an array's element.
        case subscriptAccess(base: Expr, index: Expr)
        /// `x!`: the value of an optional, a run error where it is `nil` (Swift traps).
        case forceUnwrap(Expr)
        /// `try? x`: `x`, or `nil` where it throws.
        case optionalTry(Expr)
        /// `try! x`: `x`, a run error where it throws (Swift traps).
        case forcedTry(Expr)
        /// `x?` in `x?.count`: where `x` is `nil`, the enclosing `.optionalChainResult` is `nil`.
        case optionalChain(Expr)
        /// A postfix chain with a `?.` in it (`name?.uppercased().count`): `nil` when a link is.
        case optionalChainResult(Expr)
        /// `let name = value` as the condition of an `if` or `guard`: true when `value` is not
        /// `nil`, and then `name` holds it in the block (after `guard`, in the rest of the body).
        case optionalBinding(name: Identifier, value: Expr)
    }

    public var kind: Kind
    public var range: SourceRange
    /// The exact source text of this node.
    public var text: String

    public init(_ kind: Kind, range: SourceRange, text: String) {
        self.kind = kind
        self.range = range
        self.text = text
    }
}

/// A call argument, `label: value` or just `value`.
public struct Argument: Hashable, Sendable {
    public var label: Identifier?
    public var value: Expr

    public init(label: Identifier?, value: Expr) {
        self.label = label
        self.value = value
    }

    /// From the label (if any) to the end of the value.
    public var range: SourceRange { label.map { $0.range.union(value.range) } ?? value.range }
}

/// `key: value` inside a dictionary literal.
public struct DictionaryEntry: Hashable, Sendable {
    public var key: Expr
    public var value: Expr

    public init(key: Expr, value: Expr) {
        self.key = key
        self.value = value
    }
}

/// A string literal: its decoded segments, plus where each decoded character of plain text
/// came from, so that errors inside a string (a marble string) point at the right column.
public struct StringLiteral: Hashable, Sendable {
    public enum Segment: Hashable, Sendable {
        case text(String)
        /// `\(expr)`
        case interpolation(Expr)
    }

    public var segments: [Segment]
    /// For a literal without interpolation: the source location of each decoded character
    /// (`value`'s characters, in order). Empty when the literal is interpolated.
    public var characterLocations: [SourceLocation]

    public init(segments: [Segment], characterLocations: [SourceLocation]) {
        self.segments = segments
        self.characterLocations = characterLocations
    }

    /// The decoded text when there is no interpolation, else `nil`.
    public var value: String? {
        var result = ""
        for segment in segments {
            guard case .text(let text) = segment else { return nil }
            result += text
        }
        return result
    }
}
