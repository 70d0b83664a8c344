// Combine's public API on Linux, where Apple's Combine is missing: a pasted `import Combine`
// compiles unchanged against OpenCombine and its schedulers.
@_exported import Dispatch
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
// `merge`, `combineLatest` and `collect(.byTime)`, which OpenCombine 0.14.0 lacks, where the
// marbles package supplies them (the cache's `Combine` target then depends on them).
#if canImport(OpenCombineSupplements)
@_exported import OpenCombineSupplements
#endif
