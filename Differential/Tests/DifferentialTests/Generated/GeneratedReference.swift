import CombineSchedulers
import OpenCombine

/// A `GeneratedScenario` built on OpenCombine on the rig, with the same ticks, statement
/// order and demand as `GeneratedMarble` writes; returns what every subscriber received.
enum GeneratedReference {
    typealias Stream = AnyPublisher<Int, TestFailure>

    /// Also says whether a zip ended before it had handed its subscription down, where we
    /// keep to Combine's sink and OpenCombine's operators below the zip do not (see
    /// `GeneratedRegressionTests`): a difference then is a known one.
    static func run(_ scenario: GeneratedScenario, on rig: ReferenceRig) -> (receipts: Receipts, zipEndedEarly: Bool) {
        let watch = ZipWatch()
        let subjects: [any Subject] = scenario.subjects.map { spec -> any Subject in
            spec.isCurrentValue ? CurrentValueSubject<Int, TestFailure>(0) : PassthroughSubject<Int, TestFailure>()
        }
        var bindings: [Stream] = []
        for node in scenario.bindings {
            bindings.append(build(node, subjects: subjects, bindings: bindings, rig: rig, watch: watch))
        }
        var sinks: [ReferenceSink<String, TestFailure>] = []
        for (index, spec) in scenario.subscribers.enumerated() {
            let upstream = bindings[spec.binding]
            let shown: AnyPublisher<String, TestFailure> = spec.collect.map { n in
                upstream.collect(n).map { "\($0)" }.eraseToAnyPublisher()
            } ?? upstream.map { "\($0)" }.eraseToAnyPublisher()
            let demand: Subscribers.Demand = spec.demand.map { .max($0) } ?? .unlimited
            sinks.append(rig.sink("C\(index)", shown, at: spec.at, demand: demand))
        }
        for (sink, spec) in zip(sinks, scenario.subscribers) {
            for request in spec.requests {
                rig.at(request.tick) { sink.request(.max(request.count)) }
            }
            if let tick = spec.cancelAt { rig.at(tick) { sink.cancel() } }
        }
        for (subject, spec) in zip(subjects, scenario.subjects) {
            if let passthrough = subject as? PassthroughSubject<Int, TestFailure> {
                rig.send(passthrough, spec.marbles)
            } else if let current = subject as? CurrentValueSubject<Int, TestFailure> {
                rig.send(current, spec.marbles)
            }
        }
        let receipts = rig.run(ticks: scenario.ticks)
        return (receipts, watch.endedEarly)
    }

    private static func build(_ node: GeneratedScenario.Node, subjects: [any Subject], bindings: [Stream], rig: ReferenceRig,
                              watch: ZipWatch) -> Stream {
        let recurse = { (node: GeneratedScenario.Node) in build(node, subjects: subjects, bindings: bindings, rig: rig, watch: watch) }
        switch node {
        case .subject(let index):
            if let passthrough = subjects[index] as? PassthroughSubject<Int, TestFailure> { return passthrough.eraseToAnyPublisher() }
            return (subjects[index] as! CurrentValueSubject<Int, TestFailure>).eraseToAnyPublisher()
        case .cold(let marbles):
            return rig.cold(marbles, as: Int.self).eraseToAnyPublisher()
        case .sequence(let values):
            // Behind `Deferred`, as the text writes it: the operators after it are the generic
            // ones on both sides (an erased reference would lose Combine's specialised
            // `Sequence` operators, which the `.marble` text would keep).
            return Deferred { Publishers.Sequence<[Int], TestFailure>(sequence: values) }.eraseToAnyPublisher()
        case .binding(let index):
            return bindings[index]
        case .zip(let a, let b):
            let zipped = recurse(a).zip(recurse(b)).map { $0 * 10 + $1 }
            return KeepingSubscriptions(upstream: zipped, rig: rig, watch: watch).eraseToAnyPublisher()
        case .append(let a, let b):
            return recurse(a).append(recurse(b)).eraseToAnyPublisher()
        case .unary(let upstreamNode, let op):
            return apply(op, to: recurse(upstreamNode), rig: rig)
        }
    }

