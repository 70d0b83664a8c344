#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension MarbleRecorder {
    /// A recorder whose clock is `scheduler.now`, counted in `tick`s from the time the recorder
    /// is made: `MarbleRecorder(scheduler: testScheduler, tick: .milliseconds(250))`. Made for
    /// test schedulers (combine-schedulers' `TestScheduler`, `DispatchQueue.test`); any
    /// scheduler's `now` works.
    public convenience init<S: Scheduler>(scheduler: S, tick: S.SchedulerTimeType.Stride,
                                          title: String? = nil, unit: String? = nil) {
        let start = scheduler.now
        self.init(title: title, unit: unit, now: { SchedulerTicks.count(start.distance(to: scheduler.now), of: tick) })
    }
}

/// How many whole `tick`s a distance is, for any scheduler's stride (which can multiply and
/// compare, not divide).
enum SchedulerTicks {
    static func count<Stride: SchedulerTimeIntervalConvertible & Comparable & SignedNumeric>(
        _ distance: Stride, of tick: Stride
    ) -> Int {
        guard tick > .zero, distance > .zero else { return 0 }
        // Doubling to an upper bound, then halving the gap: log steps, multiplications only.
        var high = 1
        while tick * Stride(exactly: high)! <= distance { high *= 2 }
        var low = high / 2
        while high - low > 1 {
            let middle = (low + high) / 2
            if tick * Stride(exactly: middle)! <= distance { low = middle } else { high = middle }
        }
        return low
    }
}
