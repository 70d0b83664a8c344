// Empty without the `Snapshots` trait, which brings swift-snapshot-testing (see Package.swift).
#if Snapshots
import MarbleRecorder
import Marbles
import SnapshotTesting

extension Snapshotting where Value == Trace, Format == String {
    /// A trace as text, reviewable in a diff: the ASCII diagram (`marbles trace --format
    /// text`), then one `expect(...)` line per lane view (`marbles trace --format marbles`),
    /// which pass when pasted into a `.marble` file or checked with `Trace.check(expectations:)`.
    public static var marbles: Snapshotting {
        Snapshotting<String, String>.lines.pullback(MarbleSnapshotText.text(of:))
    }
}

extension Snapshotting where Value == MarbleRecorder, Format == String {
    /// What the recorder recorded, as `Snapshotting<Trace, String>.marbles` writes it:
    /// `assertSnapshot(of: recorder, as: .marbles)`.
    public static var marbles: Snapshotting {
        Snapshotting<Trace, String>.marbles.pullback { $0.trace() }
    }
}

/// The text of the `.marbles` strategy.
enum MarbleSnapshotText {
    static func text(of trace: Trace) -> String {
        TraceText.encode(trace) + "\n" + TraceMarbles.encode(trace)
    }
}
#endif
