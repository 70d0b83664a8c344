"""RxPY mirrors of the synchronous snippets (no TestScheduler): each function is the snippet of
the same name written with reactivex, printing as the Swift snippet prints."""
import reactivex
from reactivex import operators as ops
from reactivex.subject import AsyncSubject, BehaviorSubject, ReplaySubject, Subject

from harness import TestError, event, scenario


@scenario("seed-publish-subject")
def _(r):
    sub = Subject()
    sub.on_next(1)
    sub.subscribe(r.events("订阅到了:"))
    sub.on_next(2)
    sub.on_next(3)


@scenario("seed-behavior-subject")
def _(r):
    sub = BehaviorSubject(100)
    sub.on_next(2)
    sub.on_next(3)
    sub.subscribe(r.events("订阅到了:"))
    sub.on_next(4)
    sub.on_next(5)
    sub.subscribe(r.events("订阅到了:"))


@scenario("seed-replay-subject")
def _(r):
    sub = ReplaySubject(2)
    for i in (1, 2, 3, 4):
        sub.on_next(i)
    sub.subscribe(r.events("订阅到了:"))
    for i in (7, 8, 9):
        sub.on_next(i)


@scenario("seed-async-subject")
def _(r):
    # RxPY has no NSError: an exception whose text is what Linux Foundation prints for it.
    sub = AsyncSubject()
    sub.on_next(1)
    sub.on_next(2)
    sub.subscribe(r.events("订阅到了:"))
    sub.on_next(3)
    sub.on_next(4)
    sub.on_error(Exception('Error Domain=❌ Code=120 "(null)"UserInfo={NSLocalizedDescription=急救中心}'))
    sub.on_completed()


@scenario("just")
def _(r):
    reactivex.just(1).subscribe(r.events())


@scenario("of")
def _(r):
    reactivex.of(1, 2, 3).pipe(ops.finally_action(lambda: r.print("onDisposed"))).subscribe(
        on_next=lambda e: r.print("onNext:", e),
        on_error=lambda e: r.print("onError:", str(e)),
        on_completed=lambda: r.print("onCompleted"))


@scenario("from")
def _(r):
    reactivex.from_iterable(["🐶", "🐱", "🐭"]).subscribe(r.events())


@scenario("create")
def _(r):
    def subscribe(observer, scheduler=None):
        observer.on_next("🔴")
        observer.on_completed()
        observer.on_next("🔵")
    reactivex.create(subscribe).subscribe(r.events())


@scenario("empty")
def _(r):
    reactivex.empty().pipe(ops.finally_action(lambda: r.print("disposed"))).subscribe(
        on_next=lambda v: r.print("next", v), on_completed=lambda: r.print("completed"))


@scenario("error")
def _(r):
    reactivex.throw(TestError()).subscribe(r.events("event:"))


@scenario("never")
def _(r):
    d = reactivex.never().pipe(ops.finally_action(lambda: r.print("disposed"))).subscribe(
        on_next=r.print, on_completed=lambda: r.print("completed"))
    r.print("subscribed")
    d.dispose()


@scenario("deferred")
def _(r):
    count = [1]

    def factory(scheduler):
        r.print(f"Creating {count[0]}")
        count[0] += 1
        return reactivex.of("🐶", "🐱")
    seq = reactivex.defer(factory)
    seq.subscribe(on_next=r.print)
    seq.subscribe(on_next=r.print)


@scenario("subscribe-event-switch")
def _(r):
    reactivex.of("a", "b").subscribe(
        on_next=lambda e: r.print("element:", e),
        on_error=lambda e: r.print("error:", str(e)),
        on_completed=lambda: r.print("completed"))


@scenario("subscribe-on-error")
def _(r):
    subject = Subject()
    subject.pipe(ops.finally_action(lambda: r.print("onDisposed"))).subscribe(
        on_next=lambda v: r.print("onNext:", v),
        on_error=lambda e: r.print("onError:", str(e)),
        on_completed=lambda: r.print("onCompleted"))
    subject.on_next(1)
    subject.on_error(TestError())
    subject.on_next(2)


