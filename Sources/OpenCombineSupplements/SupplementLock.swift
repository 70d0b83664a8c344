//
//  SupplementLock.swift
//  OpenCombineSupplements
//

#if os(Linux) // as the OpenCombine dependency; not !canImport(Combine): see Package.swift
import Foundation

/// The lock every supplement's subscription takes around its state.
///
/// Recursive, because a downstream may request or cancel from inside a `receive` that the
/// subscription makes while holding it (a sink that asks for one more value, a `prefix`
/// that cancels); the book-keeping that handles such re-entry is in the subscriptions.
final class SupplementLock {
    private let lock = NSRecursiveLock()

    init() {}

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
#endif
