import MarbleDSL

/// Which files are RxSwift. A file is RxSwift when it imports RxSwift, RxTest or RxRelay; or,
/// with no `import Combine`, when it uses words only RxSwift has (`DisposeBag`,
/// `disposed(by:)`, `onNext`, `accept`'s relays, `Observable`, RxTest's `TestScheduler`
/// calls). The second rule is for pasted demos, which often leave their imports out (the seed
/// chapter's subject demos do); a file that imports Combine stays Combine whatever it names,
/// and the marble language's own `PublishSubject()` or `sink()` make no file RxSwift.
enum RxSwiftDetection {
    /// The modules whose import makes a file RxSwift.
    static let modules: Set<String> = ["RxSwift", "RxTest", "RxRelay", "RxBlocking", "RxCocoa"]

    /// Words of RxSwift's API that neither Combine nor the marble language has.
    static let words: Set<String> = [
        "DisposeBag", "disposed", "onNext", "onCompleted", "onError", "PublishRelay", "BehaviorRelay", "Observable",
        "createHotObservable", "createColdObservable", "createObserver", "scheduleAt", "initialClock", "MainScheduler",
    ]

    static func isRxSwift(_ vocabulary: SourceVocabulary) -> Bool {
        if vocabulary.imports.contains(where: modules.contains) { return true }
        if vocabulary.imports.contains("Combine") { return false }
        return !vocabulary.identifiers.isDisjoint(with: words)
    }
}
