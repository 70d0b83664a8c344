import MarbleDSL

/// One statement of a program, classified by its front end: the builder performs it as what
/// it is and never looks at its syntax to find out.
struct ProgramStatement {
    indirect enum Kind {
        /// `name = node`: a pipeline, subject, subscriber or value bound to a name; `written` is
        /// the expression as written (the lane's label); `drawsChain` when its chain gets lanes
        /// (a name drawn, not `_x`, or a sink given Combine's closures).
        case bind(Identifier, PipelineNode, written: Expr, drawsChain: Bool)
        /// `scheduler = DispatchQueue.test`, `ImmediateScheduler.shared`: a scheduler bound to a
        /// name, which the file's calls and `receive(on:)` arguments name.
        case bindScheduler(Identifier, BoundScheduler)
        /// A statement that acts: an action, or a subscriber that nobody keeps (`p.sink()`);
        /// `drawsChain` when its chain gets lanes (a sink kept by `.store(in:)` or given
        /// Combine's closures).
        case perform(PerformedNode, written: Expr, drawsChain: Bool)
        /// `for variable in sequence { body }`: the body once for each element.
        case loop(variable: Identifier, sequence: Expr, body: [ProgramStatement])
        /// `XCTAssertEqual(received, [1, 2])`, `#expect(count == 3)`: checked where it stands.
        case assertion(AssertionCheck)
        /// `count += 1`, `received.append(4)`, `factor = 100`: an assignment to `target`, a
        /// variable of the file. `otherwise` is the same call read as a statement that acts,
        /// performed when `target` turns out to hold a publisher (`numbers.append(4)` is the
        /// operator); what a name holds is known only once it is built. `nil` when the
        /// statement is no call: then it assigns or is an error.
        case assignment(target: Identifier, Expr, otherwise: ProgramStatement?)
        /// A pasted type or function, known to the evaluator from here on.
        case declare(ProgramDeclaration)
        /// A statement its front end refused (an unknown `combine "..."` release, a
        /// `DispatchQueue.main.async` on the real clock): its error is reported in file order,
        /// among the builder's.
        case rejected(RuntimeError)
        /// The clock moves on one tick, once what is due now has run: synchronous code (pasted
        /// RxSwift without RxTest) has no time, so its front end puts each statement that acts
        /// on a tick of its own, to draw what happened statement by statement.
        case nextInstant
    }

    var kind: Kind
    /// The whole statement as written, for errors that belong to no part of it.
    var range: SourceRange

    init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The name a statement binds, scheduler or not.
    var boundName: Identifier? {
        switch kind {
        case .bind(let name, _, _, _), .bindScheduler(let name, _): return name
        default: return nil
        }
    }

    /// The declarations among `statements`, loop bodies included, in file order.
    static func declarations(in statements: [ProgramStatement]) -> [ProgramDeclaration] {
        statements.flatMap { statement -> [ProgramDeclaration] in
            switch statement.kind {
            case .declare(let declaration): return [declaration]
            case .loop(_, _, let body): return declarations(in: body)
            default: return []
            }
        }
    }
}
