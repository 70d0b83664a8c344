import MarbleDSL
import SwiftSyntax

/// Finds an import of RxSwift (or RxTest, RxRelay, ...): compiled mode builds against its
/// dependency cache, which holds Combine's stand-ins and not RxSwift, so such a file could
/// only fail in swiftc ("no such module"). It is refused at its import instead, before any
/// toolchain or cache is looked for. A file without the import that the interpreter reads as
/// RxSwift by its words (`SourceVocabulary.isRxSwift`: `DisposeBag`, `onNext`, ..., and no
/// `import Combine`) is refused the same way, at the first such word.
enum RxSwiftImportCheck {
    /// The RxSwift module, or the first RxSwift word of a file that imports none, with where it
    /// starts; `nil` for a file the interpreter would not read as RxSwift.
    static func firstRxSwiftCode(in tree: SourceFileSyntax, source: String) -> (name: String, module: String, position: AbsolutePosition)? {
        if let (module, position) = firstImport(in: tree) { return (module, module, position) }
        guard SourceVocabulary(of: source).isRxSwift else { return nil }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, SourceVocabulary.rxSwiftWords.contains(name) else { continue }
            return (name, "RxSwift", token.positionAfterSkippingLeadingTrivia)
        }
        return nil
    }

    /// The first import of an RxSwift module, its name and where the name starts.
    static func firstImport(in tree: SourceFileSyntax) -> (module: String, position: AbsolutePosition)? {
        for statement in tree.statements {
            guard let declaration = statement.item.as(ImportDeclSyntax.self), let module = declaration.path.first,
                  SourceVocabulary.rxSwiftModules.contains(module.name.text) else { continue }
            return (module.name.text, module.name.positionAfterSkippingLeadingTrivia)
        }
        return nil
    }

    static func refusal(_ module: String, at range: MarbleDSL.SourceRange) -> Diagnostic {
        Diagnostic(.error, "compiled mode cannot run RxSwift here: \(module) is not in its dependency cache (Combine code only)",
                   at: range, expected: "the interpreter: the code in a .marble file, rendered without --compile "
                       + "(docs/rxswift.md says what it runs of RxSwift)")
    }
}
