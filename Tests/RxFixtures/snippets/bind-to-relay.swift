// bind(to:) relays (RxRelay): the source's elements go into a PublishRelay and a BehaviorRelay;
// the source's completion does not end them.
let disposeBag = DisposeBag()
let publishRelay = PublishRelay<Int>()
let behaviorRelay = BehaviorRelay(value: 0)
publishRelay.subscribe { print("publishRelay:", $0) }
    .disposed(by: disposeBag)
behaviorRelay.subscribe { print("behaviorRelay:", $0) }
    .disposed(by: disposeBag)
Observable.of(1, 2)
    .bind(to: publishRelay)
    .disposed(by: disposeBag)
Observable.of(3, 4)
    .bind(to: behaviorRelay)
    .disposed(by: disposeBag)
publishRelay.accept(5)
