// Combine's public API on Linux, where Apple's Combine is missing: a pasted `import Combine`
// compiles unchanged against OpenCombine and its schedulers.
@_exported import Dispatch
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
