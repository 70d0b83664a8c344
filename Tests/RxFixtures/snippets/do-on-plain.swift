// do(onNext:onError:onCompleted:onSubscribe:onDispose:): side effects, in order with the subscriber's.
let disposeBag = DisposeBag()
Observable.of(1, 2)
    .do(onNext: { print("do onNext:", $0) },
        onCompleted: { print("do onCompleted") },
        onSubscribe: { print("do onSubscribe") },
        onDispose: { print("do onDispose") })
    .subscribe(onNext: { print("onNext:", $0) }, onCompleted: { print("onCompleted") })
    .disposed(by: disposeBag)
