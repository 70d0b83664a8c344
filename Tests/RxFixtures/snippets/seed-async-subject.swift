// The seed chapter's AsyncSubject demo, as the chapter writes it: an error ends the subject,
// so its subscriber gets the error and no element.
let disposbag = DisposeBag()
// 1:创建序列
let asynSub = AsyncSubject<Int>.init()
// 2:发送信号
asynSub.onNext(1)
asynSub.onNext(2)
// 3:订阅序列
asynSub.subscribe{ print("订阅到了:",$0)}
    .disposed(by: disposbag)
// 再次发送
asynSub.onNext(3)
asynSub.onNext(4)
asynSub.onError(NSError.init(domain: "❌", code: 120, userInfo: "急救中心"))
asynSub.onCompleted()
