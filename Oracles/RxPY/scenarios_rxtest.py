"""RxPY mirrors of the rxtest-* snippets, with reactivex.testing.TestScheduler (one tick is one
second, as RxTest's default resolution). Each records the same observers and observables, under
the same names, as the Swift snippet."""
import reactivex
from reactivex import operators as ops
from reactivex.subject import AsyncSubject, BehaviorSubject, ReplaySubject, Subject
from reactivex.testing import ReactiveTest, TestScheduler

from harness import TestError, event, scenario

on_next, on_completed, on_error = ReactiveTest.on_next, ReactiveTest.on_completed, ReactiveTest.on_error


def unary(name, hot_events, operator):
    """A snippet of the shape `let xs = hot(...); let res = scheduler.start { xs.op }`."""
    @scenario(name)
    def run(r):
        s = TestScheduler()
        xs = s.create_hot_observable(*hot_events)
        res = s.start(lambda: xs.pipe(*operator(s)))
        r.observable("xs", "hot", xs)
        r.observer("res", res)
    return run


unary("rxtest-map", [on_next(150, 1), on_next(210, 2), on_next(240, 3), on_next(290, 4), on_completed(300)],
      lambda s: [ops.map(lambda x: x * 2)])
unary("rxtest-filter", [on_next(110, 1), on_next(210, 2), on_next(230, 3), on_next(270, 4), on_next(340, 5), on_completed(600)],
      lambda s: [ops.filter(lambda x: x % 2 == 0)])
unary("rxtest-scan", [on_next(150, 1), on_next(210, 2), on_next(220, 3), on_next(230, 4), on_completed(250)],
      lambda s: [ops.scan(lambda a, x: a + x, 0)])
unary("rxtest-distinct-until-changed",
      [on_next(150, 1), on_next(210, 2), on_next(215, 2), on_next(220, 3), on_next(225, 2), on_next(230, 2), on_completed(250)],
      lambda s: [ops.distinct_until_changed()])
unary("rxtest-start-with", [on_next(150, 1), on_next(220, 2), on_completed(250)], lambda s: [ops.start_with(0)])
unary("rxtest-take", [on_next(210, 1), on_next(220, 2), on_next(230, 3), on_completed(300)], lambda s: [ops.take(2)])
unary("rxtest-skip", [on_next(210, 1), on_next(220, 2), on_next(230, 3), on_next(240, 4), on_completed(300)], lambda s: [ops.skip(2)])
unary("rxtest-take-while", [on_next(210, 1), on_next(220, 2), on_next(230, 5), on_next(240, 1), on_completed(300)],
      lambda s: [ops.take_while(lambda x: x < 3)])
unary("rxtest-take-while-deprecated", [on_next(210, 1), on_next(220, 2), on_next(230, 5), on_completed(300)],
      lambda s: [ops.take_while(lambda x: x < 3)])
unary("rxtest-catch-and-return", [on_next(210, 1), on_next(220, 2), on_error(230, TestError())],
      lambda s: [ops.catch(reactivex.just(-1))])
unary("rxtest-debounce", [on_next(210, 1), on_next(240, 2), on_next(250, 3), on_next(280, 4), on_completed(290)],
      lambda s: [ops.debounce(20, scheduler=s)])
unary("rxtest-debounce-error", [on_next(210, 1), on_next(250, 2), on_error(260, TestError())],
      lambda s: [ops.debounce(20, scheduler=s)])
unary("rxtest-debounce-milliseconds", [on_next(210, 1), on_next(211, 2), on_next(220, 3), on_completed(230)],
      lambda s: [ops.debounce(0.3, scheduler=s)])
# RxPY has no throttle with latest: true; throttle_first is RxSwift's latest: false.
unary("rxtest-throttle", [on_next(210, 1), on_next(215, 2), on_next(220, 3), on_next(250, 4), on_next(255, 5), on_completed(300)],
      lambda s: [ops.throttle_first(20, scheduler=s)])
unary("rxtest-throttle-not-latest", [on_next(210, 1), on_next(215, 2), on_next(220, 3), on_next(250, 4), on_next(255, 5), on_completed(300)],
      lambda s: [ops.throttle_first(20, scheduler=s)])
unary("rxtest-buffer", [on_next(210, 1), on_next(220, 2), on_next(230, 3), on_next(240, 4), on_next(300, 5), on_completed(320)],
      lambda s: [ops.buffer_with_time_or_count(50, 3, scheduler=s)])
