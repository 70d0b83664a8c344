#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread with a stack of a given size, running one closure, to be joined: what
/// `ParallelMap` took from Foundation's `Thread`, which `marbles` does not link on Linux.
struct WorkerThread {
    #if canImport(Darwin)
    private var thread: pthread_t?
    #else
    private var thread = pthread_t()
    #endif

    /// Starts `body` at once; the program stops if no thread can be made (as `Thread` did).
    init(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        let status = pthread_create(&thread, &attributes, { context in
            let pointer: UnsafeMutableRawPointer? = context
            Unmanaged<Body>.fromOpaque(pointer!).takeRetainedValue().run()
            return nil
        }, context)
        precondition(status == 0, "cannot start a thread: \(String(cString: strerror(status)))")
    }

    /// Waits until the closure has returned.
    func join() {
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
    }

    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
