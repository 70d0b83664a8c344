// materialize: each event becomes an element; the materialized sequence then completes.
enum TestError: Error { case boom }
let disposeBag = DisposeBag()
let subject = PublishSubject<Int>()
subject
    .materialize()
    .subscribe { print($0) }
    .disposed(by: disposeBag)
subject.onNext(1)
subject.onError(TestError.boom)