@scenario("map-filter-plain")
def _(r):
    reactivex.of(1, 2, 3, 4, 5, 6).pipe(ops.filter(lambda x: x % 2 == 0), ops.map(lambda x: x * 10)).subscribe(on_next=r.print)


@scenario("scan-plain")
def _(r):
    reactivex.of(10, 100, 1000).pipe(ops.scan(lambda a, v: a + v, 1)).subscribe(on_next=r.print)


@scenario("start-with-plain")
def _(r):
    reactivex.of("🐶", "🐱", "🐭", "🐹").pipe(
        ops.start_with("1️⃣"), ops.start_with("2️⃣"), ops.start_with("3️⃣", "🅰️", "🅱️")).subscribe(on_next=r.print)


@scenario("distinct-until-changed-plain")
def _(r):
    reactivex.of("🐱", "🐷", "🐱", "🐱", "🐱", "🐵", "🐱").pipe(ops.distinct_until_changed()).subscribe(on_next=r.print)


@scenario("materialize-plain")
def _(r):
    subject = Subject()
    subject.pipe(ops.materialize()).subscribe(
        on_next=lambda n: r.print(f"next({event(n)})"),
        on_error=lambda e: r.print(f"error({e})"),
        on_completed=lambda: r.print("completed"))
    subject.on_next(1)
    subject.on_error(TestError())


@scenario("replay-unbounded")
def _(r):
    subject = ReplaySubject()
    for v in ("🐶", "🐱", "🐭"):
        subject.on_next(v)
    subject.subscribe(r.events("Subscription: 1 Event:"))
    subject.on_next("🅰️")
    subject.subscribe(r.events("Subscription: 2 Event:"))
    subject.on_next("🅱️")


@scenario("replay-after-completed")
def _(r):
    subject = ReplaySubject(2)
    for v in (1, 2, 3):
        subject.on_next(v)
    subject.on_completed()
    subject.subscribe(r.events("late:"))


@scenario("replay-after-error")
def _(r):
    subject = ReplaySubject(1)
    subject.on_next(1)
    subject.on_next(2)
    subject.on_error(TestError())
    subject.subscribe(r.events("late:"))


@scenario("async-subject-completed")
def _(r):
    subject = AsyncSubject()
    subject.subscribe(r.events("first:"))
    for v in (1, 2, 3):
        subject.on_next(v)
    subject.on_completed()
    subject.subscribe(r.events("second:"))


@scenario("behavior-subject-after-error")
def _(r):
    subject = BehaviorSubject("a")
    subject.subscribe(r.events("first:"))
    subject.on_next("b")
    subject.on_error(TestError())
    subject.subscribe(r.events("second:"))


@scenario("publish-subject-after-completed")
def _(r):
    subject = Subject()
    subject.subscribe(r.events("first:"))
    subject.on_next("a")
    subject.on_completed()
    subject.on_next("b")
    subject.subscribe(r.events("second:"))


@scenario("publish-relay")
def _(r):
    # RxPY has no relays: a Subject fed with on_next only.
    relay = Subject()
    relay.on_next("before")
    relay.subscribe(on_next=lambda v: r.print("relay:", v))
    relay.on_next("🐶")
    relay.on_next("🐱")


@scenario("behavior-relay")
def _(r):
    relay = BehaviorSubject(1)
    relay.on_next(2)
    relay.subscribe(r.events("relay:"))
    relay.on_next(3)
    r.print("value:", relay.value)


@scenario("bind-to-relay")
def _(r):
    # bind(to: relay) passes elements only (a relay cannot complete).
    publish_relay = Subject()
    behavior_relay = BehaviorSubject(0)
    publish_relay.subscribe(r.events("publishRelay:"))
    behavior_relay.subscribe(r.events("behaviorRelay:"))
    reactivex.of(1, 2).subscribe(on_next=publish_relay.on_next)
    reactivex.of(3, 4).subscribe(on_next=behavior_relay.on_next)
    publish_relay.on_next(5)


