// AsyncSubject: nothing until the completion, then only the last element and the completion;
// a subscriber after the completion gets the same.
let disposeBag = DisposeBag()
let subject = AsyncSubject<Int>()
subject.subscribe { print("first:", $0) }
    .disposed(by: disposeBag)
subject.onNext(1)
subject.onNext(2)
subject.onNext(3)
subject.onCompleted()
subject.subscribe { print("second:", $0) }
    .disposed(by: disposeBag)
