// Observable.deferred: the factory runs once per subscriber, at its subscription.
let disposeBag = DisposeBag()
var count = 1
let deferredSequence = Observable<String>.deferred {
    print("Creating \(count)")
    count += 1
    return Observable.of("🐶", "🐱")
}
deferredSequence
    .subscribe(onNext: { print($0) })
    .disposed(by: disposeBag)
deferredSequence
    .subscribe(onNext: { print($0) })
    .disposed(by: disposeBag)
