#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation
import MarbleTrace

/// Records what Combine publishers do, at the ticks of a virtual clock, as the engine's
/// `Trace`: the same layout draws it, the same `expect` strings check it, and
/// `marbles render trace.json` draws a saved one.
///
/// Place probes with `publisher.marble("name", in: recorder)` and register subjects with
/// `recorder.subject(subject, "name")`; read the result with `trace()` or `json()`.
///
/// Thread safety: recording takes a lock, so probes may fire on any thread; a test scheduler
/// keeps the ticks meaningful.
public final class MarbleRecorder: @unchecked Sendable {
    /// The diagram's title.
    public var title: String?
    /// The axis unit label (`ms`), if any.
    public var unit: String?
    /// The length of the time axis; `nil`: one past the last event (never less than that).
    public var ticks: Int?

    private let lock = NSRecursiveLock()
    private let clock: () -> Int
    /// A subscriber object seen by `openRow`, held weakly, and the row it fed.
private struct WeakConsumer {
    weak var object: AnyObject?
    let consumer: RecordedRow?
}

/// The manual clock's tick, when the recorder was made without one.
    private var manualTick: Int?
    private var lanes: [RecordedLane] = []
    private var laneByName: [String: RecordedLane] = [:]
    private var subjects: [ObjectIdentifier: RecordedSubject] = [:]
    /// Subjects registered so far: each one's number, for the reference that draws it as a value.
    private var registrations = 0
    /// The rows whose upstream is being subscribed, innermost last.
    private var subscribing: [RecordedRow] = []
    /// While a subject hands a value over from its memory: the tick it was sent, so that every
    /// probe it passes records a replay.
    var replayOrigin: Int?

    /// A recorder whose clock is read from `now` (ticks) at every event.
    public init(title: String? = nil, unit: String? = nil, now: @escaping () -> Int) {
        self.title = title
        self.unit = unit
        clock = now
    }

    deinit {
        // The subjects and the recorder's subscriptions to them would hold each other.
        for subject in subjects.values { subject.observation?.cancel() }
    }

    /// A recorder on a manual clock starting at tick 0: move it with `advance(to:)` and
    /// `advance(by:)`.
    public convenience init(title: String? = nil, unit: String? = nil) {
        let box = ManualClock()
        self.init(title: title, unit: unit, now: { box.tick })
        manualClock = box
    }

    private var manualClock: ManualClock?

    /// Moves the manual clock to `tick`. Does nothing on a recorder made with a clock of its own.
    public func advance(to tick: Int) {
        locked { manualClock?.tick = tick }
    }

    /// Moves the manual clock on by `ticks`.
    public func advance(by ticks: Int) {
        locked { manualClock.map { $0.tick += ticks } }
    }

    /// The tick events are recorded at now.
    public var now: Int { locked { clock() } }

    /// Draws `subject` as a lane named `name` (role `.subject`) and lets every probe placed
    /// directly on it record a value sent while that probe's outstanding demand is 0 as a drop
    /// (no demand), and a value handed over from the subject's memory (a
    /// `CurrentValueSubject`'s) as a replay from the tick it was sent.
    ///
    /// The recorder subscribes to the subject with unlimited demand, so the lane shows every
    /// value sent. Register it before anything else subscribes. Returns the subject itself.
    @discardableResult
    public func subject<S: Subject>(_ subject: S, _ name: String, label: String? = nil) -> S {
        let lane = declareLane(name, role: .subject, label: label ?? String(describing: S.self),
                               inputs: [], steps: [], isSubject: true)
        let record = locked {
            registrations += 1
            let record = RecordedSubject(lane: lane, object: subject, id: registrations)
            lane.subjectParents.append(subscribing.last)
            subjects[ObjectIdentifier(subject)] = record
            return record
        }
        let observer = SubjectObserver<S.Output, S.Failure>(recorder: self, subject: record)
        record.observation = observer
        subject.subscribe(observer)
        locked { record.isRegistering = false }
        return subject
    }

    /// Everything recorded so far, as the engine's trace (lanes in the order they were
    /// declared: by `subject(_:_:)` or by `marble(_:in:)`).
    public func trace() -> Trace {
        locked { TraceFolding(lanes: lanes).trace(title: title, unit: unit, ticks: ticks) }
    }

    /// `TraceJSON.encode(trace())`: what `marbles trace --format json` prints; `marbles render
    /// trace.json` draws it.
    public func json() -> String {
        TraceJSON.encode(trace())
    }

    /// Writes `json()` to `path`.
    public func write(toFile path: String) throws {
        try json().write(toFile: path, atomically: true, encoding: .utf8)
    }

    // MARK: - For probes and observers

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    func declareLane(_ name: String, role: Lane.Role, label: String, inputs: [String], steps: [OperatorStep],
                     isSubject: Bool = false) -> RecordedLane {
        locked {
            if let lane = laneByName[name] { return lane }
            let lane = RecordedLane(name: name, role: role, label: label, inputs: inputs, steps: steps, isSubject: isSubject)
            lanes.append(lane)
            laneByName[name] = lane
            return lane
        }
    }

