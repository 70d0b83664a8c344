// on(.next(…)) is onNext; two subscribers of one PublishSubject are called in subscription order.
let disposeBag = DisposeBag()
let subject = PublishSubject<String>()
subject.subscribe { print("Subscription: 1 Event:", $0) }
    .disposed(by: disposeBag)
subject.on(.next("🐶"))
subject.on(.next("🐱"))
subject.subscribe { print("Subscription: 2 Event:", $0) }
    .disposed(by: disposeBag)
subject.onNext("🅰️")
subject.onNext("🅱️")
subject.on(.completed)
