import TestSupport
import XCTest

/// RxSwift the interpreter cannot run (a class, a custom `ObservableType`, an extension):
/// each refusal says where, that it needs compiled mode, and that compiled mode cannot run
/// RxSwift here (its dependency cache has Combine only), rather than offering a command that
/// would end in swiftc's "no such module 'RxSwift'".
final class RxSwiftRefusalTests: XCTestCase {
    func testAClassInRxSwiftNeedsACompiledModeThatCannotRunRxSwift() {
        XCTAssertEqual(runErrors(#"""
            import RxSwift
            final class ViewModel {
                let items = PublishSubject<Int>()
            }
            let bag = DisposeBag()
            """#), #"""
            test.marble:2:1: error: a class declaration needs compiled mode, which cannot run RxSwift here: RxSwift is not in its dependency cache (Combine code only)
             2 | final class ViewModel {
               | ^~~~~ expected bindings (let, var, name =), actions, imports or settings

            """#)
    }

    /// A custom operator as an extension of `ObservableType`, and a custom observable as a
    /// struct with a method: without `import RxSwift`, the file is RxSwift by its words.
    func testACustomObservableTypeAndAnExtensionAreRefusedAlike() {
        XCTAssertEqual(runErrors(#"""
            extension ObservableType {
                func doubled() -> Observable<Int> { map { $0 * 2 } }
            }
            struct Numbers: ObservableType {
                func subscribe() {}
            }
            let bag = DisposeBag()
            """#), #"""
            test.marble:1:1: error: an extension needs compiled mode, which cannot run RxSwift here: RxSwift is not in its dependency cache (Combine code only)
             1 | extension ObservableType {
               | ^~~~~~~~~ expected bindings (let, var, name =), actions, imports or settings
            test.marble:5:5: error: a struct's member other than a stored property needs compiled mode, which cannot run RxSwift here: RxSwift is not in its dependency cache (Combine code only)
             5 |     func subscribe() {}
               |     ^~~~ expected bindings (let, var, name =), actions, imports or settings

            """#)
    }

    /// The refusals that offer no alternative (an attribute) say no "expected" at all.
    func testAnAttributeInRxSwiftNeedsACompiledModeThatCannotRunRxSwift() {
        XCTAssertEqual(runErrors(#"""
            import RxRelay
            @MainActor let relay = PublishRelay<Int>()
            """#), #"""
            test.marble:2:1: error: an attribute ('@MainActor') needs compiled mode, which cannot run RxSwift here: RxSwift is not in its dependency cache (Combine code only)
             2 | @MainActor let relay = PublishRelay<Int>()
               | ^

            """#)
    }

    /// Combine code keeps the command of compiled mode, which can run it.
    func testCombineCodeStillGetsTheCompiledModeCommand() {
        XCTAssertEqual(runErrors(#"""
            import Combine
            final class ViewModel {}
            """#), #"""
            test.marble:2:1: error: a class declaration needs compiled mode, which compiles the file with swiftc and runs it
             2 | final class ViewModel {}
               | ^~~~~ expected compiled mode: marbles render test.marble --compile -o test.png; or bindings (let, var, name =), actions, imports or settings

            """#)
    }
}
