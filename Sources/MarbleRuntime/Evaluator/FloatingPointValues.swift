import MarbleTrace

extension MarbleValue {
    /// A whole number as the `Double` a floating-point subject holds (`3` sent to a
    /// `PassthroughSubject<Double, Never>` is `3.0`); any other value as it is, since Swift
    /// would not have compiled a string or a tuple sent to it.
    var floatingPoint: MarbleValue {
        if case .int(let value) = self { return .double(Double(value)) }
        return self
    }
}

extension MarbleEvents {
    /// The same events with whole-number values as `Double`s (a marble string sent to a
    /// floating-point subject).
    var floatingPoint: MarbleEvents {
        var converted = self
        converted.events = events.map { event in
            guard case .value(let value) = event.kind else { return event }
            return Event(tick: event.tick, kind: .value(value.floatingPoint))
        }
        return converted
    }
}

extension MarbleValue {
    /// `==` as Swift compiles it: where one side is a `Double` and the other a whole number,
    /// the number was a literal Swift typed as a `Double` (`total == 9`, `filter { $0 == 2 }`
    /// over doubles, `XCTAssertEqual(received, [2, 3])`), so they compare as numbers; arrays,
    /// tuples and dictionaries compare element by element the same way.
    func equalsAsSwift(_ other: MarbleValue) -> Bool {
        switch (self, other) {
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)):
            return Double(a) == b
        case (.array(let a), .array(let b)), (.tuple(let a), .tuple(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.equalsAsSwift($1) }
        case (.dictionary(let aKeys, let aValues), .dictionary(let bKeys, let bValues)):
            guard aKeys.count == bKeys.count else { return false }
            return zip(aKeys, aValues).allSatisfy { key, value in
                guard let index = bKeys.firstIndex(where: { $0.equalsAsSwift(key) }) else { return false }
                return bValues[index].equalsAsSwift(value)
            }
        default:
            return self == other
        }
    }
}
