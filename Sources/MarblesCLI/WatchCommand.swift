import ArgumentParser
import CommandLineSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Marbles

/// `marbles watch FILES...`: re-renders each file when it changes and prints its errors.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Re-renders .marble files (or the fences of Markdown files) whenever they change.",
        discussion: """
            A FILE.marble is drawn to --out-dir (default: beside it) in each --format; a .md \
            file is processed as marbles docs would. Files are polled every --interval \
            seconds, and drawn once they look the same at two polls in a row (not half \
            written); errors are printed and the previous images are kept. Stop with Ctrl-C.
            """
    )

    @ArgumentParser.Argument(help: "The .marble or .md files to watch.")
    var files: [String]

    @Option(help: "The folder for the images of .marble files (default: beside each file).")
    var outDir: String?

    @Option(help: "The formats, comma-separated.")
    var format = FormatList([.png])

    @OptionGroup(title: "Style (for .marble files)")
    var style: StyleOptions

    @Option(help: "Seconds between two looks at the files.")
    var interval: Double = 0.3

    @Flag(help: "Compile and run .swift files and fences of Swift with swiftc on every change: it runs their code.")
    var allowCompile = false

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one file to watch") }
        guard interval >= 0.05, interval <= 60 else { throw ValidationError("--interval must be from 0.05 to 60 seconds") }
        if files.contains("-") { throw ValidationError("watch reads files, not standard input") }
    }

    func run() throws {
        var watcher = FileWatcher()
        print("watching \(files.count) file(s); Ctrl-C stops")
        while true {
            for file in watcher.changed(files) {
                if file.lowercased().hasSuffix(".md") {
                    refreshDocument(file)
                } else {
                    render(file)
                }
            }
            let seconds = interval.rounded(.down)
            var pause = timespec(tv_sec: Int(seconds), tv_nsec: Int((interval - seconds) * 1_000_000_000))
            nanosleep(&pause, nil)
        }
    }

    private func render(_ file: String) {
        do {
            try reportingFailures {
                let trace = try traceToWatch(file)
                var written: [String] = []
                for imageFormat in format.formats {
                    let folder = outDir ?? PathName.deletingLastComponent(file)
                    let base = PathName.deletingPathExtension(PathName.lastComponent(file))
                    let path = PathName.appending(folder, base + "." + imageFormat.rawValue)
                    try OutputFile.write(try DiagramRenderer.render(trace, format: imageFormat, options: style.renderOptions), to: path)
                    written.append(path)
                }
                print("\(Self.clock()) rendered \(file) -> \(written.joined(separator: ", "))")
            }
        } catch {
            print("\(Self.clock()) \(file) has errors (above); its images are unchanged")
        }
        fflush(nil)
    }

    private func refreshDocument(_ file: String) {
        do {
            let original = try DocsFiles.read(file)
            var settings = DocsSettings(formats: format.formats)
            if allowCompile { settings.compile = FenceCompiler.compile }
            let plan = DocsFiles.plan(path: file, text: original, imageDir: nil, settings: settings)
            guard plan.errors.isEmpty else {
                plan.errors.forEach(StandardError.write)
                print("\(Self.clock()) \(file) has errors (above); left as it is")
                fflush(nil)
                return
            }
            let rendered = DocsFiles.renderAll(plan.images)
            if let failure = rendered.compactMap(\.failure).first { throw CommandFailure(failure) }
            let written = try DocsFiles.writeImages(plan.images, bytes: rendered.map { $0.bytes ?? [] })
            if plan.text != original { try OutputFile.write(Array(plan.text.utf8), to: file) }
            print("\(Self.clock()) \(file): \(plan.fenceCount) diagram(s), \(written) image(s) written")
        } catch {
            StandardError.write("marbles: error: \(error)\n")
        }
        fflush(nil)
    }

    /// `12:04:31`, so a reader sees which line is the latest.
    private static func clock() -> String {
        var now = time(nil)
        var local = tm()
        localtime_r(&now, &local)
        var text = [CChar](repeating: 0, count: 16)
        let count = strftime(&text, text.count, "%H:%M:%S", &local)
        return String(decoding: text[..<count].map(UInt8.init(bitPattern:)), as: UTF8.self)
    }
}
