// `sink(event:)`: a sink that records each value and the completion as one
// `Subscribers.Event`. The seed book's tests call it (testSharedSubject,
// testMulticastSubject, testAnyCancellable: "the `sink(event:)` we wrote ourselves") but the
// book never prints it; this is written here, after what those tests need, and is the one
// helper in examples/seeds/ that is not the book's own code.

import Combine

public extension Publisher {
    func sink(event: @escaping (Subscribers.Event<Output, Failure>) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { event(.complete($0)) },
             receiveValue: { event(.value($0)) })
    }
}
