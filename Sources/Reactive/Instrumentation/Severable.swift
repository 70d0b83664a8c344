/// A link that can be ended for good when its run is over, whatever state it is in.
///
/// A pipeline's live links are reference cycles (a subscriber holds its subscription, which
/// holds the subscriber), as in Combine, where releasing the `AnyCancellable` breaks them.
/// A run keeps no cancellable for every link it made, so it severs them instead: one that
/// never handed its subscription down (a probe in a halted run) is severed too.
public protocol Severable: AnyObject {
    /// Cancels the upstream subscription, if any, and holds it no longer.
    func sever()
}
