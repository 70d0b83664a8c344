// Big diagrams: s -> map -> scan -> sink with N values, traced, laid out and drawn as PNG, SVG
// and PDF. Each size and format runs in a process of its own, so its peak memory is its own; a
// first process only traces, for the trace's own peak. Prints wall time per phase, the peak
// memory at the end and after the trace and the layout (the goal at 100k: each phase under 2 s
// and under 300 MB).
import BenchSupport
import Foundation
import Marbles

/// The pipeline with `count` values, one a tick (at most 99,990: the diagram ends by tick 100,000).
func source(_ count: Int) -> String {
    """
    s = PassthroughSubject<Int>()
    C = s.map { $0 * 3 }.scan(0, +).sink()
    s.send("-\(String(repeating: "1", count: count))|")
    """
}

/// The process's peak resident memory so far in MB (VmHWM of /proc/self/status; max RSS where
/// there is no /proc).
func peakMegabytes() -> Double {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
       let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
       let kB = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) {
        return kB / 1024
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// Child mode: one size, one format (or the trace alone, for its own peak memory); prints
/// "trace layout encode peak bytes peak-after-trace peak-after-layout". With `json`, the
/// trace is read from that file (as a recorder writes it) instead of run: "trace" is then
/// reading and decoding it.
func measureOne(count: Int, format: ImageFormat?, json: String? = nil) throws {
    var trace: Trace?
    let traceSeconds = try Figures.seconds {
        if let json {
            trace = try TraceJSON.decode(String(contentsOfFile: json, encoding: .utf8))
        } else {
            trace = try MarbleDocument(source: source(count)).trace()
        }
    }
    let tracePeak = peakMegabytes()
    guard let format else {
        print(traceSeconds, 0, 0, tracePeak, 0, tracePeak, tracePeak)
        return
    }
    var layout: DiagramLayout?
    let layoutSeconds = try Figures.seconds { layout = try DiagramRenderer.layout(trace!) }
    let layoutPeak = peakMegabytes()
    var bytes: [UInt8] = []
    let encodeSeconds = try Figures.seconds {
        // Handed over, as `render(trace)` does: the renderer lets the elements go once drawn.
        bytes = try DiagramRenderer.render(layout.take()!, format: format, title: trace!.title)
    }
    print(traceSeconds, layoutSeconds, encodeSeconds, peakMegabytes(), bytes.count, tracePeak, layoutPeak)
}

/// Runs this program in child mode and reads its figures.
func child(count: Int, format: ImageFormat?, json: String? = nil) throws -> [Double] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = (json.map { ["--json", $0] } ?? []) + ["\(count)", format?.rawValue ?? "trace"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last ?? ""
    return line.split(separator: " ").compactMap { Double($0) }
}

var arguments = CommandLine.arguments
// `--json FILE`: a recorded trace (`marbles trace --format json`), read, laid out and drawn
// as PNG and SVG (the goal at 1,000,000 events: under 10 s and 1 GB each).
var json: String?
if arguments.count >= 3, arguments[1] == "--json" {
    json = arguments[2]
    arguments.removeSubrange(1...2)
}
if arguments.count == 3, let count = Int(arguments[1]), arguments[2] == "trace" || ImageFormat(rawValue: arguments[2]) != nil {
    try measureOne(count: count, format: ImageFormat(rawValue: arguments[2]), json: json)
    exit(0)
}
if let json {
    print("A recorded trace, \(json): seconds per phase (read+decode, layout, encode), peak memory of the process")
    for format in [ImageFormat.png, .svg] {
        let figures = try child(count: 0, format: format, json: json)
        guard figures.count == 7 else {
            print(Figures.padded(format.rawValue, 8) + "failed")
            continue
        }
        print(Figures.padded(format.rawValue, 8) + "read+decode " + Figures.fixed(figures[0], 2) + " s, layout " + Figures.fixed(figures[1], 2)
              + " s, encode " + Figures.fixed(figures[2], 2) + " s, total " + Figures.fixed(figures[0] + figures[1] + figures[2], 2)
              + " s, peak " + Figures.fixed(figures[3], 0) + " MB, file " + Figures.fixed(figures[4] / 1e6, 1) + " MB")
    }
    exit(0)
}

// `--write-json EVENTS FILE`: a recorded trace of about EVENTS events (RecordedTrace.swift),
// for `--json FILE` and `marbles render FILE`.
if arguments.count == 4, arguments[1] == "--write-json", let events = Int(arguments[2]) {
    try RecordedTrace.write(events: events, to: arguments[3])
    exit(0)
}

// `--tracing [N]`: only what tracing costs a real run (TracingCost.swift), N values.
if arguments.count >= 2, arguments[1] == "--tracing" {
    try TracingCost.report(count: arguments.count >= 3 ? Int(arguments[2]) ?? 99_990 : 99_990)
    exit(0)
}

let sizes = arguments.count == 2 ? arguments[1].split(separator: ",").compactMap { Int($0) } : [1_000, 10_000, 99_990]
print("Big diagrams: s -> map -> scan -> sink, N values; seconds per phase, peak memory of the process")
print(Figures.padded("N", 9) + Figures.padded("format", 8) + Figures.padded("trace s", 9) + Figures.padded("layout s", 10)
      + Figures.padded("encode s", 10) + Figures.padded("peak MB", 9) + Figures.padded("file MB", 9)
      + "peak MB after trace, layout")
for count in sizes {
    for format in [nil, ImageFormat.png, .svg, .pdf] {
        let name = format?.rawValue ?? "trace"
        let figures = try child(count: count, format: format)
        guard figures.count == 7 else {
            print(Figures.padded("\(count)", 9) + Figures.padded(name, 8) + "failed")
            continue
        }
        print(Figures.padded("\(count)", 9) + Figures.padded(name, 8)
              + Figures.padded(Figures.fixed(figures[0], 2), 9) + Figures.padded(Figures.fixed(figures[1], 2), 10)
              + Figures.padded(Figures.fixed(figures[2], 2), 10) + Figures.padded(Figures.fixed(figures[3], 0), 9)
              + Figures.padded(Figures.fixed(figures[4] / 1e6, 1), 9)
              + Figures.fixed(figures[5], 0) + ", " + Figures.fixed(figures[6], 0))
    }
}
print("")
try TracingCost.report(count: 99_990)
