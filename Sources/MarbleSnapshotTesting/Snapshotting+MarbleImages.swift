// Empty without the `Snapshots` trait, which brings swift-snapshot-testing (see Package.swift).
#if Snapshots
import Foundation
import MarbleRecorder
import Marbles
import SnapshotTesting

extension Snapshotting where Value == Trace, Format == String {
    /// The diagram as SVG, drawn by the `Marbles` renderer with `options`; compared line by
    /// line (the same trace gives the same bytes).
    public static func marblesSVG(options: RenderOptions = RenderOptions()) -> Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (trace: Trace) in
            MarbleSnapshotImage.render(trace, .svg, options).map { String(decoding: $0, as: UTF8.self) }
                ?? "cannot draw the trace"
        }
        strategy.pathExtension = "svg"
        return strategy
    }

    /// `marblesSVG(options:)` with the default options.
    public static var marblesSVG: Snapshotting { marblesSVG() }
}

extension Snapshotting where Value == MarbleRecorder, Format == String {
    /// What the recorder recorded, drawn as SVG: `assertSnapshot(of: recorder, as: .marblesSVG)`.
    public static func marblesSVG(options: RenderOptions = RenderOptions()) -> Snapshotting {
        Snapshotting<Trace, String>.marblesSVG(options: options).pullback { $0.trace() }
    }

    /// `marblesSVG(options:)` with the default options.
    public static var marblesSVG: Snapshotting { marblesSVG() }
}

extension Snapshotting where Value == Trace, Format == Data {
    /// The diagram as PNG, drawn by the `Marbles` renderer with `options`, compared pixel by
    /// pixel as `marbles check` compares (within `tolerance` per channel): a PNG that encodes
    /// the same pixels differently still matches.
    public static func marblesPNG(options: RenderOptions = RenderOptions(), tolerance: UInt8 = 0) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: MarbleSnapshotImage.pngDiffing(tolerance: tolerance)) { trace in
            MarbleSnapshotImage.render(trace, .png, options).map { Data($0) } ?? Data()
        }
    }

    /// `marblesPNG(options:tolerance:)` with the default options and no tolerance.
    public static var marblesPNG: Snapshotting { marblesPNG() }
}

extension Snapshotting where Value == MarbleRecorder, Format == Data {
    /// What the recorder recorded, drawn as PNG: `assertSnapshot(of: recorder, as: .marblesPNG)`.
    public static func marblesPNG(options: RenderOptions = RenderOptions(), tolerance: UInt8 = 0) -> Snapshotting {
        Snapshotting<Trace, Data>.marblesPNG(options: options, tolerance: tolerance).pullback { $0.trace() }
    }

    /// `marblesPNG(options:tolerance:)` with the default options and no tolerance.
    public static var marblesPNG: Snapshotting { marblesPNG() }
}

/// Drawing and comparing for the image strategies.
enum MarbleSnapshotImage {
    /// The image, or `nil` when the renderer refuses the trace (an image over its pixel
    /// budget): the snapshot is then empty and fails against any reference.
    static func render(_ trace: Trace, _ format: ImageFormat, _ options: RenderOptions) -> [UInt8]? {
        try? DiagramRenderer.render(trace, format: format, options: options)
    }

    static func pngDiffing(tolerance: UInt8) -> Diffing<Data> {
        Diffing.diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard !actual.isEmpty else { return ("the trace could not be drawn as PNG", []) }
            do {
                let outcome = try ImageComparison.compare(Array(actual), Array(reference), format: .png, tolerance: tolerance)
                guard !outcome.isMatch else { return nil }
                let difference = try ImageComparison.differencePNG(Array(actual), Array(reference), tolerance: tolerance)
                return ("the diagram differs: " + ImageComparison.summary(outcome),
                        [.data(Data(difference), name: "difference.png")])
            } catch {
                return ("cannot compare the PNGs: \(error)", [])
            }
        }
    }
}
#endif
