import Foundation
import XCTest

/// RxSwift through the binary where it cannot run: compiled mode (a `.swift` file, or
/// `--compile`) refuses a file that imports RxSwift at its import (one that reads as RxSwift
/// by its words alone at the first such word), before any toolchain or dependency cache is
/// looked for (the cache has Combine only, so swiftc could only fail with
/// "no such module"); the interpreter's refusals in RxSwift code say compiled mode cannot
/// help. Exit status 2, the whole message, and no image written.
final class RxSwiftRefusalCommandTests: XCTestCase {
    private let rxSwiftCode = """
        import RxSwift

        let bag = DisposeBag()
        let s = PublishSubject<Int>()
        s.subscribe(onNext: { print($0) }).disposed(by: bag)
        s.onNext(1)

        """

    private func refusedAtItsImport(_ arguments: [String], file: String, image: String) throws {
        let result = try CLI.run(arguments)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, """
            \(file):1:8: error: compiled mode cannot run RxSwift here: RxSwift is not in its dependency cache (Combine code only)
             1 | import RxSwift
               |        ^~~~~~~ expected the interpreter: the code in a .marble file, rendered without --compile (docs/rxswift.md says what it runs of RxSwift)

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: image))
    }

    func testRenderingASwiftFileThatImportsRxSwiftIsRefusedAtTheImport() throws {
        let folder = try CLI.temporaryDirectory()
        let file = folder.appendingPathComponent("Counter.swift").path, image = folder.appendingPathComponent("Counter.png").path
        try rxSwiftCode.write(toFile: file, atomically: true, encoding: .utf8)
        try refusedAtItsImport(["render", file, "-o", image], file: file, image: image)
    }

    func testCompilingAMarbleFileThatImportsRxSwiftIsRefusedAtTheImport() throws {
        let folder = try CLI.temporaryDirectory()
        let file = folder.appendingPathComponent("counter.marble").path, image = folder.appendingPathComponent("counter.png").path
        try rxSwiftCode.write(toFile: file, atomically: true, encoding: .utf8)
        try refusedAtItsImport(["render", file, "--compile", "-o", image], file: file, image: image)
        // The interpreter runs the same file.
        let interpreted = try CLI.run(["render", file, "-o", image])
        XCTAssertEqual(interpreted.status, 0, interpreted.stderr)
        XCTAssertEqual(interpreted.stderr, "1\n")
    }

    /// A `.swift` file without the import that the interpreter reads as RxSwift by its words
    /// is refused at the first such word, before the dependency cache is made.
    func testRenderingASwiftFileOfRxSwiftWordsWithoutTheImportIsRefusedAtTheFirstWord() throws {
        let folder = try CLI.temporaryDirectory()
        let file = folder.appendingPathComponent("Relay.swift").path, image = folder.appendingPathComponent("Relay.png").path
        let cache = folder.appendingPathComponent("cache").path
        try """
            // A DisposeBag keeps the subscription.
            let relay = BehaviorRelay<Double>(value: 0)
            let bag = DisposeBag()
            relay.subscribe(onNext: { print($0) }).disposed(by: bag)

            """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["render", file, "-o", image], environment: ["MARBLES_CACHE": cache])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, """
            \(file):2:13: error: compiled mode cannot run RxSwift here: RxSwift is not in its dependency cache (Combine code only)
             2 | let relay = BehaviorRelay<Double>(value: 0)
               |             ^~~~~~~~~~~~~ expected the interpreter: the code in a .marble file, rendered without --compile (docs/rxswift.md says what it runs of RxSwift)

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: image))
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache))
    }

    func testTheInterpretersRefusalInRxSwiftCodeOffersNoCompiledMode() throws {
        let folder = try CLI.temporaryDirectory()
        let file = folder.appendingPathComponent("model.marble").path, image = folder.appendingPathComponent("model.png").path
        try """
            import RxSwift
            final class ViewModel {
                let items = PublishSubject<Int>()
            }

            """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["render", file, "-o", image])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, """
            \(file):2:1: error: a class declaration needs compiled mode, which cannot run RxSwift here: RxSwift is not in its dependency cache (Combine code only)
             2 | final class ViewModel {
               | ^~~~~ expected bindings (let, var, name =), actions, imports or settings

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: image))
    }
}
