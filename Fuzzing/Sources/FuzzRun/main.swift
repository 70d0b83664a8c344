import FuzzContracts
import FuzzDriver
import Glibc

/// Source text -> run: a trace in time order on its axis, or located diagnostics.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzRun(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzInput.run(data, count) { try RunContract.check($0) }
    return 0
}

exit(FuzzDriver.main(warmUp: RunContract.warmUp, fuzzRun))
