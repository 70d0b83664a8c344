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
            Nothing is written for a file with errors. A FILE ending in .json is a saved trace \
            ('marbles trace --format json', or a MarbleRecorder's json()), drawn as it is. \
            What a file's print(...) calls print (pasted RxSwift's subscribe { print($0) }) goes \
            to standard error.
            """
    )

    @Argument(help: "The .marble files, or saved traces (.json) ('-' reads standard input).")
    var files: [String]

    @Option(name: [.short, .customLong("output")], help: "The image to write (one input file).")
    var output: String?

    @Option(help: "The folder to write images into, one per input file.")
    var outDir: String?

    @Option(help: "png, svg or pdf, or several with --out-dir: png,svg (default: from the -o extension, else png).")
    var format: FormatList?

    @OptionGroup(title: "Style")
    var style: StyleOptions

    @OptionGroup(title: "Run")
    var runOptions: RunOptions

    @OptionGroup(title: "Compiled mode")
    var compileOptions: CompileOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one .marble file") }
        switch (output, outDir) {
        case (nil, nil): throw ValidationError("say where to write: -o FILE or --out-dir DIR")
        case (_?, _?): throw ValidationError("use either -o or --out-dir, not both")
        case (_?, nil) where files.count > 1: throw ValidationError("-o takes one input file; use --out-dir for several")
        default: break
        }
        if output == "-", format == nil { throw ValidationError("'-o -' needs --format") }
        if output != nil, let format, format.formats.count > 1 {
            throw ValidationError("-o writes one image: give one --format, or --out-dir for several")
        }
        if let output, output != "-", format == nil, ImageFormat(fileExtension: (output as NSString).pathExtension) == nil {
            throw ValidationError("cannot tell the format of '\(output)': use a .png, .svg or .pdf name, or --format")
        }
    }

    func run() throws {
        let options = style.renderOptions
        // Files are drawn in parallel, one per core, each run once and drawn in every format;
        // what was drawn is written, and errors reported, one file after another in the
        // order given.
        let jobs = files.map { ($0, destinations(for: $0)) }
        let runOptions = runOptions
        let progress = ProgressLine(total: jobs.count)
        let drawn = ParallelMap.map(jobs.count) { index -> Result<(images: [(String, [UInt8])], printed: [String]), any Error> in
            defer { progress.advance() }
            let (file, destinations) = jobs[index]
            return Result {
                if compileOptions.compiles(file) { return (try compiledImages(file, options: options), []) }
                let trace = try runOptions.trace(at: file)
                return (try destinations.map { ($0.0, try DiagramRenderer.render(trace, format: $0.1, options: options)) }, trace.printed)
            }
        }
        progress.finish()
        var failed = false
        for result in drawn {
            do {
                try reportingFailures {
                    let (images, printed) = try result.get()
                    // What the file's `print(...)` calls printed, as the program would have.
                    StandardError.writeLines(printed)
                    for (path, bytes) in images {
                        try OutputFile.write(bytes, to: path)
                    }
                }
            } catch {
                // Go on with the other files; the exit status reports the failure.
                failed = true
            }
        }
        if failed { throw ExitCode(2) }
    }

    /// Where `file` is drawn, and as what: one image with -o, one per format with --out-dir.
    func destinations(for file: String) -> [(String, ImageFormat)] {
        if let output {
            let imageFormat = format?.formats.first ?? ImageFormat(fileExtension: (output as NSString).pathExtension) ?? .png
            return [(output, imageFormat)]
        }
        let base = file == "-" ? "stdin" : ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        return (format?.formats ?? [.png]).map { imageFormat in
            ((outDir! as NSString).appendingPathComponent(base + "." + imageFormat.rawValue), imageFormat)
        }
    }
}

extension ImageFormat: ExpressibleByArgument {}
