/// Which files are RxSwift. A file is RxSwift when it imports RxSwift, RxTest or RxRelay; or,
/// with no `import Combine`, when it uses words only RxSwift has (`DisposeBag`,
/// `disposed(by:)`, `onNext`, `accept`'s relays, `Observable`, RxTest's `TestScheduler`
/// calls). The second rule is for pasted demos, which often leave their imports out (the seed
/// chapter's subject demos do); a file that imports Combine stays Combine whatever it names,
/// and the marble language's own `PublishSubject()` or `sink()` make no file RxSwift.
///
/// It lives beside the parser because the parser words its compiled-mode refusals for
/// RxSwift files (`Diagnostic.inRxSwift`), and compiled mode refuses them by the same rule
/// (at the import, or at the first RxSwift word of a file without one).
extension SourceVocabulary {
    /// The modules whose import makes a file RxSwift.
    public static let rxSwiftModules: Set<String> = ["RxSwift", "RxTest", "RxRelay", "RxBlocking", "RxCocoa"]

    /// Words of RxSwift's API that neither Combine nor the marble language has.
    public static let rxSwiftWords: Set<String> = [
        "DisposeBag", "disposed", "onNext", "onCompleted", "onError", "PublishRelay", "BehaviorRelay", "Observable",
        "createHotObservable", "createColdObservable", "createObserver", "scheduleAt", "initialClock", "MainScheduler",
    ]

    /// Whether the file is RxSwift (see above).
    public var isRxSwift: Bool {
        if imports.contains(where: Self.rxSwiftModules.contains) { return true }
        if imports.contains("Combine") { return false }
        return !identifiers.isDisjoint(with: Self.rxSwiftWords)
    }
}
