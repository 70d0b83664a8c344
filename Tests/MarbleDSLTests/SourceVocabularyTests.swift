import XCTest
@testable import MarbleDSL

/// The vocabulary a parsed file carries is the one its source has: the parser reads it from
/// its own tokens instead of the front end lexing the file again.
final class SourceVocabularyTests: XCTestCase {
    private let rxSwift = """
        import RxSwift
        import RxTest
        let scheduler = TestScheduler(initialClock: 0) // import Combine
        let xs = scheduler.createHotObservable([.next(210, "import")])
        """

    func testParsedFileCarriesTheVocabularyOfItsSource() {
        let (file, _) = MarbleParser.parse(rxSwift)
        XCTAssertEqual(file.vocabulary, SourceVocabulary(of: rxSwift))
        XCTAssertEqual(file.vocabulary.imports, ["RxSwift", "RxTest"])
        XCTAssertTrue(file.vocabulary.identifiers.contains("createHotObservable"))
        XCTAssertFalse(file.vocabulary.identifiers.contains("Combine"))
    }

    func testFileMadeFromStatementsReadsItsSource() {
        let (parsed, _) = MarbleParser.parse(rxSwift)
        let made = MarbleFile(statements: parsed.statements, source: rxSwift)
        XCTAssertEqual(made.vocabulary, parsed.vocabulary)
        // Equal by statements and source, whichever way the vocabulary was had.
        XCTAssertEqual(made, parsed)
        XCTAssertEqual(made.hashValue, parsed.hashValue)
    }

    func testChangedSourceIsReadAgain() {
        var (file, _) = MarbleParser.parse(rxSwift)
        file.source = "import Combine\nlet s = PassthroughSubject<Int, Never>()"
        XCTAssertEqual(file.vocabulary.imports, ["Combine"])
        XCTAssertFalse(file.vocabulary.isRxSwift)
    }
}
