// PublishRelay: accept instead of onNext; it never completes or fails.
let disposeBag = DisposeBag()
let relay = PublishRelay<String>()
relay.accept("before")
relay.subscribe(onNext: { print("relay:", $0) })
    .disposed(by: disposeBag)
relay.accept("🐶")
relay.accept("🐱")
