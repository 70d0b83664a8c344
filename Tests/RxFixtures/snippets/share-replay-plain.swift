// share(replay: 1, scope: .forever): one subscription to the source; a late subscriber gets the
// last element replayed, even after the source has completed.
let disposeBag = DisposeBag()
let shared = Observable.of(1, 2, 3)
    .do(onSubscribe: { print("subscribed to source") })
    .share(replay: 1, scope: .forever)
shared.subscribe { print("first:", $0) }
    .disposed(by: disposeBag)
shared.subscribe { print("second:", $0) }
    .disposed(by: disposeBag)
