// The seed book's test helpers (its `Subject+Send.swift` and `Subscribers+Event.swift`): a
// subject sends a whole sequence and an optional completion in one call, and a subscriber's
// values and completion are recorded as one `Subscribers.Event` type, so that a test compares
// everything a subscriber received with one XCTAssertEqual.
// From the seed material, "Understand how Combine work by test cases" (Mars, 2019), chapter
// one; the code is as the book prints it, without the PDF's line numbers. The imports are not
// in the book.

import Combine

public extension Subject {
  func send<S: Sequence>(
    sequence: S,
    completion: Subscribers.Completion<Self.Failure>? = nil)
  where S.Element == Self.Output {
    for v in sequence {
      send(v)
    }

    if completion != nil {
      send(completion: completion!)
    }
  }
}

public extension Subscribers {
    enum Event<Value, Failure: Error> {
        case value(Value)
        case complete(Subscribers.Completion<Failure>)
    }
}

extension Subscribers.Event: Equatable
where Value: Equatable, Failure: Equatable {}

public extension Sequence {
    func asEvents<Failure>(
        failure: Failure.Type,
        completion: Subscribers.Completion<Failure>? = nil)
        -> [Subscribers.Event<Element, Failure>] {
        let values = map(Subscribers.Event<Element, Failure>.value)
        guard let completion = completion else { return values }
        return values + [Subscribers.Event<Element, Failure>.complete(completion)]
    }

    func asEvents(completion: Subscribers.Completion<Never>? = nil)
    -> [Subscribers.Event<Element, Never>] {
        return asEvents(failure: Never.self, completion: completion)
    }
}
