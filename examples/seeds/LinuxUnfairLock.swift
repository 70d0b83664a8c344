// Not from the seed book: the four `os_unfair_lock` names its AtomicBox uses, for platforms
// without Apple's `os` module (Linux), on a Foundation lock, so that the book's AtomicBox
// compiles there unchanged. Apple platforms use the real ones.

#if !canImport(os)
import Foundation

public final class os_unfair_lock {
    @usableFromInline let lock = NSLock()
    public init() {}
}

@inlinable public func os_unfair_lock_lock(_ lock: inout os_unfair_lock) { lock.lock.lock() }
@inlinable public func os_unfair_lock_unlock(_ lock: inout os_unfair_lock) { lock.lock.unlock() }
@inlinable public func os_unfair_lock_trylock(_ lock: inout os_unfair_lock) -> Bool { lock.lock.try() }
#endif
