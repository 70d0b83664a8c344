/// Something that can be stopped, as Combine's `Cancellable`.
public protocol Cancellable {
    func cancel()
}

/// A type-erased cancellable that cancels when released, as Combine's `AnyCancellable`.
///
/// Single-threaded by design: the engine runs on one virtual clock.
public final class AnyCancellable: Cancellable, Hashable {
    /// Counted while alive (see `EngineObjects`).
    @usableFromInline let live = LiveObject()

    private var onCancel: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    public init<C: Cancellable>(_ cancellable: C) {
        onCancel = cancellable.cancel
    }

    deinit {
        onCancel?()
    }

    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
