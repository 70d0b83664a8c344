import MarbleDSL
import Reactive

/// The Apple Combine release a file models where releases behave differently (the
/// `combine "iOS 13.0"` directive). Today only `receive(on:)` differs: before iOS 13.3 /
/// macOS 10.15.2 it handed the subscription to its subscriber through the scheduler.
enum CombineRelease {
    /// The names the directive accepts and the hand-over each means.
    static let names: [(name: String, handOver: ReceiveOnHandOver)] = [
        ("current", .synchronous),
        ("iOS 13.0", .scheduled), ("iOS 13.1", .scheduled), ("iOS 13.2", .scheduled),
        ("macOS 10.15", .scheduled), ("macOS 10.15.1", .scheduled),
        ("iOS 13.3", .synchronous), ("macOS 10.15.2", .synchronous),
    ]

    static func handOver(_ name: String) -> ReceiveOnHandOver? {
        names.first { $0.name == name }?.handOver
    }
}
