import CObjectCount

/// Counts the engine object that holds it as alive, on the thread that made it, until the
/// object is released. Every class of the engine holds one (a base class for its
/// subclasses), so that ``EngineObjects/aliveOnThisThread`` can tell a run left nothing
/// behind: a reference cycle that outlives its run shows as a count that does not return.
@frozen @usableFromInline
struct LiveObject: ~Copyable {
    @inlinable
    init() { marbles_object_made() }

    deinit { marbles_object_released() }
}

/// The engine's objects alive, for tests of what a run leaves behind.
package enum EngineObjects {
    /// How many engine objects (publishers' subscriptions, subscribers, subjects, probes,
    /// schedulers, ...) the calling thread made that are not released yet.
    package static var aliveOnThisThread: Int { Int(marbles_objects_alive_on_this_thread()) }
}
