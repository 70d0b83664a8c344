/// The state of the Swift-subset evaluator for one run: what pasted Swift declared so far,
/// the file's variables, the frame of the closure being evaluated and how deep the file's
/// functions call each other. Owned by the run; the pipeline builder holds it and the
/// evaluator reads it, so neither keeps the other's state.
final class SwiftSubsetContext {
    /// The plain values the file binds (`var received: [Int] = []`), which a sink's closure
    /// changes as the run goes (`received.append($0)`).
    let variables = FileVariables()
    /// The error enums the file declares, with their cases.
    var errorTypes: [String: Set<String>] = [:]
    /// The enums with raw values the file declares (`enum Rank: Int { ... }`).
    var valueEnums: [String: ValueEnum] = [:]
    /// The functions the file declares, which its closures call.
    var functions: [String: PastedFunction] = [:]
    /// How many calls of the file's functions are under way, to stop a recursion in time.
    var functionDepth = 0
    /// The error structs the file declares (`struct MyError: Error {}`), each with its stored
    /// properties in order (`struct Wrapped: Error { var wrappedError: Error }`).
    var errorStructs: [String: [String]] = [:]
    /// The value structs the file declares (`struct Point { let x: Int; let y: Int }`), each
    /// with its stored properties in order.
    var valueStructs: [String: [String]] = [:]
    /// While an object-building closure runs (`flatMap { cold(...) }`): its `$0`, `$1`, ...
    var closureFrame: ValueEvaluator?
}
