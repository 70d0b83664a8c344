extension Publisher {
    /// Feeds this publisher's values into `input`, as the source material's
    /// `merge(into:)`; its completion only detaches it.
    public func merge(into input: MergeInput<Output, Failure>) {
        input.subscribe(self)
    }
}

/// A publisher that republishes the values of every publisher merged into it, as the
/// `MergeInput` of the source material: it subscribes to each (`p.merge(into: input)`)
/// with unlimited demand and sends their values on through a `PassthroughSubject`. An
/// input's completion (or failure) only detaches that input; the `MergeInput` itself never
/// completes. `cancel()` (or releasing it) cancels every input.
///
/// It is also a `Subject`, so `p.subscribe(input)` works the same way: `send(_:)` republishes
/// a value and `send(completion:)` is ignored, since nothing completes it.
public final class MergeInput<Output, Failure: Error>: InstrumentedSubject, Cancellable {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    private let subject = PassthroughSubject<Output, Failure>()
    private var inputs: [Int: Subscribers.Sink<Output, Failure>] = [:]
    private var nextInput = 0

    /// Records what it republishes, when a run is instrumented.
    package var tap: Tap? {
        get { subject.tap }
        set { subject.tap = newValue }
    }

    public init() {}

    deinit { cancel() }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subject.receive(subscriber: subscriber)
    }

    /// Subscribes to `publisher` and republishes its values until it completes.
    public func subscribe<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        let id = nextInput
        nextInput += 1
        let sink = Subscribers.Sink<Output, Failure>(
            receiveCompletion: { [weak self] _ in self?.inputs[id] = nil },
            receiveValue: { [weak self] value in self?.subject.send(value) })
        inputs[id] = sink
        publisher.subscribe(sink)
    }

    /// Cancels every input.
    public func cancel() {
        let all = inputs.values
        inputs = [:]
        all.forEach { $0.cancel() }
    }

    // MARK: - Subject

    /// Cancels its inputs and every subscription to it.
    package func tearDown() {
        cancel()
        subject.tearDown()
    }

    public func send(_ value: Output) {
        subject.send(value)
    }

    /// Ignored: a `MergeInput` never completes.
    public func send(completion: Subscribers.Completion<Failure>) {}

    public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }
}
