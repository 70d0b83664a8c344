// A ReplaySubject that has completed still replays its buffer to a new subscriber, then the completion.
let disposeBag = DisposeBag()
let subject = ReplaySubject<Int>.create(bufferSize: 2)
subject.onNext(1)
subject.onNext(2)
subject.onNext(3)
subject.onCompleted()
subject.subscribe { print("late:", $0) }
    .disposed(by: disposeBag)
