// share(replay: 1, scope: .whileConnected): once the source has completed, the next subscriber
// connects again and the source runs again.
let disposeBag = DisposeBag()
let shared = Observable.of(1, 2, 3)
    .do(onSubscribe: { print("subscribed to source") })
    .share(replay: 1, scope: .whileConnected)
shared.subscribe { print("first:", $0) }
    .disposed(by: disposeBag)
shared.subscribe { print("second:", $0) }
    .disposed(by: disposeBag)
