// Observable.range and repeatElement with take: finite sequences from a start and a count.
let disposeBag = DisposeBag()
Observable.range(start: 1, count: 3)
    .subscribe { print("range:", $0) }
    .disposed(by: disposeBag)
Observable.repeatElement("🔴")
    .take(2)
    .subscribe { print("repeat:", $0) }
    .disposed(by: disposeBag)