@scenario("subject-on-event")
def _(r):
    subject = Subject()
    subject.subscribe(r.events("Subscription: 1 Event:"))
    subject.on_next("🐶")
    subject.on_next("🐱")
    subject.subscribe(r.events("Subscription: 2 Event:"))
    subject.on_next("🅰️")
    subject.on_next("🅱️")
    subject.on_completed()


def _subscribed_source(r):
    def factory(scheduler):
        r.print("subscribed to source")
        return reactivex.of(1, 2, 3)
    return reactivex.defer(factory)


@scenario("share-replay-plain")
def _(r):
    # share(replay: 1, scope: .forever) ~ replay(buffer_size=1) + ref_count (one subject for ever).
    shared = _subscribed_source(r).pipe(ops.replay(buffer_size=1), ops.ref_count())
    shared.subscribe(r.events("first:"))
    shared.subscribe(r.events("second:"))


@scenario("share-while-connected-plain")
def _(r):
    # share(replay: 1, scope: .whileConnected): RxPY's nearest is the same replay + ref_count.
    shared = _subscribed_source(r).pipe(ops.replay(buffer_size=1), ops.ref_count())
    shared.subscribe(r.events("first:"))
    shared.subscribe(r.events("second:"))


@scenario("zip-plain")
def _(r):
    first, second = Subject(), Subject()
    reactivex.zip(first, second).pipe(ops.map(lambda t: f"{t[0]}{t[1]}")).subscribe(r.events())
    first.on_next("🅰️")
    first.on_next("🅱️")
    second.on_next(1)
    second.on_next(2)
    first.on_completed()
    r.print("first completed")
    second.on_next(3)
    second.on_completed()


@scenario("combine-latest-plain")
def _(r):
    s, i = Subject(), Subject()
    reactivex.combine_latest(s, i).pipe(ops.map(lambda t: f"{t[0]} {t[1]}")).subscribe(on_next=r.print)
    s.on_next("🅰️")
    s.on_next("🅱️")
    i.on_next(1)
    i.on_next(2)
    s.on_next("🆎")


@scenario("merge-plain")
def _(r):
    a, b = Subject(), Subject()
    reactivex.of(a, b).pipe(ops.merge_all()).subscribe(on_next=r.print)
    a.on_next("🅰️")
    a.on_next("🅱️")
    b.on_next("①")
    b.on_next("②")
    a.on_next("🆎")
    b.on_next("③")


def _players():
    boy, girl = BehaviorSubject(80), BehaviorSubject(90)
    return boy, girl, BehaviorSubject(boy)


@scenario("flat-map-latest-plain")
def _(r):
    boy, girl, player = _players()
    player.pipe(ops.switch_map(lambda p: p)).subscribe(on_next=r.print)
    boy.on_next(85)
    player.on_next(girl)
    boy.on_next(95)
    girl.on_next(100)


@scenario("flat-map-plain")
def _(r):
    boy, girl, player = _players()
    player.pipe(ops.flat_map(lambda p: p)).subscribe(on_next=r.print)
    boy.on_next(85)
    player.on_next(girl)
    boy.on_next(95)
    girl.on_next(100)


@scenario("range-plain")
def _(r):
    reactivex.range(1, 4).subscribe(r.events("range:"))
    reactivex.repeat_value("🔴").pipe(ops.take(2)).subscribe(r.events("repeat:"))


@scenario("do-on-plain")
def _(r):
    def subscribed(scheduler):
        r.print("do onSubscribe")
        return reactivex.of(1, 2)
    reactivex.defer(subscribed).pipe(
        ops.do_action(on_next=lambda v: r.print("do onNext:", v), on_completed=lambda: r.print("do onCompleted")),
        ops.finally_action(lambda: r.print("do onDispose")),
    ).subscribe(on_next=lambda v: r.print("onNext:", v), on_completed=lambda: r.print("onCompleted"))
