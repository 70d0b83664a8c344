// subscribe(onNext:onError:onCompleted:onDisposed:) on a failing source: onError runs, then
// onDisposed; onCompleted never does.
enum TestError: Error { case boom }
let disposeBag = DisposeBag()
let subject = PublishSubject<Int>()
subject
    .subscribe(onNext: { print("onNext:", $0) },
               onError: { print("onError:", $0) },
               onCompleted: { print("onCompleted") },
               onDisposed: { print("onDisposed") })
    .disposed(by: disposeBag)
subject.onNext(1)
subject.onError(TestError.boom)
subject.onNext(2)
