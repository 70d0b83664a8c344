import Foundation

/// A `rendering 12/90` line on standard error, redrawn in place, only when standard error
/// is a terminal and there is enough work to wait for. Workers on several threads advance
/// it; the lock keeps the count and the lines in order.
final class ProgressLine: @unchecked Sendable {
    let total: Int
    let label: String
    private let enabled: Bool
    private var done = 0
    private let lock = NSLock()

    init(total: Int, label: String = "rendering", minimum: Int = 8) {
        self.total = total
        self.label = label
        enabled = total >= minimum && isatty(2) != 0
    }

    /// One more piece of work is done.
    func advance() {
        guard enabled else { return }
        lock.withLock {
            done += 1
            StandardError.write("\r\(label) \(done)/\(total)")
        }
    }

    /// Clears the line, before what is printed next.
    func finish() {
        guard enabled else { return }
        lock.withLock { StandardError.write("\r\u{1B}[K") }
    }
}
