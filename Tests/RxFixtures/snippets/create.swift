// Observable.create: the closure runs for each subscriber; nothing after onCompleted is delivered.
let disposeBag = DisposeBag()
let myJust = Observable<String>.create { observer in
    observer.onNext("🔴")
    observer.onCompleted()
    observer.onNext("🔵")
    return Disposables.create()
}
myJust
    .subscribe { print($0) }
    .disposed(by: disposeBag)
