// The seed chapter's PublishSubject demo (RxSwift之Subject), as the chapter writes it:
// a subscriber sees only what is sent after it subscribes.
let disposbag = DisposeBag()
//1:初始化一个PublishSubject 装着Int类型的序列
let publishSub = PublishSubject<Int>() 
// 2:发送响应序列
publishSub.onNext(1)
// 3:订阅序列
publishSub.subscribe { print("订阅到了:",$0)}
    .disposed(by: disposbag)
// 再次发送响应
publishSub.onNext(2)
publishSub.onNext(3)
