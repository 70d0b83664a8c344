// The seed book's `CustomDemandSink`: a subscriber that asks for one value at a time while
// its budget (`demand`) lasts, with `increaseDemand(_:)` to ask its subscription for more
// from outside, so a test can watch a subject drop what was sent without demand (testDemand).
// From the seed material, "Understand how Combine work by test cases" (Mars, 2019), chapter
// "Combine 事件供给机制的回顾" (demand revisited); the code as the book prints it in pieces,
// put together, without the PDF's line numbers. The imports are not in the book.

import Combine

public struct CustomDemandSink<Input, Failure: Error>
  : Subscriber, Cancellable {
  public let combineIdentifier: CombineIdentifier = CombineIdentifier()
  let activeSubscription =
    AtomicBox<(demand: Int, subscription: Subscription?)>((0, nil))
  let value: (Input) -> Void
  let completion: (Subscribers.Completion<Failure>) -> Void

  public init(
    demand: Int,
    receiveValue: @escaping ((Input) -> Void),
    receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void)) {
    activeSubscription.mutate { $0.demand = demand }
    self.value = receiveValue
    self.completion = receiveCompletion
  }

  public func increaseDemand(_ value: Int) {
    activeSubscription.mutate {
      $0.subscription?.request(.max(value))
    }
  }

  public func cancel() {
    activeSubscription.mutate {
      $0.subscription?.cancel()
      $0 = (0, nil)
    }
  }

  public func receive(subscription: Subscription) {
    activeSubscription.mutate {
      if $0.subscription == nil {
        $0.subscription = subscription

        if $0.demand > 0 {
          $0.demand -= 1
          subscription.request(.max(1))
        }
      }
    }
  }

  public func receive(_ input: Input) -> Subscribers.Demand {
    value(input)

    var demand = Subscribers.Demand.none
    activeSubscription.mutate {
      if $0.demand > 0 {
        $0.demand -= 1
        demand = .max(1)
      }
    }

    return demand
  }

  public func receive(completion c: Subscribers.Completion<Failure>) {
    completion(c)
    activeSubscription.mutate {
      $0 = (0, nil)
    }
  }
}