    /// The registered subject `publisher` is, if it is one.
    func registeredSubject<P: Publisher>(_ publisher: P) -> RecordedSubject? {
        guard P.self is AnyClass else { return nil }
        return registeredSubject(object: publisher as AnyObject)
    }

    /// `value` as a marble; a registered subject (a `map { $0 ? wifi : cellular }` hands
    /// subjects on) as the publisher it is drawn as, by its lane's name, as the engine draws an
    /// inner publisher.
    func marbleValue<T>(_ value: T) -> MarbleValue {
        if T.self is AnyClass, let subject = registeredSubject(object: value as AnyObject) {
            return .publisher(PublisherReference(id: subject.id, label: subject.lane.name))
        }
        return MarbleValue(recordingValue: value)
    }

    private func registeredSubject(object: AnyObject) -> RecordedSubject? {
        locked {
            // An identifier outlives its object: a record whose subject is gone is not this one's.
            guard let record = subjects[ObjectIdentifier(object)], record.object === object else { return nil }
            return record
        }
    }

    /// Whom each subscriber object fed when first seen, so that a later subscription by the
    /// same object (a `retry` resubscribing, outside any subscribe) feeds the same row. The
    /// objects are held weakly (recording must not keep a finished subscriber alive); an entry
    /// counts only while its object is the one looked up, since identifiers are reused.
    private var consumerByDownstream: [ObjectIdentifier: WeakConsumer] = [:]

    /// A new row of `lane` for `downstream`, made for whatever row is being subscribed now (or
    /// the one `downstream` fed before).
    func openRow<S: Subscriber>(_ lane: RecordedLane, for downstream: S) -> RecordedRow {
        locked {
            var consumer = subscribing.last
            if S.self is AnyClass {
                let object = downstream as AnyObject
                let id = ObjectIdentifier(object)
                let known = consumerByDownstream[id].flatMap { $0.object === object ? $0 : nil }
                if let known, consumer == nil {
                    consumer = known.consumer
                } else if known == nil {
                    consumerByDownstream[id] = WeakConsumer(object: object, consumer: consumer)
                }
            }
            let row = RecordedRow(lane: lane, index: lane.rows.count, consumer: consumer)
            lane.rows.append(row)
            return row
        }
    }

    /// Runs `body`, which subscribes the upstream of `row`.
    func subscribing(_ row: RecordedRow, _ body: () -> Void) {
        locked { subscribing.append(row) }
        body()
        locked { _ = subscribing.popLast() }
    }

    /// Records `kind` on `row` (on its lane as a whole when `nil`) now.
    func record(_ kind: TraceEvent.Kind, on lane: RecordedLane, row: Int?) {
        locked { recordLocked(kind, on: lane, row: row) }
    }

    /// `record(_:on:row:)` for a caller that holds the lock.
    func recordLocked(_ kind: TraceEvent.Kind, on lane: RecordedLane, row: Int?) {
        lane.events.append((row, TraceEvent(tick: clock(), kind: kind)))
    }

    /// A value the observer of `subject` received: on its lane, and a drop on every direct
    /// probe that had no demand for it.
    func observed(_ value: MarbleValue, from subject: RecordedSubject) {
        locked {
            let tick = clock()
            if subject.isRegistering {
                // The memory of a `CurrentValueSubject`, not a value sent: its initial value,
                // drawn as such on the subject's lane at the tick it was registered, and where
                // it is replayed.
                subject.valueTick = tick
                subject.holdsValue = true
                subject.lane.events.append((nil, TraceEvent(tick: tick, kind: .initial(value))))
                subject.current = value
                return
            }
            subject.valueTick = tick
            subject.current = value
            subject.lane.events.append((subject.instance, TraceEvent(tick: tick, kind: .value(value))))
            for account in subject.accounts where account.isLive {
                if account.received > account.accounted || account.demand > 0 {
                    account.accounted += 1
                    account.held = nil
                } else if !subject.holdsValue {
                    account.row.lane.events.append((account.row.index, TraceEvent(tick: tick, kind: .drop(value, reason: .noDemand))))
                } else {
                    // Kept for the next request, in place of the one kept before, which is lost
                    // unrequested, as the engine draws it.
                    if let old = account.held {
                        account.row.lane.events.append((account.row.index, TraceEvent(tick: tick, kind: .drop(old, reason: .overwritten))))
                    }
                    account.held = value
                }
            }
            subject.accounts.removeAll { !$0.isLive }
        }
    }
}

/// A subscriber object seen by `openRow`, held weakly, and the row it fed.
private struct WeakConsumer {
    weak var object: AnyObject?
    let consumer: RecordedRow?
}

/// The manual clock's tick, shared by the recorder's clock closure.
private final class ManualClock: @unchecked Sendable {
    var tick = 0
}
