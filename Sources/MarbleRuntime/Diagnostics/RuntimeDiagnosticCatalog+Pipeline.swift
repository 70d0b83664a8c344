import MarbleDSL
import MarbleTrace

/// The runtime's messages about sources, subjects, operators, timing, sharing and actions
/// (the rest are in `RuntimeDiagnosticCatalog.swift`).
extension RuntimeError {
    // MARK: - Sources and subjects

    static func unknownPublisher(_ name: String, known: [String], at range: SourceRange) -> RuntimeError {
        RuntimeError("unknown publisher '\(name)'", at: range,
                     expected: NameSuggestion.expected(for: name, among: known, what: "a publisher",
                                                       fallback: "one of: \(known.joined(separator: ", "))"))
    }

    /// `Publishers.Sequence(sequence: [1, 2])`: what Swift code mostly writes as `.publisher`.
    static func publishersSequence(at range: SourceRange) -> RuntimeError {
        RuntimeError("'Publishers.Sequence' is written as the sequence's publisher here", at: range,
                     expected: "[1, 2, 3].publisher (the same Publishers.Sequence in Combine)")
    }

    /// `kind` is what the closure of `Deferred` built instead, e.g. `a subscriber`.
    static func deferredBuiltNoPublisher(_ kind: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("the closure of Deferred built \(kind), not a publisher", at: range)
    }

    static func unknownReplayFactory(_ name: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("ReplaySubject has no factory '\(name)'", at: range, expected: "'create(bufferSize:)' or 'createUnbounded()'")
    }

    static func negativeBufferSize(at range: SourceRange) -> RuntimeError {
        RuntimeError("a buffer size cannot be negative", at: range, expected: "a whole number, 0 or more")
    }

    static func notABufferLimit(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a buffer limit", at: range, expected: "a whole number, 0 or more, or '.max' for no limit")
    }

