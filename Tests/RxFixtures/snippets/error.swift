// Observable.error: the error at once; print of the Event shows error(…).
enum TestError: Error { case boom }
let disposeBag = DisposeBag()
Observable<Int>.error(TestError.boom)
    .subscribe { print("event:", $0) }
    .disposed(by: disposeBag)
