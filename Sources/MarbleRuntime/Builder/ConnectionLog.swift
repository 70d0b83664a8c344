import MarbleTrace
@_spi(RunRecording) import Reactive

/// Where the connections of one connectable publisher are recorded: the lane of the first
/// drawn binding that is it, or autoconnects it (`m = b.multicast { ... }.autoconnect()`).
final class ConnectionLog {
    private let recorder: RunRecorder
    private(set) var lane: String?
    /// The recorder's name for this publisher, so rows it feeds are known.
    private let hub: Int

    init(recorder: RunRecorder) {
        self.recorder = recorder
        hub = recorder.openHub()
    }

    /// A subscription to the connectable is being made: it will receive what the
    /// connections bring.
    func subscribing() {
        recorder.joinHub(hub)
    }

    /// Runs `body`, which connects: what it subscribes feeds every subscriber.
    func connecting<T>(_ body: () -> T) -> T {
        connected()
        var result: T?
        recorder.connecting(hub) { result = body() }
        return result!
    }

    /// Draws connections on `lane`, unless a binding above already took them.
    func drawOn(_ lane: String) {
        if self.lane == nil { self.lane = lane }
    }

    private func connected() {
        guard let lane else { return }
        recorder.recordOnLane(lane, .connect)
    }
}

/// A connectable publisher of the diagram whose connections are recorded as `connect`
/// events, whoever calls `connect()` (the file, or an `autoconnect()`).
struct LoggedConnectable: ConnectablePublisher {
    typealias Output = MarbleValue
    typealias Failure = MarbleError

    let base: any ConnectablePublisher<MarbleValue, MarbleError>
    let log: ConnectionLog

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        log.subscribing()
        base.receive(subscriber: subscriber)
    }

    func connect() -> any Cancellable {
        log.connecting { base.connect() }
    }
}

/// A connection the file makes with `m.connect(at:)`, and, once made, its cancellable.
final class ConnectionHandle {
    let connectable: LoggedConnectable
    let connectAt: Int
    /// Set when the connection is made; kept so it is not released (which would cancel it).
    var connection: (any Cancellable)?

    init(connectable: LoggedConnectable, connectAt: Int) {
        self.connectable = connectable
        self.connectAt = connectAt
    }
}
