#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import MarbleTrace

extension Publishers {
    /// A pass-through publisher that records every subscription made through it as a row of
    /// its lane: subscribe, each request, each value (or replay, or drop), finished or failure,
    /// and cancel, at the recorder's tick. See `Publisher.marble(_:in:label:inputs:step:role:)`.
    public struct MarbleProbe<Upstream: Publisher>: Publisher {
        /// What the upstream publishes: a probe passes it on unchanged.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on unchanged.
        public typealias Failure = Upstream.Failure

        /// The publisher recorded.
        public let upstream: Upstream
        /// The recorder the events go to.
        public let recorder: MarbleRecorder
        let lane: RecordedLane
        /// The registered subject `upstream` is, if it is one: its drops and replays are
        /// recorded here.
        let subject: RecordedSubject?

        init(upstream: Upstream, recorder: MarbleRecorder, lane: RecordedLane) {
            self.upstream = upstream
            self.recorder = recorder
            self.lane = lane
            subject = recorder.registeredSubject(upstream)
        }

        /// Opens a row for `subscriber` and subscribes to the upstream through it.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let row = recorder.openRow(lane, for: subscriber)
            let inner = Inner(downstream: subscriber, probe: self, row: row)
            recorder.subscribing(row) {
                upstream.subscribe(inner)
            }
        }
    }
}

/// Where one subscription through a probe is. Not nested in the probe's generic types: there,
/// reading it on every value (`guard case .subscribed = state`) looked up its generic metadata
/// each time, about 300 instructions a value and probe of ProbeBench.
private enum MarbleProbeState {
    case awaitingSubscription
    case subscribed(any Subscription)
    /// Ended. The upstream's subscription is still held, as the downstream would hold it
    /// without the probe (a `cancel()` after the completion still reaches it: CombineExt's
    /// `Create` cleans up then), but nothing more is recorded.
    case terminal((any Subscription)?)
}

extension Publishers.MarbleProbe {
    /// One subscription through the probe: the downstream's subscription and the upstream's
    /// subscriber at once, recording what passes either way.
    final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        /// Let go at the end (finished, failed, cancelled): the recorder keeps only the events,
        /// not the subscriber, whatever still holds this subscription.
        private var downstream: Downstream?
        private let recorder: MarbleRecorder
        private let lane: RecordedLane
        private let row: RecordedRow
        private let subject: RecordedSubject?
        /// The demand this subscription has on a registered subject, when it is placed on one.
        private let account: DemandAccount?
        private var state = MarbleProbeState.awaitingSubscription
        /// The subscribe event waits until the downstream accepts the subscription (its first
        /// request, or the end of the hand-over), so one it cancels at once leaves no trace,
        /// as the engine records it.
        private var subscribePending = false
        /// While a request is passed upstream: a value a subject delivers now comes from its
        /// memory.
        private var requesting = false

        init(downstream: Downstream, probe: Publishers.MarbleProbe<Upstream>, row: RecordedRow) {
            self.downstream = downstream
            recorder = probe.recorder
            lane = probe.lane
            self.row = row
            subject = probe.subject
            if let subject = probe.subject {
                let account = DemandAccount(row: row)
                recorder.locked {
                    if subject.holdsValue { account.held = subject.current }
                    subject.accounts.append(account)
                }
                self.account = account
            } else {
                account = nil
            }
        }

        var description: String { "MarbleProbe(\(lane.name))" }

        private func record(_ kind: TraceEvent.Kind) {
            recorder.record(kind, on: lane, row: row.index)
        }

        private func recordPendingSubscribe() {
            guard subscribePending else { return }
            subscribePending = false
            record(.subscribe)
        }

        private func end() {
            if case .subscribed(let upstream) = state { state = .terminal(upstream) } else { state = .terminal(nil) }
            downstream = nil
            if let account { recorder.locked { account.isLive = false } }
        }

        // MARK: Subscriber

        func receive(subscription: any Subscription) {
            guard case .awaitingSubscription = state else {
                subscription.cancel()
                return
            }
            state = .subscribed(subscription)
            subscribePending = true
            downstream?.receive(subscription: self)
            recordPendingSubscribe()
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            guard case .subscribed = state else { return .none }
            recordPendingSubscribe()
            let value = recorder.marbleValue(input)
            // One lock for the value's kind, its event, and the replay mark that makes probes
            // below record it as a replay too, as the engine draws it.
            let outer = recorder.locked { () -> Int? in
                let origin = fromMemory()
                recorder.recordLocked(origin.map { .replay(value, from: $0) } ?? .value(value), on: lane, row: row.index)
                let outer = recorder.replayOrigin
                if let origin { recorder.replayOrigin = origin }
                return outer
            }
            let more = downstream?.receive(input) ?? .none
            recorder.locked {
                recorder.replayOrigin = outer
                guard more > 0 else { return }
                account?.demand += more
                recorder.recordLocked(.request(more.max), on: lane, row: row.index)
            }
            return more
        }

        /// The tick a value arriving now was first sent, when it comes from a subject's memory:
        /// handed over by the subject this probe is placed on while a request passes, or
        /// passed down by a probe above that saw it so. Counts the value against the demand.
        /// Called with the recorder locked.
        private func fromMemory() -> Int? {
            if let account {
                if account.demand != .unlimited, account.demand > 0 { account.demand -= 1 }
                account.held = nil
                if requesting, let subject {
                    return subject.valueTick ?? recorder.replayOrigin
                }
                account.received += 1
            }
            return recorder.replayOrigin
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            guard case .subscribed = state else { return }
            recordPendingSubscribe()
            // A value the subject kept for this subscription and never handed over is lost.
            if let account {
                recorder.locked {
                    if let held = account.held { recorder.recordLocked(.drop(held, reason: .endedBeforeRequested), on: lane, row: row.index) }
                    account.held = nil
                }
            }
            let downstream = self.downstream
            end()
            record(completion.eventKind)
            downstream?.receive(completion: completion)
        }

        // MARK: Subscription

        func request(_ demand: Subscribers.Demand) {
            guard case .subscribed(let upstream) = state else { return }
            recordPendingSubscribe()
            record(.request(demand.max))
            if let account, let subject {
                recorder.locked { account.demand += demand }
                // A limited request explains the drops on the subject's line, as the engine
                // draws it; an unlimited one would say nothing the row does not.
                if let limited = demand.max, limited > 0 {
                    recorder.record(.request(limited), on: subject.lane, row: subject.instance)
                }
            }
            let outer = requesting
            requesting = true
            upstream.request(demand)
            requesting = outer
        }

        func cancel() {
            if case .terminal(let upstream?) = state {
                upstream.cancel()
                return
            }
            guard case .subscribed(let upstream) = state else { return }
            end()
            if subscribePending {
                subscribePending = false
            } else {
                record(.cancel)
            }
            upstream.cancel()
        }
    }
}

/// A probe on a connectable publisher (`multicast`, `makeConnectable`) is connectable too, so
/// that `connect()` and `autoconnect()` still follow it: drawing a stage does not change the
/// pipeline's API.
extension Publishers.MarbleProbe: ConnectablePublisher where Upstream: ConnectablePublisher {
    /// Connects the upstream, recorded as the lane's `connect` event, as the engine draws it.
    public func connect() -> any Cancellable {
        recorder.record(.connect, on: lane, row: nil)
        return upstream.connect()
    }
}
