// zip pairs elements by index; it completes when every source has completed.
let disposeBag = DisposeBag()
let first = PublishSubject<String>()
let second = PublishSubject<Int>()
Observable.zip(first, second) { $0 + "\($1)" }
    .subscribe { print($0) }
    .disposed(by: disposeBag)
first.onNext("🅰️")
first.onNext("🅱️")
second.onNext(1)
second.onNext(2)
first.onCompleted()
print("first completed")
second.onNext(3)
second.onCompleted()
