import ArgumentParser
import Foundation
import Marbles

/// `marbles diff A B [-o diff.png]`: compares any two images.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compares two images: PNG pixel by pixel, SVG and PDF byte for byte.",
        discussion: "Exit status: 0 the same (within --tolerance for PNG), 1 they differ, 2 bad input."
    )

    @Argument(help: "The first image.")
    var first: String

    @Argument(help: "The second image.")
    var second: String

    @Option(name: [.short, .customLong("output")], help: "Write a PNG of the first image faded to grey with the changed pixels in red.")
    var output: String?

    @Option(help: "The largest difference of a PNG colour channel (0-255) that still counts as equal.")
    var tolerance: Int = 0

    func validate() throws {
        guard (0...255).contains(tolerance) else { throw ValidationError("--tolerance must be from 0 to 255") }
    }

    func run() throws {
        var same = true
        try reportingFailures {
            let a = try read(first)
            let b = try read(second)
            let formatA = ImageFormat(fileExtension: (first as NSString).pathExtension)
            let formatB = ImageFormat(fileExtension: (second as NSString).pathExtension)
            guard let format = formatA ?? formatB, formatA == nil || formatB == nil || formatA == formatB else {
                throw CommandFailure("cannot compare '\(first)' with '\(second)': give two .png, two .svg or two .pdf files")
            }
            let outcome: ImageComparison.Outcome
            do {
                outcome = try ImageComparison.compare(b, a, format: format, tolerance: UInt8(tolerance))
            } catch {
                throw CommandFailure("cannot read the images as \(format.rawValue): \(error)")
            }
            print(ImageComparison.summary(outcome))
            same = outcome.isMatch
            if let output {
                guard format == .png else { throw CommandFailure("-o writes a PNG difference image: give two .png files") }
                try OutputFile.write(try ImageComparison.differencePNG(b, a, tolerance: UInt8(tolerance)), to: output)
            }
        }
        if !same { throw ExitCode(1) }
    }

    private func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("cannot read '\(path)': no such file or not readable")
        }
        return Array(data)
    }
}
