// Batch rendering: the release `marbles` CLI renders every example as PNG, then as SVG, in one
// process each. Prints wall time, CPU time of the process and their ratio (the cores used:
// goal about the number of cores, wall ≈ CPU / cores), that ratio over the cores, and the
// time per diagram. Median of 3.
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

/// Wall and CPU seconds of one `marbles render` over every example.
func renderAll(format: String) -> (wall: Double, cpu: Double) {
    ChildProcess.run(marbles, ["render"] + examples + ["--out-dir", outDir, "--format", format])
}

let cores = ProcessInfo.processInfo.activeProcessorCount
print("Batch: marbles render of \(examples.count) examples, one process per format, median of 3, \(cores) cores")
print(Figures.padded("format", 8) + Figures.padded("wall s", 9) + Figures.padded("CPU s", 9)
      + Figures.padded("CPU/wall", 10) + Figures.padded("of cores", 10) + "wall ms per diagram")
for format in ["png", "svg"] {
    var runs: [(wall: Double, cpu: Double)] = []
    for _ in 0..<3 { runs.append(renderAll(format: format)) }
    let median = runs.sorted { $0.wall < $1.wall }[1]
    print(Figures.padded(format, 8) + Figures.padded(Figures.fixed(median.wall, 2), 9)
          + Figures.padded(Figures.fixed(median.cpu, 2), 9) + Figures.padded("x" + Figures.fixed(median.cpu / median.wall, 2), 10)
          + Figures.padded(Figures.fixed(100 * median.cpu / median.wall / Double(cores), 0) + "%", 10)
          + Figures.fixed(median.wall * 1e3 / Double(examples.count), 1))
}
