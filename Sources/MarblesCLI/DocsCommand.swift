import ArgumentParser
import CommandLineSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Marbles

/// `marbles docs FILES/DIRS... [--check]`: renders the ```` ```marble ```` fences of Markdown
/// documents and keeps an image reference after each.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Renders the ```marble fences of Markdown and DocC documents and refers to the images.",
        discussion: """
            Each fence becomes an image named by id= in its info string, else by the src= file, \
            else by its title, else by a hash of its source; it is written beside the document \
            (or into --image-dir, or into a DocC catalog's Resources/), and a reference with \
            alt text from the run goes right after the fence: a <picture> with a dark-mode \
            source, or ![alt](NAME) in DocC, which finds NAME~dark itself. A fence with \
            src=FILE.marble draws that file. Directories are searched for .md files. \
            Images named by a hash that no fence draws any more (left by a deleted or changed \
            fence) are removed from the image folders. \
            Exit status: 0 done (or up to date with --check), 1 --check found stale, missing \
            or leftover images or references, 2 a fence with errors (its document is left as it is).
            """
    )

    @ArgumentParser.Argument(help: "Markdown files, or folders to search for .md files (DocC catalogs included).")
    var paths: [String]

    @Flag(help: "Change nothing; exit 1 and name every stale, missing or leftover image or reference.")
    var check = false

    @Option(help: "The formats to write, comma-separated; the document refers to the first.")
    var format = FormatList([.svg])

    @Option(help: "both (a light and a dark image), light or dark.")
    var themes: DocsSettings.Themes = .both

    @Option(help: "Where images go (default: beside each document; a DocC catalog's Resources/).")
    var imageDir: String?

    @Flag(help: "Compile and run the fences of Swift (```marble compile, src=FILE.swift) with swiftc: it runs their code.")
    var allowCompile = false

    @Flag(help: "Put each fence's source into an HTML comment, so readers see only the image.")
    var hideSource = false

    @Option(help: "Pixel density multiplier for PNG.")
    var scale: Double = 1

    @Flag(inversion: .prefixedNo, help: "Explain the kinds of marks under the axis.")
    var legend = true

    @Option(help: "The largest PNG colour-channel difference --check still counts as equal.")
    var tolerance: Int = 2

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one Markdown file or folder") }
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be above 0 and at most 8") }
        guard (0...255).contains(tolerance) else { throw ValidationError("--tolerance must be from 0 to 255") }
        if format.formats.first == .pdf {
            throw ValidationError("a document shows its first --format, and browsers and DocC show no PDF image: start with svg or png (--format svg,pdf)")
        }
    }

    func run() throws {
        let documents: [String]
        do {
            documents = try DocsFiles.markdownFiles(in: paths)
        } catch let failure as CommandFailure {
            StandardError.write("marbles: error: \(failure.description)\n")
            throw ExitCode(2)
        }
        var plans: [(path: String, original: String, plan: DocsPlan)] = []
        var failed = false
        for path in documents {
            guard let original = try? DocsFiles.read(path) else {
                StandardError.write("marbles: error: cannot read '\(path)' as UTF-8 text\n")
                failed = true
                continue
            }
            let plan = DocsFiles.plan(path: path, text: original, imageDir: imageDir, settings: settings)
            if plan.errors.isEmpty {
                plans.append((path, original, plan))
            } else {
                plan.errors.forEach(StandardError.write)
                failed = true
            }
        }
        let images: [DocsImage]
        do {
            images = try DocsFiles.distinct(plans.flatMap(\.plan.images))
        } catch let failure as CommandFailure {
            StandardError.write("marbles: error: \(failure.description)\n")
            throw ExitCode(2)
        }
        let rendered = DocsFiles.renderAll(images)
        if let failure = rendered.lazy.compactMap({ $0.failure }).first {
            StandardError.write("marbles: error: \(failure)\n")
            throw ExitCode(2)
        }
        let bytes = rendered.map { $0.bytes ?? [] }
        // A document that failed may still draw images its old text refers to: with one,
        // nothing counts as left over.
        let leftovers = failed ? [] : DocsLeftovers.find(plans: plans.map(\.plan), images: images)
        if check {
            var problems = checkAll(plans, images: images, bytes: bytes)
            if failed { throw ExitCode(2) }
            for path in leftovers {
                print("leftover \(path): no fence draws it")
                problems += 1
            }
            if problems > 0 {
                print("\(problems) problem(s): run marbles docs without --check to update")
                throw ExitCode(1)
            }
            print("all \(images.count) image(s) of \(plans.count) document(s) up to date")
            return
        }
        if !plans.isEmpty { try write(plans, images: images, bytes: bytes) }
        if failed { throw ExitCode(2) }
        try reportingFailures {
            for path in leftovers {
                do {
                    try FileManager.default.removeItem(atPath: path)
                } catch {
                    throw CommandFailure("cannot remove '\(path)', which no fence draws any more")
                }
                print("removed \(path): no fence draws it")
            }
        }
    }

    private var settings: DocsSettings {
        var settings = DocsSettings(formats: format.formats, themes: themes, target: .markdown, hideSource: hideSource,
                                    scale: scale, legend: legend)
        if allowCompile { settings.compile = FenceCompiler.compile }
        return settings
    }

    /// Prints `missing`/`stale` lines; returns how many.
    private func checkAll(_ plans: [(path: String, original: String, plan: DocsPlan)], images: [DocsImage], bytes: [[UInt8]]) -> Int {
        var problems = 0
        for (image, fresh) in zip(images, bytes) {
            guard let data = FileManager.default.contents(atPath: image.path) else {
                print("missing \(image.path) (\(image.origin))")
                problems += 1
                continue
            }
            let outcome = try? ImageComparison.compare(fresh, Array(data), format: image.format, tolerance: UInt8(tolerance))
            if outcome?.isMatch != true {
                print("stale   \(image.path) (\(image.origin))" + (outcome.map { ": " + ImageComparison.summary($0) } ?? ""))
                problems += 1
            }
        }
        for (path, original, plan) in plans where plan.text != original {
            print("stale   \(path): image references or hidden sources out of date")
            problems += 1
        }
        return problems
    }

    private func write(_ plans: [(path: String, original: String, plan: DocsPlan)], images: [DocsImage], bytes: [[UInt8]]) throws {
        var written = 0
        try reportingFailures {
            written = try DocsFiles.writeImages(images, bytes: bytes)
            for (path, original, plan) in plans where plan.text != original {
                try OutputFile.write(Array(plan.text.utf8), to: path)
                print("updated \(path)")
            }
        }
        print("\(plans.map(\.plan.fenceCount).reduce(0, +)) diagram(s) in \(plans.count) document(s); \(written) of \(images.count) image(s) written")
    }
}

extension DocsSettings.Themes: ExpressibleByArgument {}
