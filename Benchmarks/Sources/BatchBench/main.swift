// Batch rendering: the release `marbles` CLI renders every example as PNG, then as SVG, in one
// process each. Prints wall time, CPU time of the process and their ratio (the cores used:
// goal about the number of cores), and the time per diagram. Median of 3.
// Usage: BatchBench PATH-TO-marbles EXAMPLES...
import BenchSupport
import Foundation

let arguments = CommandLine.arguments
guard arguments.count > 2 else {
    print("usage: BatchBench PATH-TO-marbles EXAMPLE.marble...")
    exit(2)
}
let marbles = arguments[1]
let examples = Array(arguments.dropFirst(2))
let outDir = FileManager.default.temporaryDirectory.appendingPathComponent("marbles-batch-\(getpid())").path
try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: outDir) }

/// CPU seconds (user + system) of the children waited for so far.
func childrenCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// Wall and CPU seconds of one `marbles render` over every example.
func renderAll(format: String) throws -> (wall: Double, cpu: Double) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: marbles)
    process.arguments = ["render"] + examples + ["--out-dir", outDir, "--format", format]
    let cpuBefore = childrenCPU()
    let wall = try Figures.seconds {
        try process.run()
        process.waitUntilExit()
    }
    guard process.terminationStatus == 0 else { fatalError("marbles render failed") }
    return (wall, childrenCPU() - cpuBefore)
}

let cores = ProcessInfo.processInfo.activeProcessorCount
print("Batch: marbles render of \(examples.count) examples, one process per format, median of 3, \(cores) cores")
print(Figures.padded("format", 8) + Figures.padded("wall s", 9) + Figures.padded("CPU s", 9)
      + Figures.padded("CPU/wall", 10) + "wall ms per diagram")
for format in ["png", "svg"] {
    var runs: [(wall: Double, cpu: Double)] = []
    for _ in 0..<3 { runs.append(try renderAll(format: format)) }
    let median = runs.sorted { $0.wall < $1.wall }[1]
    print(Figures.padded(format, 8) + Figures.padded(Figures.fixed(median.wall, 2), 9)
          + Figures.padded(Figures.fixed(median.cpu, 2), 9) + Figures.padded("x" + Figures.fixed(median.cpu / median.wall, 2), 10)
          + Figures.fixed(median.wall * 1e3 / Double(examples.count), 1))
}
