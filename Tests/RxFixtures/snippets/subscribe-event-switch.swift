// subscribe { event in switch event { … } }: the three cases of Event.
let disposeBag = DisposeBag()
Observable.of("a", "b")
    .subscribe { event in
        switch event {
        case .next(let element):
            print("element:", element)
        case .error(let error):
            print("error:", error)
        case .completed:
            print("completed")
        }
    }
    .disposed(by: disposeBag)
