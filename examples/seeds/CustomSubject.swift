// The seed book's `CustomSubject`: a PassthroughSubject written on CustomSubscription, to
// check its model of how Combine subscribes (testCustomSubjects). Each subscriber gets its
// own CustomSubscription around a `Behavior` that removes it from the subject on cancel.
// From the seed material, "Understand how Combine work by test cases" (Mars, 2019), chapters
// "模拟 Subscription 实现 - II" and "让 CustomSubject 线程安全": the final, thread-safe version
// (subscribers kept in `@Atomic`), as the book prints it without the PDF's line numbers. The
// book shows the class in pieces; they are put together here, with the `SubscriberRecords`
// alias that the book's BufferSubject says is "the same as CustomSubject's". The imports are
// not in the book.

import Combine

public class CustomSubject<Output, Failure: Error>: Subject {
    class Behavior: SubscriptionBehavior {
        // 1
        typealias Input = Output

        // 2
        var demand: Subscribers.Demand = .none
        var upstream: Subscription? = nil
        let downstream: AnySubscriber<Output, Failure>

        // 3
        let subject: CustomSubject<Output, Failure>
        init(subject: CustomSubject<Output, Failure>,
             downstream: AnySubscriber<Output, Failure>) {
            self.subject = subject
            self.downstream = downstream
        }

        // 4
        func request(_ d: Subscribers.Demand) {
            demand += d
            upstream?.request(d)
        }

        // 5
        func cancel() {
            subject.$subscribers.mutate {
                $0.removeValue(forKey: self.combineIdentifier)
            }
        }
    }

    typealias SubscriberRecords =
        Dictionary<CombineIdentifier, CustomSubscription<Behavior>>
    @Atomic<SubscriberRecords>(content: [:]) var subscribers

    public func send(subscription: Subscription) {
        subscription.request(.unlimited)
    }

    public func send(_ value: Output) {
        for (_, sub) in subscribers {
            _ = sub.receive(value)
        }
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        for (_, sub) in subscribers {
            _ = sub.receive(completion: completion)
        }

        $subscribers.mutate { $0.removeAll() }
    }

    // Publisher
    public func receive<S>(subscriber: S)
        where S : Subscriber, Failure == S.Failure, Output == S.Input {
        let behavior = Behavior(
            subject: self, downstream: AnySubscriber(subscriber))
        let subscription = CustomSubscription(behavior: behavior)

        $subscribers.mutate {
            $0[subscription.combineIdentifier] = subscription
        }

        subscription.receive(subscription: Subscriptions.empty)
    }
}
