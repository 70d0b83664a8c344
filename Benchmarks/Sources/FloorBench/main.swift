// Per diagram against the C+Cairo floor: the release `marbles render FILE -o OUT` against
// `cairo-floor` (Benchmarks/CairoFloor), a C program that makes the same Cairo calls from a
// draw list of the same layout and encodes the PNG with the same encoder. Whole processes,
// alternated, median of RUNS; prints wall and CPU time and marbles/floor (goal, of a plain
// `swift build -c release` binary: PNG ≤ 1.3, SVG ≤ 1.6), and whether the two PNGs have the same pixels. The last row is the floor with
// Cairo's own PNG writer (cairo_surface_write_to_png_stream), which marbles used before and
// which the PNG goal was set against.
// Usage: FloorBench PATH-TO-marbles PATH-TO-cairo-floor EXAMPLE.marble [RUNS]
// `FloorBench --draw-list EXAMPLE.marble OUT` only writes the draw list, for measuring the
// floor alone (`/usr/bin/time -f %M cairo-floor OUT svg x.svg`).
// `FloorBench --batch PATH-TO-marbles PATH-TO-cairo-floor EXAMPLE.marble... [--runs N]`: per
// diagram in a batch (BatchFloor.swift), where start-up is paid once.
import BenchSupport
import Foundation
import Marbles

let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "--draw-list" {
    let source = try String(contentsOfFile: arguments[2], encoding: .utf8)
    let layout = try DiagramRenderer.layout(try MarbleDocument(source: source, fileName: arguments[2]).trace())
    try DrawList.text(of: layout, pixelsPerPoint: RenderOptions.pixelsPerPoint).write(toFile: arguments[3], atomically: false, encoding: .utf8)
    exit(0)
}
if arguments.count >= 5, arguments[1] == "--batch" {
    try BatchFloor.report(Array(arguments.dropFirst(2)))
    exit(0)
}
guard arguments.count >= 4 else {
    print("usage: FloorBench PATH-TO-marbles PATH-TO-cairo-floor EXAMPLE.marble [RUNS]")
    print("       FloorBench --draw-list EXAMPLE.marble OUT")
    print("       FloorBench --batch PATH-TO-marbles PATH-TO-cairo-floor EXAMPLE.marble... [--runs N]")
    exit(2)
}
let marbles = arguments[1], floor = arguments[2], example = arguments[3]
let runs = arguments.count > 4 ? Int(arguments[4]) ?? 21 : 21
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marbles-floor-\(getpid())").path
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: directory) }

let source = try String(contentsOfFile: example, encoding: .utf8)
let layout = try DiagramRenderer.layout(try MarbleDocument(source: source, fileName: example).trace())
let drawList = directory + "/diagram.draw"
try DrawList.text(of: layout, pixelsPerPoint: RenderOptions.pixelsPerPoint).write(toFile: drawList, atomically: false, encoding: .utf8)

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

print("Per diagram: \(example), whole process, median of \(runs) alternated runs, ms")
print(Figures.padded("format", 22) + Figures.padded("marbles wall", 14) + Figures.padded("floor wall", 12)
      + Figures.padded("ratio", 8) + Figures.padded("marbles CPU", 13) + Figures.padded("floor CPU", 11)
      + Figures.padded("ratio", 8) + "goal")
// The PNG goal was set against a C program drawing with Cairo, Cairo's PNG writer included
// (the last row); the first row holds marbles to the same goal against a floor that encodes
// as marbles does, a stricter reading (docs/performance.md).
for (format, floorArguments, goal) in [("png", [String](), "1.3, stricter"), ("svg", [], "1.6"), ("png", ["cairo"], "1.3")] {
    let ours = directory + "/marbles." + format, theirs = directory + "/floor." + format
    var marblesRuns: [(wall: Double, cpu: Double)] = [], floorRuns: [(wall: Double, cpu: Double)] = []
    for _ in 0..<runs {
        marblesRuns.append(ChildProcess.run(marbles, ["render", example, "-o", ours]))
        floorRuns.append(ChildProcess.run(floor, [drawList, format, theirs] + floorArguments))
    }
    let wall = (median(marblesRuns.map(\.wall)), median(floorRuns.map(\.wall)))
    let cpu = (median(marblesRuns.map(\.cpu)), median(floorRuns.map(\.cpu)))
    let label = floorArguments.isEmpty ? format : format + ", floor: cairo"
    print(Figures.padded(label, 22) + Figures.padded(Figures.fixed(wall.0 * 1e3, 1), 14) + Figures.padded(Figures.fixed(wall.1 * 1e3, 1), 12)
          + Figures.padded("x" + Figures.fixed(wall.0 / wall.1, 2), 8) + Figures.padded(Figures.fixed(cpu.0 * 1e3, 1), 13)
          + Figures.padded(Figures.fixed(cpu.1 * 1e3, 1), 11) + Figures.padded("x" + Figures.fixed(cpu.0 / cpu.1, 2), 8)
          + (goal.isEmpty ? "" : "≤ \(goal)"))
    if format == "png" {
        let a = Array(try Data(contentsOf: URL(fileURLWithPath: ours))), b = Array(try Data(contentsOf: URL(fileURLWithPath: theirs)))
        let outcome = try ImageComparison.compare(a, b, format: .png, tolerance: 0)
        print("  marbles' PNG against the floor's: \(ImageComparison.summary(outcome))")
    }
}
