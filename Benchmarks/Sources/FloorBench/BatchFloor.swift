// Per diagram against the C+Cairo floor when start-up is paid once: `marbles render` of every
// example in one command (as `make demo`, `marbles check` and `marbles docs` draw) against
// `cairo-floor --batch` drawing the same layouts' draw lists in one process. CPU time (user +
// system, every thread) over the number of diagrams, since marbles draws on every core and the
// floor on one; alternated runs, medians. The whole-process rows of main.swift remain the figure
// for one diagram drawn by a process of its own.
import BenchSupport
import Foundation
import Marbles

enum BatchFloor {
    /// `arguments`: marbles, cairo-floor, then the examples, then optionally `--runs N`.
    static func report(_ arguments: [String]) throws {
        var arguments = arguments
        var runs = 7
        if let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count {
            runs = Int(arguments[flag + 1]) ?? runs
            arguments.removeSubrange(flag...(flag + 1))
        }
        let marbles = arguments[0], floor = arguments[1]
        let examples = arguments.dropFirst(2).filter { $0.hasSuffix(".marble") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marbles-batch-floor-\(getpid())").path
        let ours = directory + "/marbles", theirs = directory + "/floor"
        for folder in [ours, theirs] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(atPath: directory) }

        var drawLists: [String] = []
        for (index, example) in examples.enumerated() {
            let source = try String(contentsOfFile: example, encoding: .utf8)
            let layout = try DiagramRenderer.layout(try MarbleDocument(source: source, fileName: example).trace())
            let path = directory + "/\(index + 1).draw"
            try DrawList.text(of: layout, pixelsPerPoint: RenderOptions.pixelsPerPoint).write(toFile: path, atomically: false, encoding: .utf8)
            drawLists.append(path)
        }

        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let count = Double(examples.count)
        print("Per diagram in a batch: \(examples.count) examples in one process each side, CPU ms a diagram, median of \(runs) alternated runs")
        print(Figures.padded("format", 10) + Figures.padded("marbles CPU", 13) + Figures.padded("floor CPU", 11) + Figures.padded("ratio", 8) + "goal")
        for (format, goal) in [("png", "1.3"), ("svg", "1.6")] {
            var marblesCPU: [Double] = [], floorCPU: [Double] = []
            for _ in 0..<runs {
                // measure, not run: the RxSwift examples print their lines to standard error.
                let drawn = ChildProcess.measure(marbles, ["render"] + examples + ["--out-dir", ours, "--format", format])
                precondition(drawn.status == 0, "marbles render failed")
                marblesCPU.append(drawn.cpu)
                floorCPU.append(ChildProcess.run(floor, ["--batch", format, theirs] + drawLists).cpu)
            }
            let cpu = (median(marblesCPU) / count, median(floorCPU) / count)
            print(Figures.padded(format, 10) + Figures.padded(Figures.fixed(cpu.0 * 1e3, 2), 13) + Figures.padded(Figures.fixed(cpu.1 * 1e3, 2), 11)
                  + Figures.padded("x" + Figures.fixed(cpu.0 / cpu.1, 2), 8) + "≤ \(goal)")
            if format == "png" {
                var differing: [String] = []
                for (index, example) in examples.enumerated() {
                    let name = URL(fileURLWithPath: example).deletingPathExtension().lastPathComponent
                    let a = Array(try Data(contentsOf: URL(fileURLWithPath: ours + "/\(name).png")))
                    let b = Array(try Data(contentsOf: URL(fileURLWithPath: theirs + "/\(index + 1).png")))
                    if case .identical = try ImageComparison.compare(a, b, format: .png, tolerance: 0) { continue }
                    differing.append(name)
                }
                print("  marbles' PNGs against the floor's: " + (differing.isEmpty ? "the same pixels, all \(examples.count)" : "differ: \(differing.joined(separator: ", ")) (the floor sets CJK text in the Latin face; marbles sets it run by run in one that has it)"))
            }
        }
    }
}
