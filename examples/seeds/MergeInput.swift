// The seed book's `MergeInput`: a publisher that subscribes to any number of upstreams
// (`publisher.merge(into: input)`) and passes their values on through one
// PassthroughSubject, keeping the upstream sinks itself and cancelling them when it goes
// (testMergeInput). It never finishes.
// From the seed material, "Understand how Combine work by test cases" (Mars, 2019), chapter
// "Combine 中的多重订阅 - I" (multiple subscriptions, the book's MergeSink.swift); the code as
// the book prints it in pieces, put together, without the PDF's line numbers. The book's
// PDF lost the "(" after `Subscribers.Sink<I, P.Failure>` in `subscribe(_:)`; the web
// version of the same chapter has it. The imports are not in the book.

import Combine

public class MergeInput<I>: Publisher, Cancellable {
  public typealias Output = I
  public typealias Failure = Never

  private let subscriptions = AtomicBox(
    Dictionary<CombineIdentifier, Subscribers.Sink<I, Never>>())
  private let subject = PassthroughSubject<I, Never>()

  public init() {}

  public func receive<S>(subscriber: S)
    where S: Subscriber, S.Failure == Never, S.Input == I {
    subject.receive(subscriber: subscriber)
  }

  public func cancel() {
    subscriptions.mutate {
      $0.values.forEach { $0.cancel() }
      $0.removeAll()
    }
  }

  deinit { cancel() }

  public func subscribe<P>(_ publisher: P)
    where P: Publisher, P.Output == I, P.Failure == Never {
    var identifier: CombineIdentifier?

    let sink = Subscribers.Sink<I, P.Failure>(
      receiveCompletion: { _ in
        self.subscriptions.mutate {
          _ = $0.removeValue(forKey: identifier!)
        }
      }, receiveValue: {
        self.subject.send($0)
      })

    identifier = sink.combineIdentifier
    subscriptions.mutate { $0[sink.combineIdentifier] = sink }

    publisher.subscribe(sink)
  }
}

public extension Publisher where Failure == Never {
  func merge(into mergeInput: MergeInput<Output>) {
    mergeInput.subscribe(self)
  }
}