    private static func apply(_ op: GeneratedScenario.Unary, to upstream: Stream, rig: ReferenceRig) -> Stream {
        switch op {
        case .timesTen: return upstream.map { $0 * 10 }.eraseToAnyPublisher()
        case .plusOne: return upstream.map { $0 + 1 }.eraseToAnyPublisher()
        case .keepEven: return upstream.filter { $0 % 2 == 0 }.eraseToAnyPublisher()
        case .runningTotal: return upstream.scan(0, +).eraseToAnyPublisher()
        case .buffer(let size, let keepFull, let dropOldest):
            return upstream.buffer(size: size, prefetch: keepFull ? .keepFull : .byRequest,
                                   whenFull: dropOldest ? .dropOldest : .dropNewest).eraseToAnyPublisher()
        case .prefix(let n): return upstream.prefix(n).eraseToAnyPublisher()
        case .dropFirst(let n): return upstream.dropFirst(n).eraseToAnyPublisher()
        case .removeDuplicates: return upstream.removeDuplicates().eraseToAnyPublisher()
        case .flatMap(let maxPublishers, let inner):
            return upstream.flatMap(maxPublishers: maxPublishers.map { .max($0) } ?? .unlimited) { value in
                rig.cold(inner, values: ["x": value * 10])
            }.eraseToAnyPublisher()
        case .switchToLatest(let inner):
            return upstream.map { value in rig.cold(inner, values: ["x": value]) }.switchToLatest().eraseToAnyPublisher()
        case .receiveOnMain:
            return upstream.receive(on: rig.main).eraseToAnyPublisher()
        case .debounce(let n): return upstream.debounce(for: .seconds(n), scheduler: rig.main).eraseToAnyPublisher()
        case .throttle(let n, let latest):
            return upstream.throttle(for: .seconds(n), scheduler: rig.main, latest: latest).eraseToAnyPublisher()
        case .delay(let n): return upstream.delay(for: .seconds(n), scheduler: rig.main).eraseToAnyPublisher()
        case .catchCold(let marbles): return upstream.catch { _ in rig.cold(marbles, as: Int.self) }.eraseToAnyPublisher()
        case .retry(let n): return upstream.retry(n).eraseToAnyPublisher()
        case .replaceError(let value): return upstream.replaceError(with: value).setFailureType(to: TestFailure.self).eraseToAnyPublisher()
        case .share: return upstream.share().eraseToAnyPublisher()
        case .multicastAutoconnect:
            return upstream.multicast { PassthroughSubject<Int, TestFailure>() }.autoconnect().eraseToAnyPublisher()
        }
    }
}

/// Below a zip: passes everything through and keeps each subscription it hands down alive
/// as long as the rig, and notes a completion that comes before the subscription. OpenCombine 0.14.0's `Zip` subscribers point at their zip `unowned`, and a subject
/// can still deliver to one after the zip was released (`retry` resubscribing after the zip
/// finished crashed the run); kept alive, the zip ignores such a value as finished, which
/// is what it is meant to do.
struct KeepingSubscriptions<Upstream: Publisher>: Publisher {
    typealias Output = Upstream.Output
    typealias Failure = Upstream.Failure

    let upstream: Upstream
    let rig: ReferenceRig
    let watch: ZipWatch

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        upstream.subscribe(Keeper(downstream: subscriber, rig: rig, watch: watch))
    }

    private final class Keeper<Downstream: Subscriber>: ForwardingSubscriber<Downstream>
    where Downstream.Input == Output, Downstream.Failure == Failure {
        let rig: ReferenceRig
        let watch: ZipWatch
        private var subscribed = false

        init(downstream: Downstream, rig: ReferenceRig, watch: ZipWatch) {
            self.rig = rig
            self.watch = watch
            super.init(downstream: downstream)
        }

        override func receive(subscription: Subscription) {
            subscribed = true
            rig.keep(subscription)
            super.receive(subscription: subscription)
        }

        /// A completion before the subscription is noted and held back: several OpenCombine
        /// operators trap on one (`removeDuplicates`, `filter`: "Received completion before
        /// receiving subscription", as Apple's do), and the case is a known difference anyway.
        override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
            guard subscribed else {
                watch.endedEarly = true
                return
            }
            super.receive(completion: completion)
        }
    }
}

/// Whether a zip of the scenario sent its completion before its subscription.
final class ZipWatch {
    var endedEarly = false
}

/// A subscriber that passes everything to `downstream`; a subclass changes how the
/// subscription is handed over.
class ForwardingSubscriber<Downstream: Subscriber>: Subscriber {
    let combineIdentifier = CombineIdentifier()
    let downstream: Downstream

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    func receive(subscription: Subscription) { downstream.receive(subscription: subscription) }

    func receive(_ input: Downstream.Input) -> Subscribers.Demand { downstream.receive(input) }

    func receive(completion: Subscribers.Completion<Downstream.Failure>) { downstream.receive(completion: completion) }
}