    static func notAFullBufferStrategy(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a strategy for a full buffer", at: range,
                     expected: "'.dropOldest', '.dropNewest' or '.customError(\"message\")'")
    }

    static func feedsItsOwnInput(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' would feed its own input, which never ends", at: range, expected: "a subject that is not upstream of this publisher")
    }

    // MARK: - Operators

    static func chainTooDeep(at range: SourceRange) -> RuntimeError {
        RuntimeError("the pipeline is more than \(PipelineBuilder.maximumDepth) operators deep", at: range, expected: "a shorter chain of operators")
    }

    static func unknownOperator(_ name: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("unknown operator '\(name)'", at: range,
                     expected: NameSuggestion.expected(for: name, among: OperatorRegistry.names, what: "an operator",
                                                       fallback: "a Combine operator such as map, filter, scan, merge or flatMap (docs/language.md lists them all)"))
    }

    static func takesNoClosure(_ name: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(name)' takes no closure", at: range)
    }

    /// `sink(at:until:)` cancelling before it subscribes.
    static func cancelBeforeSubscribe(subscribeAt: Int, at range: SourceRange) -> RuntimeError {
        RuntimeError("'until:' is before 'at:'", at: range, expected: "a tick at or after \(subscribeAt)")
    }

    static func indexTooLarge(at range: SourceRange) -> RuntimeError {
        RuntimeError("the index is too large", at: range)
    }

    static func collectZero(at range: SourceRange) -> RuntimeError {
        RuntimeError("'collect(0)' would never publish an array", at: range, expected: "a count of 1 or more")
    }

    static func switchToLatestNotAPublisher(_ value: MarbleValue, at range: SourceRange) -> RuntimeError {
        RuntimeError("switchToLatest received \(value.typeName) '\(value)', not a publisher", at: range,
                     expected: "a publisher of publishers, such as s.map { cold(\"-a|\") }")
    }

    static func negativeRetryCount(_ count: Int, at range: SourceRange) -> RuntimeError {
        RuntimeError("retry count \(count) is negative", at: range, expected: "0 or more retries")
    }

    /// `merge`, `zip`, `combineLatest` with no or too many publishers.
    static func printLabel(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a label for print", at: range, expected: "a string, e.g. print(\"numbers\")")
    }

    static func printStream(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("print writes to the console, not to '\(text)'", at: range, expected: "to: nil, or no to:")
    }

    static func notAnIndexRange(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a range of indexes", at: range, expected: "a range such as 3...5 or 0..<2")
    }

    static func oneToThreePublishers(_ name: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(name)' takes one, two or three publishers", at: range,
                     expected: "'\(name)(p)', '\(name)(p, q)' or '\(name)(p, q, r)', optionally with a closure")
    }

    static func maxPublishersNone(at range: SourceRange) -> RuntimeError {
        RuntimeError("'maxPublishers: .none' would never subscribe to anything", at: range, expected: "'.unlimited' or '.max(n)' with n > 0")
    }

    /// `append`/`prepend` given something that is neither one publisher nor values.
    static func cannotConcatenate(_ text: String, appending: Bool, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' cannot be \(appending ? "appended" : "prepended") here", at: range,
                     expected: "one publisher, or values such as 1, 2")
    }

    /// A closure of `name` (flatMap, catch...) that built `kind` instead of a publisher.
    static func closureBuiltNoPublisher(_ name: String, _ kind: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("the \(name) closure returned \(kind), not a publisher", at: range,
                     expected: "a closure that builds a publisher, such as { cold(\"-a|\") }")
    }

    // MARK: - Timing

    static func notAScheduler(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a scheduler", at: range, expected: PipelineBuilder.schedulerNames)
    }

    static func notATickCount(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a number of ticks", at: range, expected: "a whole number of ticks from 0 to \(MarbleRunner.maximumTicks)")
    }

    static func notAnError(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not an error", at: range, expected: "a closure such as { \"late\" }, or a string")
    }

    /// `text` as written, e.g. `.byCount` or the whole argument.
    static func notATimeGroupingStrategy(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a time grouping strategy", at: range,
                     expected: "'.byTime(main, n)' or '.byTimeOrCount(main, n, count)'")
    }

    static func timerIntervalTooShort(at range: SourceRange) -> RuntimeError {
        RuntimeError("a timer must fire at least every tick", at: range, expected: "an interval of 1 tick or more")
    }

    static func intervalTooShort(at range: SourceRange) -> RuntimeError {
        RuntimeError("the interval must be at least one tick", at: range, expected: "1 or more")
    }

    static func countTooSmall(at range: SourceRange) -> RuntimeError {
        RuntimeError("the count must be at least 1", at: range, expected: "1 or more")
    }

    static func notABufferSize(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a buffer size", at: range, expected: "a whole number, or .max for no limit")
    }

    static func notAPrefetchStrategy(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a prefetch strategy", at: range, expected: ".byRequest or .keepFull")
    }

    static func notABufferingStrategy(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a buffering strategy", at: range, expected: ".dropOldest, .dropNewest or .customError { \"full\" }")
    }

    /// `timeout(_, scheduler: immediate)`: Combine traps there (see `refuseTimeout(on:)`).
    static func timeoutOnImmediate(at range: SourceRange) -> RuntimeError {
        RuntimeError("a timeout on 'immediate' fires inside subscribe, while Combine's Timeout holds its lock: Combine traps there",
                     at: range, expected: "a scheduler with a clock: main or queue(latency: n)")
    }

    // MARK: - Sharing

    static func notConnectable(_ name: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(name)' needs a connectable publisher", at: range,
                     expected: "a publisher made by 'multicast { ... }' or 'makeConnectable()'")
    }

    static func notASubject(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a subject", at: range, expected: "a subject bound above, e.g. 's' after 's = PassthroughSubject<Int>()'")
    }

    static func multicastBuiltNoSubject(_ kind: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("the multicast closure built \(kind), not a subject", at: range)
    }

    // MARK: - Actions

    static func requestOfNothing(at range: SourceRange) -> RuntimeError {
        RuntimeError("a request must ask for at least one value", at: range, expected: "a demand above 0, or '.unlimited'")
    }

    static func cancelBeforeConnect(connectAt: Int, at range: SourceRange) -> RuntimeError {
        RuntimeError("the connection is cancelled before it is made", at: range, expected: "a tick at or after \(connectAt)")
    }

    /// `kind` (e.g. `a publisher`) cannot take the action (`send`, `request`, `cancel`, `connect`).
    static func cannotPerform(_ action: String, on kind: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("\(kind) cannot '\(action)'", at: range, expected: actionTarget(action))
    }

    static func sendToMergeInput(at range: SourceRange) -> RuntimeError {
        RuntimeError("a MergeInput is not sent to", at: range, expected: "'p.merge(into: input)' to feed it from a publisher")
    }

    static func cannotSubscribe(_ kind: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("\(kind) cannot subscribe", at: range, expected: "a subscriber or a subject")
    }

    static func notAMergeInput(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a MergeInput", at: range, expected: "a MergeInput bound above, e.g. 'input = MergeInput<Int>()'")
    }

    /// What can take `action`.
    private static func actionTarget(_ action: String) -> String {
        switch action {
        case "send": return "a subject: send works on PassthroughSubject, CurrentValueSubject, hot(...)"
        case "request": return "a subscriber bound with 'C = p.sink()'"
        case "cancel": return "a subscriber bound with 'C = p.sink()', or a connection 'c = m.connect()'"
        case "connect": return "a publisher made by 'multicast { ... }' or 'makeConnectable()'"
        default: return "a publisher or subject"
        }
    }
}

// MARK: - Pasted Combine code

extension RuntimeError {
    /// An action after `scheduler.run()`, which runs until no work is left.
    static func actionAfterRun(at range: SourceRange) -> RuntimeError {
        RuntimeError("nothing can happen after 'run()'", at: range,
                     expected: "'advance(by:)' to let time pass, and 'run()' last")
    }

    static func notACompletion(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a completion", at: range, expected: ".finished or .failure(error)")
    }

