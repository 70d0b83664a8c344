//
//  UpstreamSide.swift
//  OpenCombineSupplements
//

#if os(Linux) // as the OpenCombine dependency; not !canImport(Combine): see Package.swift
import OpenCombine

/// The subscriber a merge or a combineLatest attaches to one of its upstreams: it passes
/// every call on to the combining subscription, which knows (from the closures it made)
/// which upstream the call comes from.
final class UpstreamSide<Input, Failure: Error>: Subscriber {
    private let subscribed: (Subscription) -> Void
    private let received: (Input) -> Subscribers.Demand
    private let completed: (Subscribers.Completion<Failure>) -> Void

    init(subscribed: @escaping (Subscription) -> Void,
         received: @escaping (Input) -> Subscribers.Demand,
         completed: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.subscribed = subscribed
        self.received = received
        self.completed = completed
    }

    func receive(subscription: Subscription) { subscribed(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { received(input) }
    func receive(completion: Subscribers.Completion<Failure>) { completed(completion) }
}
#endif
