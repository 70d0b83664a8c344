// Observable.never: no element, no completion; only the explicit dispose ends it.
let subscription = Observable<String>.never()
    .subscribe(onNext: { print($0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
print("subscribed")
subscription.dispose()
