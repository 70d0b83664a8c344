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

/// How many whole `tick`s a distance is, for any scheduler's stride, with additions only: a
/// stride can add and compare, and its multiplication is no count (`DispatchQueue`'s reads the
/// integer as seconds).
enum SchedulerTicks {
    static func count<Stride: SchedulerTimeIntervalConvertible & Comparable & SignedNumeric>(
        _ distance: Stride, of tick: Stride
    ) -> Int {
        guard tick > .zero, distance >= tick else { return 0 }
        // tick, 2 tick, 4 tick... up to the distance, then the largest that fit, greedily.
        var multiples = [tick]
        while let last = multiples.last, last <= distance - last { multiples.append(last + last) }
        var count = 0
        var rest = distance
        for (power, multiple) in multiples.enumerated().reversed() where multiple <= rest {
            rest -= multiple
            count += 1 << power
        }
        return count
    }
}
