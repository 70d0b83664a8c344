// The seed book's `CustomScan`: `Publishers.Scan` written on CustomSubscription. Each
// subscriber gets its own Behavior, which keeps the running state and subscribes upstream
// itself, so two subscribers of one CustomScan compute separately (testCustomSubjects).
// From the seed material, "Understand how Combine work by test cases" (Mars, 2019), chapter
// "模拟 Subscription 实现 - III"; the code as the book prints it in three pieces (properties
// and init, Behavior, receive(subscriber:)), put together, without the PDF's line numbers.
// testCustomSubjects calls `CustomScan(upstream:initialResult:nextPartialResult:)`, a label
// the book's init does not have (it says `initialState:`); the second init below, marked,
// is not the book's: it lets that test compile as printed. The imports are not in the book.

import Combine

public class CustomScan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    let reducer: (Output, Upstream.Output) -> Output
    let upstream: Upstream
    let initialState: Output

    public init(upstream: Upstream,
                initialState: Output,
                nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
        self.initialState = initialState
        self.reducer = nextPartialResult
        self.upstream = upstream
    }

    class Behavior: SubscriptionBehavior {
        typealias Input = Upstream.Output
        var upstream: Subscription? = nil
        let downstream: AnySubscriber<Output, Upstream.Failure>
        var demand: Subscribers.Demand = .none
        let reducer: (Output, Upstream.Output) -> Output
        var state: Output

        init(downstream: AnySubscriber<Output, Upstream.Failure>,
             reducer: @escaping (Output, Upstream.Output) -> Output,
             initialState: Output) {
            self.downstream = downstream
            self.reducer = reducer
            self.state = initialState
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            state = reducer(state, input)
            return downstream.receive(state)
        }
    }

    public func receive<S>(subscriber: S)
      where S: Subscriber, Failure == S.Failure, Output == S.Input {
        let downstream = AnySubscriber(subscriber)
        let behavior = Behavior(
          downstream: downstream, reducer: reducer, initialState: initialState)
        let subscription = CustomSubscription(behavior: behavior)
        upstream.subscribe(subscription)
    }
}

// Not the book's: the label testCustomSubjects uses (see the header).
public extension CustomScan {
    convenience init(upstream: Upstream,
                     initialResult: Output,
                     nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
        self.init(upstream: upstream, initialState: initialResult, nextPartialResult: nextPartialResult)
    }
}
