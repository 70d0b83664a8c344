import Reactive
import XCTest

/// Demand that a subscriber returns from `receive(_:)` and that makes its demand unlimited
/// (review finding 2). Apple's `Merge` (`_Merged`, as two reconstructions from Combine's
/// binary show it: OpenCombine's `merge-publisher` branch and OpenSwiftUIProject/OpenCombine's
/// audited `Publishers.Merge.swift`) adds that demand to its count and answers the sending
/// upstream `.max(1)`, but asks no upstream for unlimited; from then on each value takes the
/// unlimited path and hands its upstream what the subscriber returned. OpenCombine's
/// `FlatMap`, a port of Apple's, does the same. So values a subject sends after its demand is
/// used up are lost, and a demand-respecting upstream stops. These tests pin that behaviour.
final class MergeDemandFromReceiveTests: XCTestCase {
    /// One value asked for; the first value makes the demand unlimited, later ones add none.
    private func unlimitedAfterFirst() -> TrackingSubscriber<Int> {
        var seen = 0
        return TrackingSubscriber<Int>(demand: .max(1)) { _ in
            seen += 1
            return seen == 1 ? .unlimited : .none
        }
    }

    func testMergeAsksNoUpstreamForMoreWhenReceiveMakesDemandUnlimited() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let c = unlimitedAfterFirst()
        a.merge(with: b).subscribe(c)
        for value in [1, 2, 3] { a.send(value) }
        for value in [4, 5] { b.send(value) }
        a.send(completion: .finished)
        b.send(completion: .finished)
        // 2 uses the `.max(1)` that 1 gave back to `a`; 4 the `.max(1)` `b` was asked for.
        XCTAssertEqual(c.history, [.subscription, .value(1), .value(2), .value(4), .finished])
    }

    func testFlatMapMergingInnersBehavesAsMerge() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let c = unlimitedAfterFirst()
        Publishers.Sequence<PassthroughSubject<Int, TestError>, TestError>([a, b]).flatMap { $0 }.subscribe(c)
        for value in [1, 2, 3] { a.send(value) }
        for value in [4, 5] { b.send(value) }
        XCTAssertEqual(c.history, [.subscription, .value(1), .value(2), .value(4)])
    }

    /// Cold upstreams wait for demand: the one that sent first is left with none and never
    /// finishes, so neither does the merge.
    func testMergeOfColdUpstreamsStopsWhenReceiveMakesDemandUnlimited() {
        let a = Publishers.Sequence<Int, TestError>([1, 2, 3])
        let b = Publishers.Sequence<Int, TestError>([4, 5])
        let c = unlimitedAfterFirst()
        a.merge(with: b).subscribe(c)
        XCTAssertEqual(c.history, [.subscription, .value(1), .value(2), .value(4), .value(5)])
    }

    /// Unlimited demand from `request(_:)` (not from a `receive`) reaches every upstream.
    func testUnlimitedRequestReachesEveryUpstream() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let c = TrackingSubscriber<Int>(demand: .max(1))
        a.merge(with: b).subscribe(c)
        a.send(1)
        c.subscription?.request(.unlimited)
        for value in [2, 3] { a.send(value) }
        for value in [4, 5] { b.send(value) }
        XCTAssertEqual(c.values, [1, 2, 3, 4, 5])
    }
}
