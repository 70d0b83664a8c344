// map and filter on Observable.of, printed with subscribe(onNext:).
let disposeBag = DisposeBag()
Observable.of(1, 2, 3, 4, 5, 6)
    .filter { $0 % 2 == 0 }
    .map { $0 * 10 }
    .subscribe(onNext: { print($0) })
    .disposed(by: disposeBag)