unary("rxtest-delay", [on_next(210, 1), on_next(240, 2), on_completed(250)], lambda s: [ops.delay(30, scheduler=s)])
unary("rxtest-timeout", [on_next(210, 1), on_next(230, 2), on_next(300, 3), on_completed(400)],
      lambda s: [ops.timeout(30, scheduler=s)])
unary("rxtest-materialize", [on_next(210, 2), on_error(250, TestError())],
      lambda s: [ops.materialize(), ops.map(event)])
unary("rxtest-hot-never-unsubscribed", [on_next(210, 1), on_next(1100, 2)], lambda s: [ops.skip(1)])


@scenario("rxtest-cold-observable")
def _(r):
    s = TestScheduler()
    xs = s.create_cold_observable(on_next(10, "a"), on_next(20, "b"), on_completed(30))
    res = s.start(lambda: xs)
    r.observable("xs", "cold", xs)
    r.observer("res", res)


def inner_scenario(name, outer, op):
    @scenario(name)
    def run(r):
        s = TestScheduler()
        ys = s.create_cold_observable(on_next(10, "a"), on_next(20, "b"), on_completed(30))
        xs = s.create_hot_observable(*outer)
        res = s.start(lambda: xs.pipe(op(lambda n: ys.pipe(ops.map(lambda v: f"{v}{n}")))))
        r.observable("ys", "cold", ys)
        r.observable("xs", "hot", xs)
        r.observer("res", res)


inner_scenario("rxtest-flat-map", [on_next(210, 1), on_next(215, 2), on_completed(220)], ops.flat_map)
inner_scenario("rxtest-flat-map-latest", [on_next(210, 1), on_next(225, 2), on_completed(240)], ops.switch_map)
inner_scenario("rxtest-concat-map", [on_next(210, 1), on_next(215, 2), on_completed(220)], ops.concat_map)


def two_hot(name, xs_events, ys_events, make, second_name="ys"):
    @scenario(name)
    def run(r):
        s = TestScheduler()
        xs = s.create_hot_observable(*xs_events)
        ys = s.create_hot_observable(*ys_events)
        res = s.start(lambda: make(xs, ys))
        r.observable("xs", "hot", xs)
        r.observable(second_name, "hot", ys)
        r.observer("res", res)


two_hot("rxtest-with-latest-from-selector",
        [on_next(215, 1), on_next(225, 2), on_next(240, 3), on_completed(260)],
        [on_next(220, "a"), on_next(230, "b"), on_next(235, "c"), on_completed(300)],
        lambda xs, ys: xs.pipe(ops.with_latest_from(ys), ops.map(lambda t: f"{t[0]}{t[1]}")))
two_hot("rxtest-with-latest-from",
        [on_next(215, 1), on_next(225, 2), on_next(240, 3), on_completed(260)],
        [on_next(220, "a"), on_next(230, "b"), on_completed(300)],
        # RxPY's with_latest_from without a selector gives the pair; the Swift form sends the second's element.
        lambda xs, ys: xs.pipe(ops.with_latest_from(ys)))
two_hot("rxtest-zip",
        [on_next(210, 1), on_next(220, 2), on_completed(240)],
        [on_next(215, "a"), on_next(230, "b"), on_next(250, "c"), on_completed(300)],
        lambda xs, ys: reactivex.zip(xs, ys).pipe(ops.map(lambda t: f"{t[0]}{t[1]}")))
two_hot("rxtest-zip-never",
        [on_next(210, 1), on_completed(220)],
        [on_next(230, 2)],
        lambda xs, ys: reactivex.zip(xs, ys).pipe(ops.map(lambda t: t[0] + t[1])))
two_hot("rxtest-combine-latest",
        [on_next(210, 1), on_next(230, 2), on_completed(240)],
        [on_next(220, 10), on_next(250, 20), on_completed(260)],
        lambda xs, ys: reactivex.combine_latest(xs, ys).pipe(ops.map(lambda t: t[0] + t[1])))
two_hot("rxtest-merge",
        [on_next(210, 1), on_next(230, 3), on_completed(240)],
        [on_next(220, 2), on_next(250, 4), on_completed(260)],
        lambda xs, ys: reactivex.merge(xs, ys))
