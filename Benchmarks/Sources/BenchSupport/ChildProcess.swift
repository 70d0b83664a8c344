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

extension ChildProcess {
    /// What one run of a program took: wall and CPU seconds, its peak resident memory and
    /// its exit status (a refused input, exit 2, is a finished command too).
    public struct Measured: Sendable {
        public var wall: Double
        public var cpu: Double
        public var peakMegabytes: Double
        public var status: Int32
    }

    /// One run of `program`, measured, whatever its exit status; its output is discarded.
    public static func measure(_ program: String, _ arguments: [String]) -> Measured {
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        var status: Int32 = 0
        var usage = rusage()
        let wall = Figures.seconds {
            guard posix_spawn(&pid, program, &actions, nil, argv, environ) == 0 else { fatalError("cannot start \(program)") }
            wait4(pid, &status, 0, &usage)
        }
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        // ru_maxrss is in kilobytes on Linux.
        return Measured(wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime),
                        peakMegabytes: Double(usage.ru_maxrss) / 1024, status: (status >> 8) & 0xff)
    }
}
