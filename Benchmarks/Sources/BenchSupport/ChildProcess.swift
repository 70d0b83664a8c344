import Foundation

/// Runs a program to its end and measures it: wall time and the CPU time it used.
///
/// posix_spawn and wait4, not Foundation's `Process`: its `waitUntilExit` polls every 50 ms,
/// which rounded every whole-process figure to a multiple of 50 ms.
public enum ChildProcess {
    /// Wall and CPU seconds (user + system) of one run of `program`; stops the benchmark
    /// when it fails.
    public static func run(_ program: String, _ arguments: [String]) -> (wall: Double, cpu: Double) {
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        var status: Int32 = 0
        var usage = rusage()
        let wall = Figures.seconds {
            guard posix_spawn(&pid, program, nil, nil, argv, environ) == 0 else { fatalError("cannot start \(program)") }
            wait4(pid, &status, 0, &usage)
        }
        guard status == 0 else { fatalError("\(program) \(arguments.joined(separator: " ")) failed") }
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return (wall, seconds(usage.ru_utime) + seconds(usage.ru_stime))
    }
}
