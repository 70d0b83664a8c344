import CombineSchedulers
import Dispatch
import OpenCombine

/// The language's schedulers on the reference side: `main` is the rig's test scheduler,
/// `immediate` OpenCombine's `ImmediateScheduler`, and `queue(latency: n)` a wrapper that
/// runs every job `n` ticks later than the test scheduler would.
extension ReferenceRig {
    /// `main`
    var main: TestSchedulerOf<DispatchQueue> { scheduler }

    /// `immediate`
    var immediate: OpenCombine.ImmediateScheduler { .shared }

    /// `queue(latency: n)`
    func queue(latency: Int) -> LatencyScheduler {
        LatencyScheduler(base: scheduler, latency: .seconds(latency))
    }
}

/// A scheduler that is always `latency` behind its base: every job, whatever date it asks
/// for, runs `latency` later.
final class LatencyScheduler: Scheduler {
    typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    typealias SchedulerOptions = DispatchQueue.SchedulerOptions

    private let base: TestSchedulerOf<DispatchQueue>
    private let latency: SchedulerTimeType.Stride

    init(base: TestSchedulerOf<DispatchQueue>, latency: SchedulerTimeType.Stride) {
        self.base = base
        self.latency = latency
    }

    var now: SchedulerTimeType { base.now }
    var minimumTolerance: SchedulerTimeType.Stride { base.minimumTolerance }

    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        base.schedule(after: base.now.advanced(by: latency), tolerance: .zero, options: nil, action)
    }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void) {
        base.schedule(after: date.advanced(by: latency), tolerance: tolerance, options: nil, action)
    }

    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        base.schedule(after: date.advanced(by: latency), interval: interval, tolerance: tolerance, options: nil, action)
    }
}
