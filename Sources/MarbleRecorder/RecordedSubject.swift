#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import MarbleTrace

/// A registered subject: its lane, the tick of the value it holds, and the demand of every
/// probe placed directly on it, which says whether a value sent reached that probe or was
/// dropped.
final class RecordedSubject {
    let lane: RecordedLane
    /// Held weakly, so that drawing a subject does not change when it goes (a test about
    /// lifetimes must hold when recorded); a lookup by identifier checks it is still this object.
    weak var object: AnyObject?
    /// While the recorder's observer subscribes: a value received now is the subject's
    /// memory, not a value sent.
    var isRegistering = true
    /// The tick the subject's latest value was sent (or the subject registered with it).
    var valueTick: Int?
    /// Whether the subject holds its latest value (it gave the recorder one at registration, as
    /// a `CurrentValueSubject` does): a value sent into zero demand is then kept, handed over
    /// at the next request, not lost, and no drop is drawn, as the engine draws it.
    var holdsValue = false
    /// The value it holds, when it holds one.
    var current: MarbleValue?
    var accounts: [DemandAccount] = []
    /// The recorder's subscription to the subject, cancelled when the recorder goes: a subject
    /// and its subscriptions hold each other until one ends.
    var observation: (any Cancellable)?

    /// Which of the subjects registered under the lane's name this is (a `Deferred` makes one
    /// per subscriber on the same line): its row, `request[1]`, `request[2]`.
    let instance: Int
    /// Its number among the recorder's registrations: it drawn as a value is this publisher.
    let id: Int

    init(lane: RecordedLane, object: AnyObject, id: Int) {
        self.lane = lane
        self.object = object
        self.id = id
        instance = lane.subjectCount
        lane.subjectCount += 1
    }
}

/// The demand of one subscription made through a probe directly on a subject.
///
/// A subject delivers a value to its subscribers in an order of its own (OpenCombine's is a
/// set's), so the recorder's observer may see a value before or after a probe does. Each value
/// the observer sees is matched with one the probe received (`accounted`): one it already has
/// (`received > accounted`), or one it has demand for and gets next; else it was dropped.
final class DemandAccount {
    let row: RecordedRow
    var demand: Subscribers.Demand = .none
    /// Values received as sent (replays from memory are not counted).
    var received = 0
    /// Values the observer saw that this subscription received or will receive.
    var accounted = 0
    var isLive = true
    /// A subject that holds its value (a `CurrentValueSubject`): the value it keeps for this
    /// subscription, sent into zero demand and not yet handed over.
    var held: MarbleValue?

    init(row: RecordedRow) {
        self.row = row
    }
}

/// The recorder's own subscriber on a registered subject: unlimited demand, so the subject's
/// lane shows every value sent and its completion. It holds the recorder and its record of the
/// subject weakly: the subject holds it, and the recorder holds the subject.
final class SubjectObserver<Input, Failure: Error>: Subscriber, Cancellable {
    private weak var recorder: MarbleRecorder?
    private weak var subject: RecordedSubject?
    private var subscription: (any Subscription)?

    init(recorder: MarbleRecorder, subject: RecordedSubject) {
        self.recorder = recorder
        self.subject = subject
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(.unlimited)
    }

    /// Ends the recorder's subscription to the subject.
    func cancel() {
        let subscription = self.subscription
        self.subscription = nil
        subscription?.cancel()
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let recorder, let subject else { return .none }
        recorder.observed(recorder.marbleValue(input), from: subject)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        subscription = nil
        guard let recorder, let subject else { return }
        recorder.record(completion.eventKind, on: subject.lane, row: subject.instance)
    }
}

extension Subscribers.Completion {
    /// `finished`, or the failure as Swift prints the error: `notANumber("42x")`.
    var eventKind: TraceEvent.Kind {
        switch self {
        case .finished: return .finished
        case .failure(let error): return .failure(String(describing: error))
        }
    }
}
