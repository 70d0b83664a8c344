import MarbleDSL
import MarbleTrace
import Reactive

/// The plain values a file binds, which its closures (and its statements, `factor = 100`) may
/// change while the pipeline runs: after the run `received` holds what the sink received, as
/// in the test the file was pasted from.
final class FileVariables {
    var values: [String: MarbleValue] = [:]
    /// What the file's `print(...)` calls printed so far, a line each, as Swift prints them.
    var printed: [String] = []
    /// Text a `print(..., terminator: "")` left without its line's end.
    var pendingLine = ""
    /// The lane of the subscriber whose closure runs now, if any.
    var writingLane: String?
    /// The current value of the subject a name of the file binds, when it holds one
    /// (`relay.value` of a `BehaviorRelay` read in a closure); set by the builder.
    var subjectValue: ((String) -> MarbleValue?)?
    /// What a name of the file that holds no value binds (`a subject`, `a publisher`), so that
    /// an unmodelled member of it (`subject.hasObservers`) is named as such; set by the builder.
    var objectKind: ((String) -> String?)?
    /// Whether a `print` of something not modelled is an error rather than no line: in an
    /// RxSwift file, whose prints are most of what it shows; set by the builder.
    var reportsUnmodelledPrints = false
    /// Per variable, the lanes whose subscribers' closures changed it, in the order they first
    /// did: a failed `XCTAssertEqual(searches, ...)` is marked on the lanes `searches` was
    /// filled from.
    private(set) var filledBy: [String: [String]] = [:]

    /// Notes that `name` was just changed, by the subscriber running now.
    func noteWrite(_ name: String) {
        guard let lane = writingLane, !(filledBy[name]?.contains(lane) ?? false) else { return }
        filledBy[name, default: []].append(lane)
    }
}

/// The lane of a subscriber, for its closures that run before it has one: a sink's lane is
/// named only once what it was bound to (or `store(in:)`) is known.
final class EffectOwner {
    var lane: String?
}

extension PipelineBuilder {
    /// A closure that Combine runs for what it does (a sink's `receiveValue`, `handleEvents`'
    /// closures): run on every value the sink takes (not on one it ignores, as a value
    /// `receive(on:)` delivers before the subscription), against the file's variables
    /// (`received.append($0)`, `count += 1`, statement bodies with `if`, `switch`, ...).
    /// An error in the closure is reported against it after the run.
    func effect(_ closure: ClosureValue, owner: EffectOwner? = nil) -> (MarbleValue) -> Void {
        let log = runErrors, variables = swiftSubset.variables
        return { value in
            variables.writingLane = owner?.lane
            defer { variables.writingLane = nil }
            do {
                _ = try closure([value])
            } catch {
                log.report(error, at: closure.body.range)
            }
        }
    }

    /// A sink's `receiveCompletion`: its closure gets the completion as Swift spells it, so that
    /// `switch completion { case .finished: ... case .failure(let error): ... }` and
    /// `if case .failure(let error) = completion` match it.
    func completionEffect(_ closure: ClosureValue, owner: EffectOwner? = nil) -> (Subscribers.Completion<MarbleError>) -> Void {
        let run = effect(closure, owner: owner)
        return { completion in
            switch completion {
            case .finished: run(.string("finished"))
            case .failure(let error): run(.string("failure(\(error.message))"))
            }
        }
    }
}
