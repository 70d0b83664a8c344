import Foundation

/// Work spread over every core, with results in input order whatever order it finished in.
enum ParallelMap {
    /// `body(i)` for every `i` in `0..<count`, on up to one thread per core; the results in
    /// index order. Each thread gets the main thread's stack size, so the run guard stops a
    /// deep recursion at the same depth as a render on the main thread would (not Dispatch's
    /// `concurrentPerform`: its threads' stacks are the pool's, smaller on macOS).
    static func map<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(body) }
        let workers = min(count, ProcessInfo.processInfo.activeProcessorCount)
        guard workers > 1 else { return (0..<count).map(body) }
        let results = Results<T>(count: count)
        let finished = DispatchGroup()
        for _ in 0..<workers {
            finished.enter()
            let thread = Thread {
                while let index = results.claim() {
                    results.store(body(index), at: index)
                }
                finished.leave()
            }
            thread.stackSize = mainStackSize
            thread.start()
        }
        finished.wait()
        return results.all()
    }

    /// The main thread's stack limit (8 MiB when unlimited or unknown).
    private static var mainStackSize: Int {
        var limit = rlimit()
        let fallback = 8 << 20
        guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max, limit.rlim_cur > 0 else {
            return fallback
        }
        return Int(min(limit.rlim_cur, 1 << 30))
    }

    /// The next index to work on and the results so far, behind a lock.
    private final class Results<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var slots: [T?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func claim() -> Int? {
            lock.withLock {
                guard next < slots.count else { return nil }
                next += 1
                return next - 1
            }
        }

        func store(_ value: T, at index: Int) {
            lock.withLock { slots[index] = value }
        }

        func all() -> [T] {
            lock.withLock { slots.map { $0! } }
        }
    }
}
