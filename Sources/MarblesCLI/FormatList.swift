import ArgumentParser
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
            guard let format = ImageFormat(rawValue: Self.trimmingBlanks(part).lowercased()) else { return nil }
            if !formats.contains(format) { formats.append(format) }
        }
        guard !formats.isEmpty else { return nil }
        self.formats = formats
    }

    /// `part` without the spaces and tabs around it (`png, svg`).
    private static func trimmingBlanks(_ part: Substring) -> String {
        let isBlank = { (character: Character) in character.isWhitespace && !character.isNewline }
        var trimmed = part
        while let first = trimmed.first, isBlank(first) { trimmed.removeFirst() }
        while let last = trimmed.last, isBlank(last) { trimmed.removeLast() }
        return String(trimmed)
    }

    var defaultValueDescription: String { formats.map(\.rawValue).joined(separator: ",") }

    static var allValueStrings: [String] { ["png", "svg", "pdf", "png,svg"] }
}