two_hot("rxtest-merge-error",
        [on_next(210, 1), on_error(225, TestError())],
        [on_next(220, 2), on_next(230, 3), on_completed(260)],
        lambda xs, ys: reactivex.merge(xs, ys))


def take_until(name, stop_value):
    @scenario(name)
    def run(r):
        s = TestScheduler()
        xs = s.create_hot_observable(on_next(210, 1), on_next(220, 2), on_next(240, 3), on_completed(300))
        stop = s.create_hot_observable(on_next(230, stop_value), on_completed(400))
        res = s.start(lambda: xs.pipe(ops.take_until(stop)))
        r.observable("xs", "hot", xs)
        r.observable("stop", "hot", stop)
        r.observer("res", res)


take_until("rxtest-take-until", None)
take_until("rxtest-take-until-deprecated", 0)


def shared(name, source, make_shared, second_at):
    @scenario(name)
    def run(r):
        s = TestScheduler()
        xs = source(s)
        sh = make_shared(xs)
        first, second = s.create_observer(), s.create_observer()
        s.schedule_absolute(200, lambda *_: sh.subscribe(first))
        s.schedule_absolute(second_at, lambda *_: sh.subscribe(second))
        s.start()
        r.observable("xs", "cold" if name != "rxtest-share-late-subscriber" else "hot", xs)
        r.observer("first", first)
        r.observer("second", second)


def cold_123(s):
    return s.create_cold_observable(on_next(10, 1), on_next(20, 2), on_completed(30))


# RxPY's nearest to share(replay: 1, scope: …) is replay(buffer_size=1) + ref_count, for either scope.
shared("rxtest-share-while-connected", cold_123, lambda xs: xs.pipe(ops.replay(buffer_size=1), ops.ref_count()), 250)
shared("rxtest-share-forever", cold_123, lambda xs: xs.pipe(ops.replay(buffer_size=1), ops.ref_count()), 250)
shared("rxtest-share-late-subscriber",
       lambda s: s.create_hot_observable(on_next(210, 1), on_next(220, 2), on_completed(230)),
       lambda xs: xs.pipe(ops.replay(buffer_size=1), ops.ref_count()), 215)


@scenario("rxtest-catch")
def _(r):
    s = TestScheduler()
    xs = s.create_hot_observable(on_next(210, 1), on_error(230, TestError()))
    ys = s.create_cold_observable(on_next(10, 100), on_completed(20))
    res = s.start(lambda: xs.pipe(ops.catch(lambda e, src: ys)))
    r.observable("xs", "hot", xs)
    r.observable("ys", "cold", ys)
    r.observer("res", res)


@scenario("rxtest-debounce-resolution")
def _(r):
    # TestScheduler(resolution: 0.001): a unit is a millisecond, so 300 ms is 300 units. RxPY's
    # start(created=0, subscribed=0) would read 0 as "default" (100/200), so subscribe by hand at 0.
    s = TestScheduler()
    xs = s.create_hot_observable(on_next(300, "a"), on_next(500, "b"), on_next(1000, "c"), on_completed(1500))
    res = s.create_observer()
    s.schedule_absolute(0.0, lambda *_: xs.pipe(ops.debounce(300, scheduler=s)).subscribe(res, scheduler=s))
    s.start()
    r.observable("xs", "hot", xs)
    r.observer("res", res)


@scenario("rxtest-timeout-other")
def _(r):
    s = TestScheduler()
    xs = s.create_hot_observable(on_next(210, 1), on_next(300, 2), on_completed(400))
    ys = s.create_cold_observable(on_next(5, -1), on_completed(10))
    res = s.start(lambda: xs.pipe(ops.timeout(30, other=ys, scheduler=s)))
    r.observable("xs", "hot", xs)
    r.observable("ys", "cold", ys)
    r.observer("res", res)


@scenario("rxtest-retry")
def _(r):
    s = TestScheduler()
    xs = s.create_cold_observable(on_next(5, 1), on_error(10, TestError()))
    res = s.start(lambda: xs.pipe(ops.retry(3)))
    r.observable("xs", "cold", xs)
    r.observer("res", res)


def source_only(name, make):
    @scenario(name)
    def run(r):
        s = TestScheduler()
        res = s.start(lambda: make(s))
        r.observer("res", res)


