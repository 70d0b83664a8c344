import FuzzContracts
import FuzzDriver
import Glibc

/// Source text -> parse: a file, or diagnostics located inside the text.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzParse(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzInput.run(data, count) { try ParseContract.check($0) }
    return 0
}

exit(FuzzDriver.main(warmUp: ParseContract.warmUp, fuzzParse))
