// PublishSubject after its completion: later onNext calls are ignored and a new subscriber gets
// the completion at once.
let disposeBag = DisposeBag()
let subject = PublishSubject<String>()
subject.subscribe { print("first:", $0) }
    .disposed(by: disposeBag)
subject.onNext("a")
subject.onCompleted()
subject.onNext("b")
subject.subscribe { print("second:", $0) }
    .disposed(by: disposeBag)