source_only("rxtest-interval", lambda s: reactivex.interval(10, scheduler=s).pipe(ops.take(3)))
source_only("rxtest-timer", lambda s: reactivex.timer(50, scheduler=s))
source_only("rxtest-timer-period", lambda s: reactivex.timer(300, period=200, scheduler=s))
source_only("rxtest-just-start", lambda s: reactivex.just(42))
source_only("rxtest-empty", lambda s: reactivex.empty())
source_only("rxtest-never", lambda s: reactivex.never())
source_only("rxtest-error", lambda s: reactivex.throw(TestError()))


@scenario("rxtest-create")
def _(r):
    def subscribe(observer, scheduler=None):
        observer.on_next(1)
        observer.on_next(2)
        observer.on_completed()
    s = TestScheduler()
    r.observer("res", s.start(lambda: reactivex.create(subscribe)))


@scenario("rxtest-start-custom-times")
def _(r):
    s = TestScheduler()
    xs = s.create_hot_observable(on_next(150, 1), on_next(250, 2), on_next(350, 3), on_next(450, 4), on_completed(500))
    res = s.start(lambda: xs.pipe(ops.map(lambda x: x * 10)), created=50, subscribed=150, disposed=400)
    r.observable("xs", "hot", xs)
    r.observer("res", res)


@scenario("rxtest-deferred")
def _(r):
    s = TestScheduler()
    xs = s.create_cold_observable(on_next(100, 1), on_completed(200))
    res = s.start(lambda: reactivex.defer(lambda _: xs))
    r.observable("xs", "cold", xs)
    r.observer("res", res)


@scenario("rxtest-create-observer-schedule-at")
def _(r):
    s = TestScheduler()
    subject = Subject()
    observer = s.create_observer()
    s.schedule_absolute(100, lambda *_: subject.on_next(1))
    s.schedule_absolute(200, lambda *_: subject.subscribe(observer))
    s.schedule_absolute(300, lambda *_: subject.on_next(2))
    s.schedule_absolute(400, lambda *_: subject.on_next(3))
    s.schedule_absolute(500, lambda *_: subject.on_completed())
    s.start()
    r.observer("observer", observer)


def fed_subject(name, events, subject, observers):
    @scenario(name)
    def run(r):
        s = TestScheduler()
        xs = s.create_hot_observable(*events)
        mocks = [(n, s.create_observer(), t) for n, t in observers]
        s.schedule_absolute(200, lambda *_: xs.subscribe(subject))
        for _, mock, t in mocks:
            s.schedule_absolute(t, lambda *_, m=mock: subject.subscribe(m))
        s.start()
        r.observable("xs", "hot", xs)
        for n, mock, _ in mocks:
            r.observer(n, mock)


fed_subject("rxtest-behavior-subject", [on_next(210, 1), on_next(240, 2), on_next(270, 3), on_completed(300)],
            BehaviorSubject(0), [("observer", 250)])
fed_subject("rxtest-replay-subject", [on_next(210, 1), on_next(220, 2), on_next(230, 3), on_next(260, 4), on_completed(300)],
            ReplaySubject(2), [("early", 250), ("late", 350)])
fed_subject("rxtest-async-subject", [on_next(210, 1), on_next(220, 2), on_completed(300)],
            AsyncSubject(), [("observer", 205)])


@scenario("rxtest-publish-relay")
def _(r):
    s = TestScheduler()
    relay = Subject()
    observer = s.create_observer()
    s.schedule_absolute(100, lambda *_: relay.on_next("lost"))
    s.schedule_absolute(200, lambda *_: relay.subscribe(observer))
    s.schedule_absolute(300, lambda *_: relay.on_next("a"))
    s.schedule_absolute(400, lambda *_: relay.on_next("b"))
    s.start()
    r.observer("observer", observer)


# RxPY's throttle_first has no latest element to send at a window's end (see rxtest-throttle).
unary("rxtest-throttle-completed", [on_next(210, 1), on_next(215, 2), on_next(220, 3), on_completed(225)],
      lambda s: [ops.throttle_first(20, scheduler=s)])
unary("rxtest-delay-error", [on_next(210, 1), on_next(240, 2), on_error(250, TestError())],
      lambda s: [ops.delay(30, scheduler=s)])
unary("rxtest-skip-while", [on_next(210, 1), on_next(220, 2), on_next(230, 5), on_next(240, 1), on_completed(300)],
      lambda s: [ops.skip_while(lambda x: x < 3)])
