// BehaviorSubject after an error: a new subscriber gets the error only, not the last element.
enum TestError: Error { case boom }
let disposeBag = DisposeBag()
let subject = BehaviorSubject(value: "a")
subject.subscribe { print("first:", $0) }
    .disposed(by: disposeBag)
subject.onNext("b")
subject.onError(TestError.boom)
subject.subscribe { print("second:", $0) }
    .disposed(by: disposeBag)
