import Dispatch
import Foundation

/// Runs `body` for every index on all cores and returns the results in index order, so the
/// output does not depend on which finished first.
func concurrentMap<T: Sendable>(_ count: Int, progress: (@Sendable (Int) -> Void)? = nil,
                                _ body: @Sendable (Int) -> T) -> [T] {
    let results = ResultSlots<T>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        results.store(body(index), at: index, then: progress)
    }
    return results.values
}

/// Results filled in from several threads; the lock makes every store and the count safe.
private final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private var slots: [T?]
    private var filled = 0
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// Stores a result and tells `then` how many are stored now, under the lock, so that
    /// counts arrive in order.
    func store(_ value: T, at index: Int, then: ((Int) -> Void)?) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
        filled += 1
        then?(filled)
    }

    var values: [T] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}

/// A `rendering 12/90` line on standard error, redrawn in place, only when standard error
/// is a terminal and there is enough work to wait for.
struct ProgressLine: Sendable {
    let total: Int
    let enabled: Bool

    init(total: Int, label: String = "rendering", minimum: Int = 8) {
        self.total = total
        self.label = label
        enabled = total >= minimum && isatty(2) != 0
    }

    let label: String

    func update(_ done: Int) {
        guard enabled else { return }
        StandardError.write("\r\(label) \(done)/\(total)")
    }

    /// Clears the line (before an error message, and at the end).
    func finish() {
        guard enabled else { return }
        StandardError.write("\r\u{1B}[K")
    }
}