unary("rxtest-reduce", [on_next(210, 1), on_next(220, 2), on_next(230, 3), on_completed(250)],
      lambda s: [ops.reduce(lambda a, x: a + x, 0)])
unary("rxtest-to-array", [on_next(210, 1), on_next(220, 2), on_completed(250)], lambda s: [ops.to_list()])
unary("rxtest-distinct-until-changed-key",
      [on_next(210, "apple"), on_next(220, "avocado"), on_next(230, "banana"), on_next(240, "blueberry"),
       on_next(250, "apricot"), on_completed(260)],
      lambda s: [ops.distinct_until_changed(lambda x: x[0])])
unary("rxtest-buffer-count", [on_next(210, 1), on_next(220, 2), on_next(230, 3), on_next(240, 4), on_completed(400)],
      lambda s: [ops.buffer_with_time_or_count(100, 3, scheduler=s)])
unary("rxtest-debounce-empty-completion", [on_next(210, 1), on_completed(260)], lambda s: [ops.debounce(20, scheduler=s)])


@scenario("rxtest-share")
def _(r):
    s = TestScheduler()
    xs = s.create_hot_observable(on_next(210, 1), on_next(220, 2), on_next(230, 3), on_completed(240))
    sh = xs.pipe(ops.map(lambda x: x * 10), ops.share())
    first, second = s.create_observer(), s.create_observer()
    s.schedule_absolute(200, lambda *_: sh.subscribe(first))
    s.schedule_absolute(215, lambda *_: sh.subscribe(second))
    s.start()
    r.observable("xs", "hot", xs)
    r.observer("first", first)
    r.observer("second", second)


@scenario("rxtest-concat")
def _(r):
    s = TestScheduler()
    xs = s.create_cold_observable(on_next(10, 1), on_completed(20))
    ys = s.create_cold_observable(on_next(10, 2), on_completed(20))
    res = s.start(lambda: reactivex.concat(xs, ys))
    r.observable("xs", "cold", xs)
    r.observable("ys", "cold", ys)
    r.observer("res", res)


@scenario("rxtest-flat-map-inner-error")
def _(r):
    s = TestScheduler()
    xs = s.create_hot_observable(on_next(210, 1), on_next(220, 2), on_completed(300))
    ys = s.create_cold_observable(on_next(5, 10), on_error(15, TestError()))
    res = s.start(lambda: xs.pipe(ops.flat_map(lambda _: ys)))
    r.observable("xs", "hot", xs)
    r.observable("ys", "cold", ys)
    r.observer("res", res)


two_hot("rxtest-sample",
        [on_next(210, 1), on_next(220, 2), on_next(260, 3), on_completed(300)],
        [on_next(230, "tick"), on_next(250, "tick"), on_next(270, "tick"), on_completed(400)],
        lambda xs, ticks: xs.pipe(ops.sample(ticks)), second_name="ticks")
two_hot("rxtest-amb",
        [on_next(230, 1), on_completed(300)],
        [on_next(220, 2), on_next(240, 3), on_completed(250)],
        lambda xs, ys: xs.pipe(ops.amb(ys)))


@scenario("rxtest-switch-latest")
def _(r):
    s = TestScheduler()
    ys1 = s.create_cold_observable(on_next(10, "a"), on_next(30, "b"), on_completed(40))
    ys2 = s.create_cold_observable(on_next(10, "c"), on_completed(20))
    xs = s.create_hot_observable(on_next(210, ys1), on_next(235, ys2), on_completed(300))
    res = s.start(lambda: xs.pipe(ops.switch_latest()))
    r.observable("ys1", "cold", ys1)
    r.observable("ys2", "cold", ys2)
    r.observable("xs", "hot", xs)
    r.observer("res", res)


@scenario("rxtest-publish-connect")
def _(r):
    s = TestScheduler()
    xs = s.create_hot_observable(on_next(210, 1), on_next(230, 2), on_next(250, 3), on_completed(300))
    published = xs.pipe(ops.publish())
    observer = s.create_observer()
    s.schedule_absolute(200, lambda *_: published.subscribe(observer))
    s.schedule_absolute(220, lambda *_: published.connect(s))
    s.start()
    r.observable("xs", "hot", xs)
    r.observer("observer", observer)
