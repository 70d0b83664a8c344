import DequeModule

/// The memory of a `BufferSubject`, as the `Buffer` of the source material: values (each
/// with the tick it was sent, for replay records) and at most one completion.
///
/// The subject keeps one, and every subscription gets its own copy at subscription time:
/// it replays the copy, and buffers there what arrives while it has no demand.
struct SubjectBuffer<Output, Failure: Error> {
    struct Entry {
        var value: Output
        var tick: Int
    }

    enum Event {
        case value(Entry)
        case completion(Subscribers.Completion<Failure>)
    }

    private(set) var values = Deque<Entry>()
    private(set) var completion: Subscribers.Completion<Failure>?
    let limit: Int
    let strategy: BufferSubject<Output, Failure>.Strategy

    init(limit: Int, strategy: BufferSubject<Output, Failure>.Strategy) {
        self.limit = limit
        self.strategy = strategy
    }

    var isEmpty: Bool { values.isEmpty && completion == nil }

    /// Adds a value; returns the value the buffer lost instead, if any: the one evicted
    /// when full, or the one refused (after a `customError`, or when the limit is 0).
    ///
    /// `.dropNewest` evicts the newest value *already buffered* and keeps the incoming one,
    /// as the source material's `Buffer.push` does (`removeLast()` then `append`).
    mutating func push(_ entry: Entry) -> Entry? {
        guard completion == nil else { return entry }
        guard values.count >= limit else {
            values.append(entry)
            return nil
        }
        switch strategy {
        case .dropOldest, .dropNewest:
            guard !values.isEmpty else { return entry }
            let evicted = strategy.isDropOldest ? values.removeFirst() : values.removeLast()
            values.append(entry)
            return evicted
        case .customError(let makeError):
            completion = .failure(makeError())
            return entry
        }
    }

    /// Keeps the first completion only.
    mutating func push(completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
    }

    /// Takes the oldest value, or once values are out the completion, or `nil` if empty.
    mutating func fetch() -> Event? {
        if !values.isEmpty {
            return .value(values.removeFirst())
        }
        if let completion {
            self.completion = nil
            return .completion(completion)
        }
        return nil
    }
}
