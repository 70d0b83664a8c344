// What a user of the library works with: the trace, its layout and the renderer, whole; of the
// language only what a `DocumentError` carries. The AST and the parser stay inside: a whole
// `MarbleDSL` re-export put `Argument`, `Statement`, `Expr`... into every user's namespace.
@_exported import struct MarbleDSL.Diagnostic
@_exported import struct MarbleDSL.SourceLocation
@_exported import struct MarbleDSL.SourceRange
@_exported import MarbleLayout
@_exported import MarbleRender
@_exported import MarbleTrace
// `MarbleDocument.test()` answers with these: what an `expect` line states and how it failed.
@_exported import struct MarbleRuntime.Expectation
@_exported import struct MarbleRuntime.ExpectationFailure
@_exported import struct MarbleRuntime.PastedAssertion
