// Observable.of with subscribe(onNext:onError:onCompleted:onDisposed:): each closure runs
// in turn; onDisposed runs after the completion.
let disposeBag = DisposeBag()
Observable.of(1, 2, 3)
    .subscribe(onNext: { element in
        print("onNext:", element)
    }, onError: { error in
        print("onError:", error)
    }, onCompleted: {
        print("onCompleted")
    }, onDisposed: {
        print("onDisposed")
    })
    .disposed(by: disposeBag)
