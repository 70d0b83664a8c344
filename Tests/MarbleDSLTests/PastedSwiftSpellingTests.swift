import XCTest
@testable import MarbleDSL

/// Swift spellings of pasted RxSwift playgrounds and tests the parser reads: emoji names and a
/// closure that states only its return type.
final class PastedSwiftSpellingTests: XCTestCase {
    /// `let 👦🏻 = ...` (RxSwift's playgrounds): an emoji, skin tone and all, is a name; a
    /// digit stays a number though Unicode counts it an emoji for its keycap.
    func testEmojiAreNames() {
        var lexer = Lexer(SourceText("let 👦🏻 = 1 + 👧🏼"))
        let tokens = lexer.tokenize()
        XCTAssertEqual(lexer.diagnostics, [])
        XCTAssertEqual(tokens.map(\.kind), [.identifier("let"), .identifier("👦🏻"), .punctuation("="), .integer("1"), .punctuation("+"),
                                            .identifier("👧🏼"), .endOfFile])
    }

    /// `{ () -> Observable<Int> in ... }`: an empty parameter list with a return type.
    func testAClosureMayStateOnlyItsReturnType() throws {
        let (file, diagnostics) = MarbleParser.parse("let d = Observable.deferred { () -> Observable<Int> in xs }")
        XCTAssertEqual(diagnostics, [])
        guard case .binding(_, let value)? = file.statements.first?.kind, case .call(_, _, let trailing?) = value.kind,
              case .closure(let parameters, let body) = trailing.kind else { return XCTFail("\(file.statements)") }
        XCTAssertEqual(parameters, [])
        XCTAssertEqual(body.kind, .identifier("xs"))
    }
}
