// Observable.just: one element, then completed; print of an Event shows next(…) and completed.
let disposeBag = DisposeBag()
Observable.just(1)
    .subscribe { print($0) }
    .disposed(by: disposeBag)
