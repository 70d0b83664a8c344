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
}

extension PipelineBuilder {
    /// A closure that Combine runs for what it does (a sink's `receiveValue`, `handleEvents`'
    /// closures): run on every value the sink takes (not on one it ignores, as a value
    /// `receive(on:)` delivers before the subscription), against the file's variables
    /// (`received.append($0)`, `count += 1`, statement bodies with `if`, `switch`, ...).
    /// An error in the closure is reported against it after the run.
    func effect(_ closure: ClosureValue) -> (MarbleValue) -> Void {
        let log = runErrors
        return { value in
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
    func completionEffect(_ closure: ClosureValue) -> (Subscribers.Completion<MarbleError>) -> Void {
        let run = effect(closure)
        return { completion in
            switch completion {
            case .finished: run(.string("finished"))
            case .failure(let error): run(.string("failure(\(error.message))"))
            }
        }
    }
}
