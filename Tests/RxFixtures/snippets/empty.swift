// Observable.empty: completed at once, then disposed.
let disposeBag = DisposeBag()
Observable<Int>.empty()
    .subscribe(onNext: { print("next", $0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
    .disposed(by: disposeBag)
