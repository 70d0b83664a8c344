import FuzzContracts
import FuzzDriver
import Glibc

/// Source text -> PNG, SVG and PDF bytes: whole images of the layout's size.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzRender(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzInput.run(data, count) { try ImageContract.check($0) }
    return 0
}

exit(FuzzDriver.main(warmUp: ImageContract.warmUp, fuzzRender))
