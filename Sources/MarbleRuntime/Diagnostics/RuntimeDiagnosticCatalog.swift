import MarbleDSL
import MarbleTrace

/// Every message the runtime can produce about a file, in one place so that their wording
/// stays consistent (as `MarbleDSL`'s `DiagnosticCatalog` does for the parser): the message
/// says what was found, `expected` what would have been accepted. Operators, sources, subjects,
/// timing and actions are in `RuntimeDiagnosticCatalog+Pipeline.swift`.
extension RuntimeError {
    // MARK: - Statements and names

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ... }`.
    static func dispatchOnRealClock(_ call: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("\(call) runs its closure on the real clock, which marbles does not have", at: range,
                     expected: "the statements at a virtual time: scheduler.advance(by: 1) before them, or s.send(1, at: 1)")
    }

    static func emptyFile(at range: SourceRange) -> RuntimeError {
        RuntimeError("the file has no statements: there is nothing to draw", at: range,
                     expected: "a source and a subscriber, e.g. s = hot(\"-1-2|\") and C = s.sink()")
    }

    static func notANumberSymbol(_ symbol: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(symbol)' is not a number, and this subject sends numbers", at: range,
                     expected: "a digit, '-' for a tick, '|' to finish or '#' to fail (a letter needs values: [a: 10])")
    }

    static func unknownCombineRelease(_ name: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(name)' is not a Combine release marbles models", at: range,
                     expected: CombineRelease.names.map { "\"\($0.name)\"" }.joined(separator: ", "))
    }

    static func unknownLanesSetting(_ name: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(name)' is not a way to draw a chain's operators", at: range,
                     expected: ChainStages.settings.map { "\"\($0.name)\"" }.joined(separator: ", "))
    }

    static func tickCountOutOfRange(at range: SourceRange) -> RuntimeError {
        RuntimeError("ticks must be between 1 and \(MarbleRunner.maximumTicks)", at: range)
    }

    static func functionArguments(_ name: String, labels: [String?], at range: SourceRange) -> RuntimeError {
        let written = labels.map { ($0 ?? "_") + ":" }.joined()
        return RuntimeError("the arguments of this call do not match the function \(name)(\(written))", at: range,
                            expected: "one argument for each parameter, with its label")
    }

    static func functionRecursesTooDeeply(_ name: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("the function \(name) calls itself more than \(PastedFunction.maximumDepth) levels deep", at: range,
                     expected: "a function that ends its recursion")
    }

    static func alreadyDefined(_ name: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(name)' is already defined", at: range, expected: "a new name")
    }

    /// `b = a`: the same stream bound twice.
    static func aliasDrawsTwice(_ name: String, _ original: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(name) = \(original)' would draw \(original) twice", at: range, expected: "'\(original)' itself")
    }

    static func statementDoesNothing(at range: SourceRange) -> RuntimeError {
        RuntimeError("this statement does nothing", at: range,
                     expected: "an action such as 'send', 'request', 'cancel', 'subscribe', or a binding 'name = ...'")
    }

    /// A name used on a line above the one that binds it.
    static func usedBeforeBinding(_ name: String, boundOnLine line: Int, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(name)' is used before it is bound", at: range,
                     expected: "a name bound above; '\(name)' is bound on line \(line)")
    }

    /// `known` lists the names bound above, or is empty.
    static func unknownName(_ name: String, known: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("unknown name '\(name)'", at: range, expected: known.isEmpty ? "a name bound above (name = ...)" : "one of: \(known)")
    }

    /// An error that is not a `RuntimeError` (a stream's failure thrown while building), as it
    /// prints itself; a `throw` in a closure that cannot throw, as Swift would refuse it.
    static func wrapping(_ error: any Error, at range: SourceRange) -> RuntimeError {
        if let thrown = error as? ClosureThrow {
            return RuntimeError("the closure threw \(thrown.value.description), but this closure cannot throw", at: range,
                                expected: "a try operator (tryMap, tryFilter, tryScan, ...), whose closure's error fails the stream")
        }
        return RuntimeError("\(error)", at: range)
    }

    // MARK: - Arguments

    static func missingArgument(to callee: String, expected: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("missing argument to '\(callee)'", at: range, expected: expected)
    }

    static func missingLabeledArgument(_ label: String, to callee: String, expected: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("missing argument '\(label):' to '\(callee)'", at: range, expected: expected)
    }

    static func noSuchArgument(_ label: String, of callee: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(callee)' has no argument '\(label):'", at: range)
    }

    /// An operator's label it does not accept; `known` are the labels it does, for "did you mean".
    static func unknownArgumentLabel(_ label: String, of callee: String, known: [String], at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(callee)' has no argument '\(label):'", at: range,
                     expected: NameSuggestion.expected(for: label + ":", among: known, what: "a label",
                                                       fallback: known.isEmpty ? "no labelled arguments" : "one of: " + known.joined(separator: ", ")))
    }

    static func tooManyArguments(to callee: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("too many arguments to '\(callee)'", at: range)
    }

    static func notAWholeNumber(_ text: String, expected: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a whole number", at: range, expected: expected)
    }

    static func negative(_ text: String, expected: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is negative", at: range, expected: expected)
    }

    static func notABoolean(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a boolean", at: range, expected: "true or false")
    }

    static func tickOutOfRange(_ tick: Int, at range: SourceRange) -> RuntimeError {
        RuntimeError("tick \(tick) is out of range", at: range, expected: "a tick from 0 to \(MarbleRunner.maximumTicks)")
    }

    static func notADemand(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a demand", at: range, expected: "'.unlimited', '.none', '.max(n)' or a whole number")
    }

    static func notAValue(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a value", at: range, expected: "a number, string or boolean")
    }

    /// `kind` is what was found instead, e.g. `a subscriber`.
    static func notAValueHere(_ kind: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("\(kind) cannot be a value here", at: range, expected: "a value or a publisher")
    }

    static func notAClosure(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a closure", at: range, expected: "a closure such as '{ $0 * 2 }'")
    }

    static func notAPublisher(_ kind: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("\(kind) is not a publisher", at: range, expected: "a publisher or subject")
    }

    /// `owner` is a value's type or an object's kind.
    static func noMember(_ owner: String, _ member: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("\(owner) has no member '\(member)'", at: range)
    }

    /// `$0.z` of a value of `struct Point { let x: Int; let y: Int }`.
    static func noProperty(_ type: String, _ member: String, properties: [String], at range: SourceRange) -> RuntimeError {
        RuntimeError("\(type) has no member '\(member)'", at: range,
                     expected: properties.isEmpty ? "no property: \(type) declares none" : "one of its properties: \(properties.joined(separator: ", "))")
    }

    static func notCallable(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' cannot be called", at: range)
    }

    // MARK: - Closures and the values they compute

    static func closureArgumentUnavailable(_ index: Int, receives count: Int, at range: SourceRange) -> RuntimeError {
        RuntimeError("'$\(index)' is not available here: the closure receives \(count) value(s)", at: range)
    }

    static func unknownClosureName(_ name: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("unknown name '\(name)' in a closure", at: range, expected: "a closure parameter or a literal")
    }

    static func memberNotModelled(_ text: String, of kind: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' of \(kind) is not modelled here", at: range,
                     expected: "what its subscribers receive, or its current value (relay.value, try subject.value())")
    }

    static func duplicateKey(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("the key \(text) is in this dictionary twice", at: range, expected: "each key once")
    }

    static func indexOutOfRange(_ index: Int, count: Int, at range: SourceRange) -> RuntimeError {
        RuntimeError("index \(index) is out of range: the array has \(count) element(s)", at: range,
                     expected: "an index from 0 to \(count - 1)")
    }

    static func cannotSubscript(_ type: String, with key: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("cannot subscript \(type) with \(key)", at: range, expected: "a dictionary with a key, or an array with an Int")
    }

    static func rawValueMismatch(_ text: String, rawType: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("the raw value \(text) is not a distinct \(rawType)", at: range, expected: (rawType == "Int" ? "an Int" : "a String") + " no other case has")
    }

    static func noRawValues(_ type: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("\(type) has no raw values", at: range, expected: "a case, '\(type).name', or raw values: 'enum \(type): Int'")
    }

    static func unknownEnumCase(_ name: String, of type: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("\(type) has no case '\(name)'", at: range, expected: "a case the enum declares")
    }

    static func unwrappedNil(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is nil: the force unwrap '!' stops the run, as Swift traps", at: range,
                     expected: "a value; '?? default', 'if let' or 'guard let' handle nil")
    }

    static func forcedTryThrew(_ error: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'try!' expression unexpectedly raised an error: \(error); the run stops, as Swift traps", at: range,
                     expected: "no error; 'try?' makes it nil, a try operator's closure fails the stream with it")
    }

    static func notAClosureValue(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a value", at: range, expected: "a number, string, boolean, or an expression on them")
    }

    static func stringTooLong(at range: SourceRange) -> RuntimeError {
        RuntimeError("the string grows past \(ValueEvaluator.maximumStringLength) characters", at: range, expected: "shorter values")
    }

    static func valueTooLarge(at range: SourceRange) -> RuntimeError {
        RuntimeError("the value grows past \(ValueEvaluator.maximumValueParts) elements or \(ValueEvaluator.maximumValueDepth) levels of nesting",
                     at: range, expected: "smaller values")
    }

    static func notACondition(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a boolean", at: range, expected: "a condition")
    }

    /// A predicate (`name`, e.g. `filter closure`) that answered something other than a Bool.
    static func predicateNotBool(_ name: String, returned type: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("the \(name) returned \(type), not Bool", at: range)
    }

    static func arithmeticOverflow(at range: SourceRange) -> RuntimeError {
        RuntimeError("arithmetic overflow", at: range)
    }

    static func divisionByZero(at range: SourceRange) -> RuntimeError {
        RuntimeError("division by zero", at: range)
    }

    static func cannotApply(_ op: String, to type: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("cannot apply '\(op)' to \(type)", at: range)
    }

    static func cannotApply(_ op: String, to lhs: String, and rhs: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("cannot apply '\(op)' to \(lhs) and \(rhs)", at: range)
    }

    static func cannotCompare(_ lhs: String, and rhs: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("cannot compare \(lhs) and \(rhs)", at: range)
    }

    static func unknownClosureOperator(_ op: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("unknown operator '\(op)'", at: range)
    }

    // MARK: - Marble strings

    static func notAMarbleString(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a marble string", at: range, expected: "a marble string such as \"-1-2|\"")
    }

    static func marbleStringTooLong(endingAt tick: Int, at range: SourceRange) -> RuntimeError {
        RuntimeError("this marble string runs to tick \(tick)", at: range, expected: "a diagram within \(MarbleRunner.maximumTicks) ticks")
    }

    static func valuesNotADictionary(at range: SourceRange) -> RuntimeError {
        RuntimeError("'values:' takes a dictionary", at: range, expected: "a dictionary such as [a: 10, b: \"hi\"]")
    }

    static func notAMarbleSymbol(_ text: String, at range: SourceRange) -> RuntimeError {
        RuntimeError("'\(text)' is not a marble symbol", at: range, expected: "a single letter or character")
    }

    // MARK: - Runs that stop

    static func stillWorking(atEnd tick: Int, at range: SourceRange) -> RuntimeError {
        RuntimeError("the pipeline still had work at tick \(tick)", at: range, expected: "'ticks N' to end the diagram at tick N")
    }

    static func runaway(at tick: Int, at range: SourceRange) -> RuntimeError {
        RuntimeError("the pipeline keeps scheduling work at tick \(tick) and never advances", at: range, expected: "a pipeline whose clock moves on")
    }

    static func recursedTooDeeply(at tick: Int, at range: SourceRange) -> RuntimeError {
        RuntimeError("the pipeline recursed too deeply at tick \(tick)", at: range,
                     expected: "a publisher that does not subscribe to itself, directly or through a closure")
    }

    static func valueGrewTooLarge(at tick: Int, at range: SourceRange) -> RuntimeError {
        RuntimeError("a value grew past \(ValueEvaluator.maximumValueParts) elements or \(ValueEvaluator.maximumValueDepth) levels of nesting at tick \(tick)",
                     at: range, expected: "smaller values")
    }

    static func tooMuchValueText(by tick: Int, at range: SourceRange) -> RuntimeError {
        RuntimeError("the values of the pipeline held more than \(RunGuard.maximumValueText) bytes of text by tick \(tick)", at: range,
                     expected: "shorter strings, or fewer values")
    }

    /// At the lane or closure that did the most work. A pipeline that is simply big (no
    /// closure or resubscription took part, no burst) is offered a higher limit instead.
    static func tooMuchWork(_ limit: Int, by tick: Int, isSimplyBig: Bool, at range: SourceRange) -> RuntimeError {
        RuntimeError("the pipeline did more than \(limit) steps of work by tick \(tick), more here than anywhere else", at: range,
                     expected: isSimplyBig
                        ? "a smaller pipeline, or a higher limit: --max-steps N"
                        : "fewer values and subscriptions (a retry, flatMap, merge or zip that multiplies them)")
    }
}
