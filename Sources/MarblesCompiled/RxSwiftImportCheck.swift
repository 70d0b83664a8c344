import MarbleDSL
import SwiftSyntax

/// Finds an import of RxSwift (or RxTest, RxRelay, ...): compiled mode builds against its
/// dependency cache, which holds Combine's stand-ins and not RxSwift, so such a file could
/// only fail in swiftc ("no such module"). It is refused at its import instead, before any
/// toolchain or cache is looked for.
enum RxSwiftImportCheck {
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
