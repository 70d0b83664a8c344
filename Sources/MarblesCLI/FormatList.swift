import ArgumentParser
import Foundation
import Marbles

/// `--format png,svg`: one or more image formats, comma-separated, in the order given
/// (duplicates dropped).
struct FormatList: ExpressibleByArgument, Sendable {
    var formats: [ImageFormat]

    init(_ formats: [ImageFormat]) {
        self.formats = formats
    }

    init?(argument: String) {
        var formats: [ImageFormat] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let format = ImageFormat(rawValue: part.trimmingCharacters(in: .whitespaces).lowercased()) else { return nil }
            if !formats.contains(format) { formats.append(format) }
        }
        guard !formats.isEmpty else { return nil }
        self.formats = formats
    }

    var defaultValueDescription: String { formats.map(\.rawValue).joined(separator: ",") }

    static var allValueStrings: [String] { ["png", "svg", "pdf", "png,svg"] }
}
