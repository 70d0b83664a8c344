// flatMapLatest: only the latest inner subject is followed.
struct Player {
    let score: BehaviorSubject<Int>
}
let disposeBag = DisposeBag()
let 👦🏻 = Player(score: BehaviorSubject(value: 80))
let 👧🏼 = Player(score: BehaviorSubject(value: 90))
let player = BehaviorSubject(value: 👦🏻)
player.asObservable()
    .flatMapLatest { $0.score.asObservable() }
    .subscribe(onNext: { print($0) })
    .disposed(by: disposeBag)
👦🏻.score.onNext(85)
player.onNext(👧🏼)
👦🏻.score.onNext(95)
👧🏼.score.onNext(100)
