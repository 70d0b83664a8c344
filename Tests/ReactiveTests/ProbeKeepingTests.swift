import Reactive
import XCTest

/// A probe whose recorder gives it a keeper keeps values and requests itself, inlined, and
/// goes out of line for a replay or a full chunk: what it keeps reads back as the same
/// history a recorder of `Signal`s records, across chunks and replays.
final class ProbeKeepingTests: XCTestCase {
    /// Keeps every signal in one keeper of `Value`, as EngineBench's traced chain does with
    /// `Int`, which a signal holds itself; a `String` goes to the keeper's log of values.
    private final class KeepingRecorder<Value>: Recorder {
        let clock = RecordingClock(scheduler: VirtualTimeScheduler())
        lazy var keeper = SignalKeeper<Value>(clock: clock)
        private var lanes: [String] = []

        var now: Int { clock.now }

        var replayOrigin: Int? {
            get { clock.replayOrigin }
            set { clock.replayOrigin = newValue }
        }

        func openLink(lane: String) -> LinkID {
            lanes.append(lane)
            return LinkID(lanes.count - 1)
        }

        func record<Output>(_ signal: Signal<Output>, on link: LinkID) {
            switch signal {
            case .subscribe: keeper.keep(.subscribe, on: link)
            case .request(let demand): keeper.keepRequest(demand, on: link)
            case .value(let value): keeper.keep(.value, value: value as! Value, on: link)
            case .replay(let value, let from): keeper.keep(.replay, number: from, value: value as! Value, on: link)
            case .drop(let value, let reason): keeper.keep(.drop, number: reason.code, value: value as! Value, on: link)
            case .finished: keeper.keep(.finished, on: link)
            case .finishHeld: keeper.keep(.finishHeld, on: link)
            case .failure: keeper.keep(.failure, on: link)
            case .cancel: keeper.keep(.cancel, on: link)
            }
        }

        func linkLog<Output>(for link: LinkID, of type: Output.Type) -> LinkLog<Output> {
            LinkLog<Value>(link: link, recorder: self, keeper: keeper) as! LinkLog<Output>
        }

        /// What was kept, as `StringRecorder` writes it.
        var log: [String] {
            var log: [String] = []
            keeper.forEach { signal, value in
                let what: String
                switch signal.kind {
                case .subscribe: what = "subscribe"
                case .request: what = "request(\(signal.number == KeptSignal.unlimited ? .unlimited : Subscribers.Demand.max(signal.number)))"
                case .value: what = "value(\(value!))"
                case .replay: what = "replay(\(value!) from \(signal.number))"
                case .drop: what = "drop(\(value!), \(DropReason(code: signal.number)))"
                case .finished: what = "finished"
                case .finishHeld: what = "finish held"
                case .failure: what = "failure"
                case .cancel: what = "cancel"
                case .connect: what = "connect"
                }
                log.append("\(lanes[Int(signal.link)])@\(signal.tick) \(what)")
            }
            return log
        }
    }

    /// The traced chain of EngineBench on 60 values, one a tick, five of them replays; with
    /// strings, the same chain on their text.
    private func run(_ recorder: any Recorder, on scheduler: VirtualTimeScheduler, strings: Bool = false,
                     setNow: @escaping (Int) -> Void) {
        let send: (Int) -> Void
        let sink: any Cancellable
        if strings {
            let subject = PassthroughSubject<String, Never>()
            sink = subject.probe(lane: "s", recorder: recorder)
                .map { $0 + "·" }.probe(lane: "m", recorder: recorder)
                .filter { $0.count % 2 == 0 }.probe(lane: "f", recorder: recorder)
                .scan("") { String(($0 + $1).suffix(24)) }.probe(lane: "b", recorder: recorder)
                .sink(receiveValue: { _ in })
            send = { subject.send(String($0)) }
        } else {
            let subject = PassthroughSubject<Int, Never>()
            sink = subject.probe(lane: "s", recorder: recorder)
                .map { $0 &* 3 }.probe(lane: "m", recorder: recorder)
                .filter { $0 & 1 == 0 }.probe(lane: "f", recorder: recorder)
                .scan(0, &+).probe(lane: "b", recorder: recorder)
                .sink(receiveValue: { _ in })
            send = { subject.send($0) }
        }
        for value in 0..<60 {
            scheduler.schedule(at: value) {
                setNow(scheduler.now)
                if (20..<25).contains(value) {
                    recorder.replayOrigin = 7
                    send(value)
                    recorder.replayOrigin = nil
                } else {
                    send(value)
                }
            }
        }
        _ = scheduler.run()
        sink.cancel()
    }

    func testKeptSignalsReadBackAsTheSignalsRecorded() {
        let keeping = KeepingRecorder<Int>()
        run(keeping, on: keeping.clock.scheduler, setNow: { _ in })
        let strings = StringRecorder()
        run(strings, on: VirtualTimeScheduler(), setNow: { strings.now = $0 })
        XCTAssertEqual(keeping.log, strings.log)
        XCTAssertEqual(keeping.log.filter { $0.contains("replay") }.count, 5 * 2 + 3 * 2)
        XCTAssertGreaterThan(keeping.keeper.signals.count, 64)
    }

    func testKeptStringsReadBackAsTheSignalsRecorded() {
        let keeping = KeepingRecorder<String>()
        run(keeping, on: keeping.clock.scheduler, strings: true, setNow: { _ in })
        let strings = StringRecorder()
        run(strings, on: VirtualTimeScheduler(), strings: true, setNow: { strings.now = $0 })
        XCTAssertEqual(keeping.log, strings.log)
        // "20" to "24" with their "·" are three characters, which the filter stops: their
        // replays reach s and m only.
        XCTAssertEqual(keeping.log.filter { $0.contains("replay") }.count, 5 * 2)
        XCTAssertGreaterThan(keeping.keeper.values.count, 64)
    }
}
