// A ReplaySubject that has failed replays its buffer to a new subscriber, then the error.
enum TestError: Error { case boom }
let disposeBag = DisposeBag()
let subject = ReplaySubject<Int>.create(bufferSize: 1)
subject.onNext(1)
subject.onNext(2)
subject.onError(TestError.boom)
subject.subscribe { print("late:", $0) }
    .disposed(by: disposeBag)
