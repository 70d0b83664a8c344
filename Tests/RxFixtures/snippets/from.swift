// Observable.from an array: its elements in order, then completed.
let disposeBag = DisposeBag()
Observable.from(["🐶", "🐱", "🐭"])
    .subscribe { event in
        print(event)
    }
    .disposed(by: disposeBag)