    /// `5...1`: Swift traps on a range whose upper bound is below its lower bound.
    static func emptyRangeBounds(at range: SourceRange) -> RuntimeError {
        RuntimeError("a range cannot end before it starts", at: range, expected: "a lower bound at most the upper bound")
    }

    static func rangeTooLong(at range: SourceRange) -> RuntimeError {
        RuntimeError("a range may hold at most \(RunBudget.rangeLength) numbers", at: range, expected: "a shorter range")
    }

    /// `scheduler.advance(to: instant)`: an instant of the scheduler's own clock.
    static func advanceToAnInstant(at range: SourceRange) -> RuntimeError {
        RuntimeError("'advance(to:)' cannot be followed: its instant is a time of the test scheduler's own clock", at: range,
                     expected: "advance(by:) the time from where the scheduler stands, e.g. advance(by: .seconds(2))")
    }

    /// `MyError(code: 1)` of `struct MyError: Error {}`, `Wrapped()` of
    /// `struct Wrapped: Error { var wrappedError: Error }`: its memberwise initializer is the only one.
    static func structArguments(_ type: String, members: [String], at range: SourceRange) -> RuntimeError {
        guard !members.isEmpty else {
            return RuntimeError("'\(type)' takes no arguments", at: range, expected: "'\(type)()', as the file declares it")
        }
        let labels = members.map { "\($0): …" }.joined(separator: ", ")
        return RuntimeError("'\(type)' is made with its properties' labels, in order", at: range,
                            expected: "'\(type)(\(labels))', as the file declares it")
    }

    static func unknownErrorCase(_ name: String, of type: String, known: [String], at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(type)' has no case '\(name)'", at: range,
                     expected: NameSuggestion.expected(for: name, among: known, what: "a case", fallback: "one of: \(known.joined(separator: ", "))"))
    }

    static func unsupportedFuture(at range: SourceRange) -> RuntimeError {
        RuntimeError("this Future's closure is not one a diagram can run", at: range,
                     expected: "a promise fulfilled at once: { promise in promise(.success(1)) } or promise(.failure(error))")
    }

    /// `x += 1` in a sink's closure, where `x` is not a value the file binds.
    static func notAVariable(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a variable of the file", at: range, expected: "a name bound to a value above, e.g. var count = 0")
    }

    static func notASequence(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a sequence to loop over", at: range, expected: "a range such as 1...5, or an array")
    }

    /// `.interval(1)`, `.minutes(2)`: Combine's scheduler strides have no such unit.
    static func unknownDurationUnit(_ name: String, at range: SourceRange) -> RuntimeError {
        let units = ["seconds", "milliseconds", "microseconds", "nanoseconds"]
        return RuntimeError("'.\(name)' is not a duration of Combine's schedulers", at: range,
                            expected: NameSuggestion.expected(for: name, among: units, what: "a unit",
                                                              fallback: ".seconds(n), .milliseconds(n), .microseconds(n), .nanoseconds(n), or a number of seconds"))
    }

    static func notATickDuration(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a duration for a tick", at: range,
                     expected: "a positive duration with a unit, e.g. .milliseconds(50)")
    }
}

extension RuntimeError {
    static func guardFallsThrough(at range: SourceRange) -> RuntimeError {
        RuntimeError("the 'else' of this guard does not leave the closure", at: range, expected: "'return' or 'throw' at the end of the else block")
    }

    static func noMatchingCase(_ value: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("no case of this switch matches \(value)", at: range, expected: "a 'default:' case")
    }

    /// `xs.bind(to: relay)` where `xs` fails: RxRelay stops there (a fatal error in a debug
    /// build), since nothing may end a relay.
    static func errorBoundToARelay(_ error: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("binding the error '\(error)' to a relay, which RxSwift stops at (a fatal error in a debug build)", at: range,
                     expected: "an observable that does not fail, e.g. with catchAndReturn(...) before bind(to:)")
    }

    /// `observer.onNext()` in `Observable.create { observer in ... }`: no event an observer takes.
    static func notAnObserverCall(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is no event the observer of Observable.create takes", at: range,
                     expected: "observer.onNext(element), observer.onError(error) or observer.onCompleted()")
    }

    static func notALocal(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a variable this closure may change", at: range,
                     expected: "a name declared in the closure with var, or a var of the file")
    }

    /// `assign(to: \.name, on: object)` onto anything but a declared `CurrentValueSubject`.
    static func unsupportedAssign(_ what: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("assign(to:on:) cannot assign to \(what)", at: range,
                     expected: "assign(to: \\.value, on: subject), onto a CurrentValueSubject the file declares")
    }

    /// `cancellable = other.sink { ... }` after `var cancellable = p.sink { ... }`.
    static func assignsAnObject(_ name: String, _ kind: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(name)' holds \(kind), which a diagram does not assign again", at: range,
                     expected: "an assignment to a var holding a value (var count = 0); for another subscription, a new name")
    }

    /// `map { value in value += 1 }`: a closure's parameters are constants, as in Swift.
    static func assignsAParameter(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is a parameter of the closure, which cannot change", at: range,
                     expected: "a local copy to change, e.g. var copy = \(text)")
    }
}
