import Foundation

/// The repository the tests run in: they read its committed examples and output images.
public enum Repository {
    /// The repository's root folder (this file is `Tests/TestSupport/Repository.swift`).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `examples/NAME.marble`.
    public static func example(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("examples/\(name).marble"), encoding: .utf8)
    }
}
