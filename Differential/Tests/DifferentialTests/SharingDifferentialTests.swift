import OpenCombine
import XCTest

/// multicast, makeConnectable, connect, autoconnect and share, against OpenCombine: late
/// subscribers, limited demand, cancellation of subscribers and of the connection,
/// failure, and same-tick ordering.
final class SharingDifferentialTests: XCTestCase {
    /// `a` hot "-1-2-3-4|" and `b = a.scan(10, +)`: the source of scenarios 6 to 9.
    private static let source = """
        a = PassthroughSubject<Int>()
        b = a.scan(10, +)

        """

    // MARK: - Scenarios 6, 7 and 9

    func testMulticastPassthroughSharesOneScan() {
        assertSameAsOpenCombine(Self.source + """
            m = b.multicast { PassthroughSubject() }.autoconnect()
            C = m.sink()
            D = m.sink(at: 4)
            a.send("-1-2-3-4|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.scan(10, +).multicast { PassthroughSubject<Int, TestFailure>() }.autoconnect()
            rig.sink("C", m)
            rig.sink("D", m, at: 4)
            rig.send(a, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testMulticastCurrentValueGivesALateSubscriberTheLatestResult() {
        assertSameAsOpenCombine(Self.source + """
            m = b.multicast { CurrentValueSubject(0) }.autoconnect()
            C = m.sink()
            D = m.sink(at: 4)
            a.send("-1-2-3-4|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.scan(10, +).multicast { CurrentValueSubject<Int, TestFailure>(0) }.autoconnect()
            rig.sink("C", m)
            rig.sink("D", m, at: 4)
            rig.send(a, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testDiscardedConnectionDeliversNothing() {
        assertSameAsOpenCombine(Self.source + """
            m = b.multicast { PassthroughSubject() }
            _ = m.connect()
            C = m.sink()
            D = m.sink(at: 4)
            a.send("-1-2-3-4|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.scan(10, +).multicast { PassthroughSubject<Int, TestFailure>() }
            rig.at(0) { m.connect().cancel() }
            rig.sink("C", m)
            rig.sink("D", m, at: 4)
            rig.send(a, "-1-2-3-4|")
            return rig.run()
        }
    }

    // MARK: - connect

    func testKeptConnectionUntilItIsCancelled() {
        assertSameAsOpenCombine(Self.source + """
            m = b.multicast { PassthroughSubject() }
            C = m.sink()
            D = m.sink(at: 4)
            c = m.connect(at: 2)
            c.cancel(at: 6)
            a.send("-1-2-3-4|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.scan(10, +).multicast { PassthroughSubject<Int, TestFailure>() }
            rig.sink("C", m)
            rig.sink("D", m, at: 4)
            var connection: (any Cancellable)?
            rig.at(2) { connection = m.connect() }
            rig.at(6) { connection?.cancel() }
            rig.send(a, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testConnectBeforeAnySubscriber() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            m = a.multicast { PassthroughSubject() }
            m.connect()
            C = m.sink(at: 2)
            a.send("-1-2-3|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.multicast { PassthroughSubject<Int, TestFailure>() }
            rig.at(0) { rig.keep(m.connect()) }
            rig.sink("C", m, at: 2)
            rig.send(a, "-1-2-3|")
            return rig.run()
        }
    }

    func testConnectingTwiceFeedsTheSubjectTwice() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            m = a.multicast { PassthroughSubject() }
            C = m.sink()
            m.connect()
            m.connect(at: 2)
            a.send("-1-2-3|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.multicast { PassthroughSubject<Int, TestFailure>() }
            rig.sink("C", m)
            rig.at(0) { rig.keep(m.connect()) }
            rig.at(2) { rig.keep(m.connect()) }
            rig.send(a, "-1-2-3|")
            return rig.run()
        }
    }

    func testMakeConnectableLosesWhatComesBeforeTheConnection() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            m = a.makeConnectable()
            C = m.sink()
            D = m.sink(at: 1)
            m.connect(at: 3)
            a.send("-1-2-3-4|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            // OpenCombine (as Combine) offers makeConnectable() only when Failure == Never;
            // it is multicast(subject: PassthroughSubject()) there, which is what we build.
            let m = a.multicast(subject: PassthroughSubject<Int, TestFailure>())
            rig.sink("C", m)
            rig.sink("D", m, at: 1)
            rig.at(3) { rig.keep(m.connect()) }
            rig.send(a, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testMakeConnectableOverASequenceWaitsForDemand() {
        assertSameAsOpenCombine("""
            m = [1, 2, 3].publisher.makeConnectable()
            C = m.sink(demand: 0)
            m.connect(at: 1)
            C.request(2, at: 3)
            """) { rig in
            let m = Publishers.Sequence<[Int], TestFailure>(sequence: [1, 2, 3]).multicast(subject: PassthroughSubject<Int, TestFailure>())
            let c = rig.sink("C", m, demand: .none)
            rig.at(1) { rig.keep(m.connect()) }
            rig.at(3) { c.request(.max(2)) }
            return rig.run()
        }
    }

    func testCancellingTheConnectionStopsEveryoneWithoutCompletion() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            m = a.multicast { CurrentValueSubject(0) }
            C = m.sink()
            D = m.sink(at: 2)
            c = m.connect()
            c.cancel(at: 4)
            E = m.sink(at: 5)
            a.send("-1-2-3-4|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.multicast { CurrentValueSubject<Int, TestFailure>(0) }
            rig.sink("C", m)
            rig.sink("D", m, at: 2)
            var connection: (any Cancellable)?
            rig.at(0) { connection = m.connect() }
            rig.at(4) { connection?.cancel() }
            rig.sink("E", m, at: 5)
            rig.send(a, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testMulticastWithABoundSubject() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            s = PassthroughSubject<Int>()
            m = a.multicast(subject: s)
            C = s.sink()
            D = m.sink()
            m.connect(at: 1)
            a.send("-1-2-3|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let s = PassthroughSubject<Int, TestFailure>()
            let m = a.multicast(subject: s)
            rig.sink("C", s)
            rig.sink("D", m)
            rig.at(1) { rig.keep(m.connect()) }
            rig.send(a, "-1-2-3|")
            return rig.run()
        }
    }

    // MARK: - Limited demand

    func testMulticastWithLimitedDemandDropsWhatWasNotRequested() {
        assertSameAsOpenCombine(Self.source + """
            m = b.multicast { PassthroughSubject() }.autoconnect()
            C = m.sink(demand: 1)
            D = m.sink(at: 2, demand: 0)
            C.request(1, at: 5)
            D.request(2, at: 4)
            a.send("-1-2-3-4|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.scan(10, +).multicast { PassthroughSubject<Int, TestFailure>() }.autoconnect()
            let c = rig.sink("C", m, demand: .max(1))
            let d = rig.sink("D", m, at: 2, demand: .none)
            rig.at(5) { c.request(.max(1)) }
            rig.at(4) { d.request(.max(2)) }
            rig.send(a, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testMulticastCurrentValueWithLimitedDemand() {
        assertSameAsOpenCombine(Self.source + """
            m = b.multicast { CurrentValueSubject(0) }.autoconnect()
            C = m.sink(demand: 0)
            C.request(1, at: 4)
            C.request(1, at: 6)
            a.send("-1-2-3-4|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.scan(10, +).multicast { CurrentValueSubject<Int, TestFailure>(0) }.autoconnect()
            let c = rig.sink("C", m, demand: .none)
            rig.at(4) { c.request(.max(1)) }
            rig.at(6) { c.request(.max(1)) }
            rig.send(a, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testShareWithLimitedDemand() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            m = a.map { $0 * 10 }.share()
            C = m.sink(demand: 2)
            D = m.sink(demand: 0)
            D.request(1, at: 4)
            a.send("-1-2-3-4|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.map { $0 * 10 }.share()
            rig.sink("C", m, demand: .max(2))
            let d = rig.sink("D", m, demand: .none)
            rig.at(4) { d.request(.max(1)) }
            rig.send(a, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testShareOverASequenceDeliversWhenTheFirstSubscriberAsks() {
        assertSameAsOpenCombine("""
            m = [1, 2, 3].publisher.share()
            C = m.sink(demand: 0)
            D = m.sink()
            C.request(1, at: 2)
            """) { rig in
            let m = Publishers.Sequence<[Int], TestFailure>(sequence: [1, 2, 3]).share()
            let c = rig.sink("C", m, demand: .none)
            rig.sink("D", m)
            rig.at(2) { c.request(.max(1)) }
            return rig.run()
        }
    }

    // MARK: - share, autoconnect and cancellation

    func testShareGivesALateSubscriberOnlyLaterValues() {
        assertSameAsOpenCombine(Self.source + """
            m = b.share()
            C = m.sink()
            D = m.sink(at: 4)
            a.send("-1-2-3-4|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.scan(10, +).share()
            rig.sink("C", m)
            rig.sink("D", m, at: 4)
            rig.send(a, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testAutoconnectStaysConnectedWhileOneSubscriberRemains() {
        assertSameAsOpenCombine(Self.source + """
            m = b.multicast { PassthroughSubject() }.autoconnect()
            C = m.sink(until: 2)
            D = m.sink(at: 1)
            a.send("-1-2-3-4|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.scan(10, +).multicast { PassthroughSubject<Int, TestFailure>() }.autoconnect()
            rig.sink("C", m, until: 2)
            rig.sink("D", m, at: 1)
            rig.send(a, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testShareReconnectsAfterTheLastSubscriberCancelled() {
        assertSameAsOpenCombine(Self.source + """
            m = b.share()
            C = m.sink(until: 2)
            D = m.sink(at: 4)
            a.send("-1-2-3-4|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.scan(10, +).share()
            rig.sink("C", m, until: 2)
            rig.sink("D", m, at: 4)
            rig.send(a, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testAutoconnectReconnectsToACurrentValueSubjectThatRemembers() {
        assertSameAsOpenCombine(Self.source + """
            m = b.multicast { CurrentValueSubject(0) }.autoconnect()
            C = m.sink(until: 2)
            D = m.sink(at: 4)
            a.send("-1-2-3-4|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.scan(10, +).multicast { CurrentValueSubject<Int, TestFailure>(0) }.autoconnect()
            rig.sink("C", m, until: 2)
            rig.sink("D", m, at: 4)
            rig.send(a, "-1-2-3-4|")
            return rig.run()
        }
    }

    func testShareSubscriberAfterCompletionGetsTheCompletion() {
        assertSameAsOpenCombine(Self.source + """
            m = b.share()
            C = m.sink()
            D = m.sink(at: 6)
            a.send("-1-2|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.scan(10, +).share()
            rig.sink("C", m)
            rig.sink("D", m, at: 6)
            rig.send(a, "-1-2|")
            return rig.run()
        }
    }

    func testMulticastFailureReachesEverySubscriber() {
        assertSameAsOpenCombine(Self.source + """
            m = b.multicast { PassthroughSubject() }.autoconnect()
            C = m.sink()
            D = m.sink(at: 2, demand: 0)
            E = m.sink(at: 5)
            a.send("-1-2#", error: "boom")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.scan(10, +).multicast { PassthroughSubject<Int, TestFailure>() }.autoconnect()
            rig.sink("C", m)
            rig.sink("D", m, at: 2, demand: .none)
            rig.sink("E", m, at: 5)
            rig.send(a, "-1-2#", error: "boom")
            return rig.run()
        }
    }

    func testSameTickConnectAndSendFollowStatementOrder() {
        assertSameAsOpenCombine("""
            a = PassthroughSubject<Int>()
            m = a.multicast { PassthroughSubject() }
            C = m.sink()
            a.send(1, at: 2)
            m.connect(at: 2)
            a.send(2, at: 2)
            a.send(3, at: 3)
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.multicast { PassthroughSubject<Int, TestFailure>() }
            rig.sink("C", m)
            rig.at(2) { a.send(1) }
            rig.at(2) { rig.keep(m.connect()) }
            rig.at(2) { a.send(2) }
            rig.at(3) { a.send(3) }
            return rig.run()
        }
    }

    func testDiscardedSinkOfAnAutoconnectDisconnectsAtOnce() {
        assertSameAsOpenCombine(Self.source + """
            m = b.multicast { PassthroughSubject() }.autoconnect()
            _ = m.sink()
            C = m.sink(at: 2)
            a.send("-1-2-3|")
            """) { rig in
            let a = PassthroughSubject<Int, TestFailure>()
            let m = a.scan(10, +).multicast { PassthroughSubject<Int, TestFailure>() }.autoconnect()
            rig.discardedSink(m)
            rig.sink("C", m, at: 2)
            rig.send(a, "-1-2-3|")
            return rig.run()
        }
    }
}
