import MarbleDSL
import Reactive

/// A file as every front end lowers it before anything runs: its settings, its pasted-Swift
/// declarations, its statements (each already classified, its pipelines already nodes) and
/// its expectations. The pipeline builder builds from this and from nothing else; the
/// expressions a node keeps (arguments, closure bodies) it lowers with the same lowering when it
/// reads or runs them.
struct Program {
    var settings: ProgramSettings
    /// The statements in file order; declarations stand among them where they were written
    /// (redefining a name is an error that depends on what was bound before).
    var statements: [ProgramStatement]
    /// The `expect(...)` lines, checked against the trace after the run; never run or drawn.
    var expectations: [Expectation]
    /// Where to point a run-wide error: the file's last statement other than an expectation
    /// (where `ticks N` would go), directives included.
    var lastStatementRange: SourceRange

    /// Every declaration of the program, in file order, loop bodies included.
    var declarations: [ProgramDeclaration] {
        ProgramStatement.declarations(in: statements)
    }

    /// The line of each name's first binding (top-level statements), so a name used too early
    /// can be told where it is bound.
    var firstBindingLines: [String: Int] {
        var lines: [String: Int] = [:]
        for statement in statements {
            if let name = statement.boundName, lines[name.name] == nil { lines[name.name] = name.range.start.line }
        }
        return lines
    }

    /// Where `name` is bound, for an error of a run halted in its lane.
    func bindingRange(of name: String) -> SourceRange? {
        for statement in statements {
            if let identifier = statement.boundName, identifier.name == name { return identifier.range }
        }
        return nil
    }
}

/// Which language a program was written in: it chooses the operator entries its steps name
/// (an RxSwift `debounce` is not Combine's).
enum Dialect: String, Sendable, CaseIterable {
    /// The marble language and pasted Combine.
    case combine
    /// Pasted RxSwift.
    case rxSwift
}

/// What a file's directives (or a front end's defaults) set for the whole run. A directive
/// anywhere in the file covers all of it.
struct ProgramSettings {
    var dialect: Dialect = .combine
    /// `title "..."`: the diagram's title.
    var title: String?
    /// `ticks N`: the axis length; `nil` lets the run decide.
    var ticks: Int?
    /// `unit "ms"`: the axis unit; `nil` uses the tick duration's.
    var unit: String?
    /// `tick .milliseconds(50)`, or the greatest common divisor of the file's durations.
    var tickDuration: TickDuration = .second
    /// `combine "iOS 13.0"`: how `receive(on:)` hands over its subscription.
    var receiveOnHandOver: ReceiveOnHandOver = .synchronous
    /// `lanes "per operator"` (true, the default) or `"per statement"`: whether each operator
    /// of an unnamed chain gets a lane.
    var drawsStages: Bool = true
    /// RxTest's `TestScheduler(initialClock: 0, resolution: r)`: how many seconds one of its
    /// units (one tick) is, which RxSwift's durations are converted by.
    var rxTestResolution: Double = 1
}
