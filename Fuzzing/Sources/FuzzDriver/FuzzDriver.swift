import CLibFuzzer

/// Starts libFuzzer from a target's `main`, so that the contracts stay testable without it.
public enum FuzzDriver {
    /// Runs libFuzzer with the process's arguments (`-max_total_time=60 corpus/parse`, ...)
    /// on `target`, which receives each input's bytes; returns libFuzzer's exit status.
    /// `warmUp` runs first, once: what a process pays only on its first input (loading
    /// fonts) must not count against the one-second budget of whichever input comes first.
    public static func main(warmUp: () -> Void = {}, _ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
        warmUp()
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        return LLVMFuzzerRunDriver(&argc, &argv, target)
    }
}
