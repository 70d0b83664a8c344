import FuzzContracts
import FuzzDriver
import Glibc

/// Trace JSON -> layout: finite coordinates on the canvas, or a located decode error.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzLayout(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzInput.run(data, count) { try LayoutContract.check(json: $0) }
    return 0
}

exit(FuzzDriver.main(warmUp: LayoutContract.warmUp, fuzzLayout))
