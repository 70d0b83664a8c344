// ReplaySubject.createUnbounded(): a late subscriber gets every element sent so far.
let disposeBag = DisposeBag()
let subject = ReplaySubject<String>.createUnbounded()
subject.onNext("🐶")
subject.onNext("🐱")
subject.onNext("🐭")
subject.subscribe { print("Subscription: 1 Event:", $0) }
    .disposed(by: disposeBag)
subject.onNext("🅰️")
subject.subscribe { print("Subscription: 2 Event:", $0) }
    .disposed(by: disposeBag)
subject.onNext("🅱️")
