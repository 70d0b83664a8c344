import ArgumentParser
import Foundation
import Marbles

/// `marbles render FILES... [-o OUT | --out-dir DIR] [--format png|svg|pdf] [--scale S] [--theme light|dark] [--no-legend] [--max-pixels N]`
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draws .marble files as PNG, SVG or PDF.",
        discussion: """
            With -o, one file is drawn to that path and the format comes from its extension \
            unless --format says otherwise ('-o -' writes to standard output and needs --format). \
            With --out-dir, each FILE.marble becomes DIR/FILE.<format> (png by default). \
            Nothing is written for a file with errors.
            """
    )

    @Argument(help: "The .marble files ('-' reads standard input).")
    var files: [String]

    @Option(name: [.short, .customLong("output")], help: "The image to write (one input file).")
    var output: String?

    @Option(help: "The folder to write images into, one per input file.")
    var outDir: String?

    @Option(help: "png, svg or pdf (default: from the -o extension, else png).")
    var format: ImageFormat?

    @OptionGroup(title: "Style")
    var style: StyleOptions

    @OptionGroup(title: "Run")
    var runOptions: RunOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one .marble file") }
        switch (output, outDir) {
        case (nil, nil): throw ValidationError("say where to write: -o FILE or --out-dir DIR")
        case (_?, _?): throw ValidationError("use either -o or --out-dir, not both")
        case (_?, nil) where files.count > 1: throw ValidationError("-o takes one input file; use --out-dir for several")
        default: break
        }
        if output == "-", format == nil { throw ValidationError("'-o -' needs --format") }
        if let output, output != "-", format == nil, ImageFormat(fileExtension: (output as NSString).pathExtension) == nil {
            throw ValidationError("cannot tell the format of '\(output)': use a .png, .svg or .pdf name, or --format")
        }
    }

    func run() throws {
        let options = style.renderOptions
        // Files are drawn in parallel, one per core; what was drawn is written, and errors
        // reported, one file after another in the order given.
        let jobs = files.map { ($0, destination(for: $0)) }
        let runOptions = runOptions
        let drawn = ParallelMap.map(jobs.count) { index -> Result<[UInt8], any Error> in
            let (file, (_, imageFormat)) = jobs[index]
            return Result { try runOptions.document(at: file).render(imageFormat, options: options) }
        }
        var failed = false
        for ((_, (path, _)), result) in zip(jobs, drawn) {
            do {
                try reportingFailures {
                    try OutputFile.write(try result.get(), to: path)
                }
            } catch {
                // Go on with the other files; the exit status reports the failure.
                failed = true
            }
        }
        if failed { throw ExitCode(2) }
    }

    private func destination(for file: String) -> (String, ImageFormat) {
        if let output {
            let imageFormat = format ?? ImageFormat(fileExtension: (output as NSString).pathExtension) ?? .png
            return (output, imageFormat)
        }
        let imageFormat = format ?? .png
        let base = file == "-" ? "stdin" : ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        return ((outDir! as NSString).appendingPathComponent(base + "." + imageFormat.rawValue), imageFormat)
    }
}

extension ImageFormat: ExpressibleByArgument {}
