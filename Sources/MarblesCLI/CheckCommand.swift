import ArgumentParser
import Foundation
import Marbles

/// `marbles check FILES... --against DIR [--record]`: golden-image regression comparison.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Re-renders .marble files and compares them with committed reference images.",
        discussion: """
            For each FILE.marble, every reference DIR/FILE.png, DIR/FILE.svg or DIR/FILE.pdf \
            that exists is compared with a fresh rendering (or only the --format ones): SVG and \
            PDF byte for byte, PNG pixel by pixel within --tolerance. For a PNG that differs, an \
            image with the changed pixels in red is written to --diff-dir. With --record the \
            references are written instead (PNG and SVG unless --format says otherwise). \
            Exit status: 0 all match, 1 a difference or a missing reference, 2 bad input.
            """
    )

    @Argument(help: "The .marble files.")
    var files: [String]

    @Option(help: "The folder of reference images (e.g. output).")
    var against: String

    @Flag(help: "Write the references from the current rendering instead of comparing.")
    var record = false

    @Option(help: "Compare (or record) only this format; repeat for several.")
    var format: [ImageFormat] = []

    @Option(help: "The largest difference of a PNG colour channel (0-255) that still counts as equal.")
    var tolerance: Int = 2

    @Option(help: "Where difference images go.")
    var diffDir: String = "marbles-diff"

    @OptionGroup(title: "Style (as the references were rendered)")
    var style: StyleOptions

    @OptionGroup(title: "Run")
    var runOptions: RunOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one .marble file") }
        guard (0...255).contains(tolerance) else { throw ValidationError("--tolerance must be from 0 to 255") }
        if files.contains("-") { throw ValidationError("check reads files, not standard input: references are found by file name") }
    }

    func run() throws {
        let options = style.renderOptions
        var badInput = false
        var differing = 0
        // Files that share a name (`a/x.marble`, `b/x.marble`) are compared with the same
        // reference, but each gets a difference image of its own, as `marbles test` draws them.
        let diffPaths = DiffDiagramPaths(files: files, folder: diffDir, format: .png)
        for file in files {
            do {
                try reportingFailures {
                    let document = try runOptions.document(at: file)
                    let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
                    if record {
                        try recordReferences(document, base: base, file: file, options: options)
                    } else if !(try compareReferences(document, base: base, file: file, diffPath: diffPaths.path(for: file), options: options)) {
                        differing += 1
                    }
                }
            } catch {
                badInput = true
            }
        }
        if badInput { throw ExitCode(2) }
        guard !record else { return }
        if differing > 0 {
            print("\(differing) of \(files.count) file(s) differ from \(against)")
            throw ExitCode(1)
        }
        print("all \(files.count) file(s) match \(against)")
    }

    private func reference(_ base: String, _ format: ImageFormat) -> String {
        (against as NSString).appendingPathComponent("\(base).\(format.rawValue)")
    }

    private func recordReferences(_ document: MarbleDocument, base: String, file: String, options: RenderOptions) throws {
        let formats = format.isEmpty ? [ImageFormat.png, .svg] : format
        for imageFormat in formats {
            try OutputFile.write(try document.render(imageFormat, options: options), to: reference(base, imageFormat))
        }
        print("recorded \(file) -> " + formats.map { reference(base, $0) }.joined(separator: ", "))
    }

    /// Whether every reference of `file` matches; prints one line per problem.
    private func compareReferences(_ document: MarbleDocument, base: String, file: String, diffPath: String,
                                   options: RenderOptions) throws -> Bool {
        let wanted = format.isEmpty ? ImageFormat.allCases : format
        let present = wanted.filter { FileManager.default.fileExists(atPath: reference(base, $0)) }
        guard !present.isEmpty else {
            let names = wanted.map { reference(base, $0) }.joined(separator: " or ")
            print("missing \(file): no reference \(names) (run with --record to create it)")
            return false
        }
        var matches = true
        for imageFormat in present {
            let path = reference(base, imageFormat)
            guard let committed = FileManager.default.contents(atPath: path) else {
                throw CommandFailure("cannot read '\(path)'")
            }
            let rendered = try document.render(imageFormat, options: options)
            let outcome: ImageComparison.Outcome
            do {
                outcome = try ImageComparison.compare(rendered, Array(committed), format: imageFormat, tolerance: UInt8(tolerance))
            } catch {
                throw CommandFailure("cannot read '\(path)' as \(imageFormat.rawValue): \(error)")
            }
            guard !outcome.isMatch else { continue }
            matches = false
            var line = "differ  \(file): \(path): \(ImageComparison.summary(outcome))"
            if imageFormat == .png {
                try OutputFile.write(try ImageComparison.differencePNG(rendered, Array(committed), tolerance: UInt8(tolerance)), to: diffPath)
                line += "; changed pixels in red: \(diffPath)"
            }
            print(line)
        }
        if matches {
            print("ok      \(file) (" + present.map(\.rawValue).joined(separator: ", ") + ")")
        }
        return matches
    }
}
