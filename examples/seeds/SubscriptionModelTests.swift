// The seed book's tests of Combine's subscription model: a sink receives what a subject
// sends (testSubjectSink), through a Scan too (testScan); two subscribers of one Scan each
// get their own subscription chain (testSequenceABCD); a Deferred makes a new subject per
// subscriber, so the later one hears only its own (testDeferredSubjects); and the book's own
// CustomSubject and CustomScan behave the same way (testCustomSubjects), which is what
// checks its model of Subscription.
// From the seed material, "Understand how Combine work by test cases" (Mars, 2019), chapter
// one and "模拟 Subscription 实现 - III"; the book's test functions as printed, without the
// PDF's line numbers, in an XCTestCase of their own (the book keeps all its tests in one
// CustomCombineTests class). Where the PDF garbled a listing it is put together here:
// - testSequenceABCD: the PDF prints its start twice, once mangled into text that is not
//   Swift (`scanB.sink(sinkC)`, `receivedC[0].value`, `sinkC.receiveCompletion()`, part of
//   a figure); kept are lines 1-14 of the first listing and 15-30 of the second, which
//   continue it, and a ")" the PDF lost at the end of `sinkD`'s initialiser.
// - testDeferredSubjects: the book shows it in three listings that continue one another,
//   put together; the first printed `Deferred { () -> PassthroughSubject<Int, Never> } in`
//   with a stray "}".
// - testCustomSubjects: the complete listing (a later screenshot shows only its start);
//   two ")" the PDF lost at the end of `sinkC`'s and `sinkD`'s initialisers.
// All five hold against OpenCombine 0.14.0 on Linux (scripts/check-seeds.sh).

import Combine
import XCTest

final class SubscriptionModelTests: XCTestCase {
    func testSubjectSink() {
        let subject = PassthroughSubject<Int, Never>()
        var received = [Subscribers.Event<Int, Never>]()
        let sink = Subscribers.Sink<Int, Never>(
            receiveCompletion: {
                received.append(.complete($0))
            },
            receiveValue: {
                received.append(.value($0))
           })

       subject.subscribe(sink)
       subject.send(sequence: 1...3, completion: .finished)

       XCTAssertEqual(received, (1...3).asEvents(completion: .finished))
    }

    func testScan() {
        let subjectA = PassthroughSubject<Int, Never>()
        let scanB = Publishers.Scan(
            upstream: subjectA,
            initialResult: 10, nextPartialResult: +)

        var received = [Subscribers.Event<Int, Never>]()
        let sink = Subscribers.Sink<Int, Never>(
            receiveCompletion: {
                received.append(.complete($0))
            },
            receiveValue: {
                received.append(.value($0))
            })

        scanB.subscribe(sink)
        subjectA.send(sequence: 1...3, completion: .finished)

        XCTAssertEqual(received, [11, 13, 16].asEvents(completion: .finished))
    }

    func testSequenceABCD() {
        let subjectA = PassthroughSubject<Int, Never>()
        let scanB = Publishers.Scan(
            upstream: subjectA, initialResult: 10, nextPartialResult: +)

        var receivedC = [Subscribers.Event<Int, Never>]()
        let sinkC = Subscribers.Sink<Int, Never>(
            receiveCompletion: {
                receivedC.append(.complete($0))
           },
           receiveValue: {
               receivedC.append(.value($0))
           }
       )

       var receivedD = [Subscribers.Event<Int, Never>]()
       let sinkD = Subscribers.Sink<Int, Never>(
           receiveCompletion: {
               receivedD.append(.complete($0))
           },
           receiveValue: {
               receivedD.append(.value($0))
           })

       scanB.subscribe(sinkC)
       scanB.subscribe(sinkD)
       subjectA.send(sequence: 1...3, completion: .finished)

       XCTAssertEqual(receivedC, [11, 13, 16].asEvents(completion: .finished))
       XCTAssertEqual(receivedD, [11, 13, 16].asEvents(completion: .finished))
    }

    func testDeferredSubjects() {
        var subjects = [PassthroughSubject<Int, Never>]()
        let deferred = Deferred { () -> PassthroughSubject<Int, Never> in
            let request = PassthroughSubject<Int, Never>()
            subjects.append(request)

        return request
    }

    let scanB = Publishers.Scan(
        upstream: deferred, initialResult: 10, nextPartialResult: +)

        var receivedC = [Subscribers.Event<Int, Never>]()
        let sinkC = Subscribers.Sink<Int, Never>(
            receiveCompletion: {
                receivedC.append(.complete($0))
            },
            receiveValue: {
                receivedC.append(.value($0))
            })

        var receivedD = [Subscribers.Event<Int, Never>]()
        let sinkD = Subscribers.Sink<Int, Never>(
            receiveCompletion: {
                receivedD.append(.complete($0))
            },
            receiveValue: {
                receivedD.append(.value($0))
            })

    scanB.subscribe(sinkC)
    subjects[0].send(sequence: 1...2, completion: nil)

    scanB.subscribe(sinkD)
    subjects[0].send(sequence: 3...4, completion: .finished)
    subjects[1].send(sequence: 1...4, completion: .finished)

    XCTAssertEqual(receivedC, [11, 13, 16, 20].asEvents(completion: .finished))
    XCTAssertEqual(receivedD, [11, 13, 16, 20].asEvents(completion: .finished))
    }

    func testCustomSubjects() {
      var subjects = [CustomSubject<Int, Never>]()
      let deferred = Deferred { () -> CustomSubject<Int, Never> in
        let request = CustomSubject<Int, Never>()
        subjects.append(request)

        return request
      }

      let scanB = CustomScan(
        upstream: deferred,
        initialResult: 10,
        nextPartialResult: +)

      var receivedC = [Subscribers.Event<Int, Never>]()
      let sinkC = Subscribers.Sink<Int, Never>(
        receiveCompletion: {
          receivedC.append(.complete($0))
    },
    receiveValue: {
      receivedC.append(.value($0))
    })

    var receivedD = [Subscribers.Event<Int, Never>]()
    let sinkD = Subscribers.Sink<Int, Never>(
      receiveCompletion: {
        receivedD.append(.complete($0))
      },
      receiveValue: {
        receivedD.append(.value($0))
      })

    scanB.subscribe(sinkC)
    subjects[0].send(sequence: 1...2, completion: nil)

    scanB.subscribe(sinkD) // `sinkD` does not receive events in `subjects[0]`
    subjects[0].send(sequence: 3...4, completion: .finished)
    subjects[1].send(sequence: 1...4, completion: .finished)

    XCTAssertEqual(receivedC, [11, 13, 16, 20].asEvents(completion: .finished))
    XCTAssertEqual(receivedD, [11, 13, 16, 20].asEvents(completion: .finished))
    }
}
