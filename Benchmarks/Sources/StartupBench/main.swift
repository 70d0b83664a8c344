// What starting `marbles` costs, whole process: `--version` (start-up and nothing else) and
// one small diagram as PNG and SVG, for one or more builds of the CLI side by side,
// alternated run by run so that a change of load hits them alike; medians of wall and CPU
// time (user + system). Usage: StartupBench MARBLES [MARBLES ...] [--runs N] [--example FILE]
import BenchSupport
import Foundation

var binaries: [String] = []
var runs = 41
var example = "examples/15-demand.marble"
var rest = CommandLine.arguments.dropFirst()
while let argument = rest.popFirst() {
    switch argument {
    case "--runs": runs = rest.popFirst().flatMap { Int($0) } ?? runs
    case "--example": example = rest.popFirst() ?? example
    default: binaries.append(argument)
    }
}
guard !binaries.isEmpty else {
    print("usage: StartupBench MARBLES [MARBLES ...] [--runs N] [--example FILE]")
    exit(2)
}
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marbles-startup-\(getpid())").path
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: directory) }

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let commands: [(label: String, arguments: [String])] = [
    ("--version", ["--version"]),
    ("render PNG", ["render", example, "-o", directory + "/x.png"]),
    ("render SVG", ["render", example, "-o", directory + "/x.svg"]),
]
print("Start-up: whole process, median of \(runs) alternated runs, ms")
print(Figures.padded("command", 14) + Figures.padded("binary", 12) + Figures.padded("wall", 10) + "CPU")
for command in commands {
    var measured = Array(repeating: [(wall: Double, cpu: Double)](), count: binaries.count)
    for _ in 0..<runs {
        for (index, binary) in binaries.enumerated() {
            let run = ChildProcess.measure(binary, command.arguments)
            guard run.status == 0 else {
                print("\(binary) \(command.arguments.joined(separator: " ")) exited \(run.status)")
                exit(1)
            }
            measured[index].append((run.wall, run.cpu))
        }
    }
    for (index, _) in binaries.enumerated() {
        print(Figures.padded(index == 0 ? command.label : "", 14) + Figures.padded("#\(index + 1)", 12)
              + Figures.padded(Figures.fixed(median(measured[index].map(\.wall)) * 1e3, 1), 10)
              + Figures.fixed(median(measured[index].map(\.cpu)) * 1e3, 1))
    }
}
for (index, binary) in binaries.enumerated() { print("#\(index + 1): \(binary)") }
