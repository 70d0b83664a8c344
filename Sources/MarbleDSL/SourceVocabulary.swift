/// The words a file uses, read by the lexer (so comments and the text of strings are not
/// words): what a front end looks at to decide which language a pasted file is in.
public struct SourceVocabulary: Hashable, Sendable {
    /// The modules of the file's `import` lines, in file order.
    public var imports: [String]
    /// Every identifier of the file's code.
    public var identifiers: Set<String>

    /// The vocabulary of `source`. Never fails: a file the lexer cannot read has the words it
    /// could read.
    public init(of source: String) {
        var lexer = Lexer(SourceText(source))
        self.init(tokens: lexer.tokenize())
    }

    /// The vocabulary of a file lexed into `tokens`.
    init(tokens: [Token]) {
        var imports: [String] = []
        var identifiers: Set<String> = []
        for (index, token) in tokens.enumerated() {
            guard let name = token.identifier else { continue }
            identifiers.insert(name)
            if name == "import", index + 1 < tokens.count, let module = tokens[index + 1].identifier,
               index == 0 || tokens[index - 1].kind == .newline {
                imports.append(module)
            }
        }
        self.imports = imports
        self.identifiers = identifiers
    }
}
