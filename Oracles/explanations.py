"""Why each scenario in Tests/RxFixtures/differences.md differs, from RxSwift 6.10.2's source
(RxSwift/…) and reactivex's (reactivex/…). RxSwift is the oracle in every case; "semantics"
marks a real behavioural difference marbles must follow RxSwift on, "mirror" a difference of
API or of the test tools, where the RxPY scenario cannot say the same thing."""

_ZIP = (
    "**Semantics — RxSwift is right for marbles.** RxSwift's `ZipSink.done(_:)` (RxSwift/Observables/Zip.swift) "
    "completes only when *every* source is done (`isDone` all true), and `next(_:)` never completes. "
    "reactivex's `zip` (reactivex/observable/zip.py) completes as soon as a completed source has an empty "
    "queue — at that source's completion, or right after an emitted tuple empties it (the Rx.NET rule). "
    "RxSwift therefore keeps the other sources subscribed (and can stay silent for ever)."
)

_SHARE_PLAIN = (
    "**Semantics — RxSwift is right for marbles.** RxSwift's `.forever` is `multicast(ReplaySubject).refCount()`: "
    "one subject for ever; RxSwift's `RefCountSink.run` (RxSwift/Observables/Multicast.swift) subscribes to the "
    "subject *before* connecting, and when the terminated subject replays its buffer and completion at once the "
    "sink is already disposed (`.alreadyDisposed`), so it never connects again: the source runs once. "
    "`.whileConnected` (replay 1: `ShareReplay1WhileConnected`, RxSwift/Observables/ShareReplayScope.swift) "
    "drops its connection and its buffer when the source ends; the next subscriber connects afresh and the source "
    "runs again from the start, nothing replayed. reactivex's nearest, `replay(buffer_size=1)` + `ref_count()`, is "
    "neither: one ReplaySubject for ever (the late subscriber gets the old `3` and completion, as `.forever`), yet "
    "`ref_count` (reactivex/operators/connectable/_refcount.py) connects again on every 0→1 count, so the source "
    "is subscribed again and dropped at once."
)

_SUBJECT_SUBSCRIPTION = (
    "**Mirror (test tools), RxSwift recorded.** `xs.subscribe(subject)` subscribes the subject itself as the "
    "observer: RxSwift's `ObservableType.subscribe(_:)` hands the observer straight to the producer, and nothing "
    "disposes that subscription when the terminal event passes (only operator sinks, `subscribe(onNext:…)` and "
    "`scheduler.start` dispose on a terminal event), so RxTest's hot observable records `Subscription(200)` "
    "(never unsubscribed). reactivex wraps every subscription in an `AutoDetachObserver` that disposes it at the "
    "terminal event, so its hot observable records (200, 300). The subscribers' events agree."
)

EXPLANATIONS = {
    "zip-plain": _ZIP + " Here RxPY completes when `first` completes (both its elements already paired); "
    "RxSwift completes at `second.onCompleted()`, after `second.onNext(3)` has been queued and never paired.",
    "rxtest-zip": _ZIP,
    "rxtest-zip-never": _ZIP,
    "share-replay-plain": _SHARE_PLAIN,
    "share-while-connected-plain": _SHARE_PLAIN,
    "rxtest-share-forever": _SHARE_PLAIN,
    "rxtest-share-while-connected": _SHARE_PLAIN,
    "rxtest-async-subject": _SUBJECT_SUBSCRIPTION,
    "rxtest-behavior-subject": _SUBJECT_SUBSCRIPTION,
    "rxtest-replay-subject": _SUBJECT_SUBSCRIPTION,
    "rxtest-debounce-milliseconds": (
        "**Mirror (time units), RxSwift recorded.** RxTest converts a duration to virtual units as "
        "`Int(seconds / resolution + 0.5)` (RxTest/Schedulers/TestSchedulerVirtualTimeConverter.swift); with the default "
        "resolution 1.0, `.milliseconds(300)` is 0 units. `TestScheduler`'s `simulateProcessingDelay` (default true, "
        "`adjustScheduledTime` in RxTest/Schedulers/TestScheduler.swift) moves anything due at or before now to "
        "now + 1, so each debounced element is due one unit later and `1` (due 211) is replaced by `2` arriving at 211. "
        "reactivex's TestScheduler keeps fractional seconds (0.3 ticks) and has no processing delay."
    ),
    "rxtest-throttle": (
        "**Mirror (RxPY has no such operator), RxSwift recorded.** RxSwift's `throttle` defaults to `latest: true` "
        "(RxSwift/Observables/Throttle.swift): the first element at once, then at the end of each window the latest "
        "element that arrived in it. reactivex has no latest-throttle: its `throttle_first` is RxSwift's "
        "`latest: false` (rxtest-throttle-not-latest, where the two agree)."
    ),
    "rxtest-throttle-completed": (
        "**Semantics (and no RxPY equivalent), RxSwift recorded.** RxSwift's `ThrottleSink` (RxSwift/Observables/Throttle.swift) "
        "on a completion with an unsent latest element sets `completed` and waits: at the window's end it sends the "
        "element, then the completion (3 and completed at 230, not at the source's 225). reactivex's `throttle_first` "
        "keeps no latest element, so it completes at 225 with nothing pending."
    ),
    "rxtest-timeout": (
        "**Mirror (error text), RxSwift recorded.** Same events at the same times; RxSwift's error is "
        "`RxError.timeout`, described `Sequence timeout.` (RxSwift/Errors.swift), reactivex's is `Exception(\"Timeout\")`."
    ),
    "rxtest-with-latest-from": (
        "**Semantics of the API, RxSwift is right for marbles.** RxSwift's `withLatestFrom(_:)` without a selector "
        "sends the *second* source's element (RxSwift/Observables/WithLatestFrom.swift: `resultSelector: { $1 }`); "
        "reactivex's `with_latest_from` sends the pair (first, second). Times agree."
    ),
}
