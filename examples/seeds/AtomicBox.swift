// The seed book's `AtomicBox` and `@Atomic`: a value behind a lock, read with `value` and
// changed with `mutate`, which CustomSubject, BufferSubject, MergeInput and CustomDemandSink
// keep their subscribers and demand in.
// From the seed material, "Understand how Combine work by test cases" (Mars, 2019), chapter
// "让 CustomSubject 线程安全" (making CustomSubject thread-safe); the code as the book prints
// it, without the PDF's line numbers. Two repairs, both of text the PDF garbled: `value`'s
// closing braces were printed out of place (the `return` stood outside the getter), and the
// imports are not in the book. `os_unfair_lock` exists on Apple platforms only; elsewhere
// LinuxUnfairLock.swift supplies the four names the book uses.

#if canImport(os)
import os
#endif

public final class AtomicBox<T> {
    @usableFromInline var mutex = os_unfair_lock()
    @usableFromInline var unboxed: T

    public init(_ unboxed: T) {
        self.unboxed = unboxed
    }

    @inlinable public var value: T {
        get {
            os_unfair_lock_lock(&mutex)
            defer { os_unfair_lock_unlock(&mutex) }
            return unboxed
        }
    }

    @discardableResult @inlinable
    public func mutate<U>(_ fn: (inout T) throws -> U) rethrows -> U {
        os_unfair_lock_lock(&mutex)
        defer { os_unfair_lock_unlock(&mutex) }

        return try fn(&unboxed)
    }

    // A computed property that has conditional statement should not be
    // marked as `@inlinable`
    public var isMutating: Bool {
        if os_unfair_lock_trylock(&mutex) {
            os_unfair_lock_unlock(&mutex)
            return false
        }

        return true
    }
}

@propertyWrapper
public class Atomic<T> {
    var boxed: AtomicBox<T>
    init(content: T) { self.boxed = AtomicBox<T>(content) }

    public var wrappedValue: T {
        get {
            return boxed.value
        }
    }

    public var projectedValue: AtomicBox<T> {
        get {
            return boxed
        }
    }
}
