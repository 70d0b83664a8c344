// BehaviorRelay: a subscriber gets the current value first; `value` reads it.
let disposeBag = DisposeBag()
let relay = BehaviorRelay(value: 1)
relay.accept(2)
relay.subscribe { print("relay:", $0) }
    .disposed(by: disposeBag)
relay.accept(3)
print("value:", relay.value)
