import CStackBounds
import MarbleDSL
import MarbleTrace

/// Keeps a run from hanging or overflowing the stack: it counts the work a run does (each
/// recorded signal, subscription, publisher built by a closure, resubscription of `retry`)
/// and watches how deep the run has recursed. A pipeline that subscribes to itself
/// (`f = s.flatMap { f }`), multiplies its values (`b = a.merge(with: a)` forty times over)
/// or resubscribes a failing source a billion times runs inside one action of the clock,
/// where the scheduler's cap on actions cannot stop it.
///
/// Once either limit is hit the run is *halted*: probes stop passing anything on, closures
/// stop building publishers and the clock stops, so the engine unwinds without more work
/// and the run reports an error instead of a trace.
final class RunGuard {
    /// The most steps of work a run may do unless told otherwise (`--max-steps`).
    static let defaultMaximumWork = RunBudget.steps

    /// The most steps of work this run may do.
    let maximumWork: Int

    /// The most bytes of text the recorded values of a run may hold (UTF-8 of strings and
    /// labels). Counting steps alone let a million values of 10,000 characters each through:
    /// gigabytes for a trace that no drawing could show.
    static let maximumValueText = RunBudget.valueText

    /// Why a run was halted.
    enum Halt: Equatable {
        /// More than `maximumWork` steps. `isSimplyBig`: no closure or resubscription took part
        /// and no action of the clock did a tenth of the work, so the pipeline is big, not
        /// multiplying itself.
        case tooMuchWork(tick: Int, isSimplyBig: Bool)
        /// The stack came close to its end.
        case tooDeep(tick: Int)
        /// A value grew past `ValueEvaluator.maximumValueParts` parts or nested too deeply.
        case valueTooLarge(tick: Int)
        /// The recorded values hold more than `maximumValueText` bytes of text.
        case tooMuchText(tick: Int)
    }

    // Read on every recorded signal; nothing calls out while they are accessed.
    @exclusivity(unchecked) private(set) var halt: Halt?
    /// Where the run was when it was halted: the binding whose lane was recording, or the
    /// closure building.
    private(set) var haltBinding: String?
    private(set) var haltRange: SourceRange?
    @exclusivity(unchecked) private var work = 0
    @exclusivity(unchecked) private var valueText = 0
    /// How often each object-building closure ran in the current action of the clock. A
    /// recursion through closures runs them on every round: the first of those in the file
    /// is the place to point at. Which lane or closure happens to notice the depth depends
    /// on how much stack was in use when the run began, so it would not do.
    @exclusivity(unchecked) private var closureRuns: [SourceRange: Int] = [:]
    /// The work done at each lane and at each closure or resubscription, over the run: a run
    /// that does too much is pointed at the place that did the most.
    /// Indexed by `binding(named:)`: a recorded signal counts without hashing a name.
    @exclusivity(unchecked) private var workByBinding: [Int] = []
    private var bindingNames: [String] = []
    private var bindingIndex: [String: Int] = [:]
    private var workByRange: [SourceRange: Int] = [:]
    @exclusivity(unchecked) private var actionWork = 0
    // Read at the start of every action of the clock, as `actionWork` is.
    @exclusivity(unchecked) private var busiestActionWork = 0
    private let stackLimit: UInt
    private let clock: () -> Int

    init(maximumWork: Int = RunGuard.defaultMaximumWork, clock: @escaping () -> Int) {
        self.maximumWork = maximumWork
        self.clock = clock
        stackLimit = Self.lowestSafeStackAddress()
    }

    var isHalted: Bool { halt != nil }

    /// The index a lane of binding `name` counts its work under (see `spend(binding:)`).
    func binding(named name: String) -> Int {
        if let index = bindingIndex[name] { return index }
        bindingIndex[name] = bindingNames.count
        bindingNames.append(name)
        workByBinding.append(0)
        return bindingNames.count - 1
    }

    /// Counts one step of work at a lane of binding number `binding` (from `binding(named:)`)
    /// or at `range`; `false` once the run is halted.
    @discardableResult
    func spend(binding: Int? = nil, at range: SourceRange? = nil) -> Bool {
        spend(steps: 1, binding: binding, at: range)
    }

    /// Counts `steps` steps of work at once.
    @discardableResult
    private func spend(steps: Int, binding: Int?, at range: SourceRange?) -> Bool {
        guard halt == nil else { return false }
        if let range {
            closureRuns[range, default: 0] += steps
            workByRange[range, default: 0] += steps
        } else if let binding {
            workByBinding[binding] += steps
        }
        work += steps
        actionWork += steps
        if work > maximumWork || Self.stackAddress() < stackLimit {
            stopAtLimit(binding: binding, range: range)
        }
        return halt == nil
    }

    /// Counts one step at the lane of binding number `binding`, as `spend(steps: 1, binding:
    /// binding, at: nil)` does on a run not halted: inlined into the recording of a value
    /// without parts, what most values are, where the call cost more than the count.
    @inline(__always)
    private func spendStep(binding: Int) {
        workByBinding[binding] += 1
        work += 1
        actionWork += 1
        if work > maximumWork || Self.stackAddress() < stackLimit {
            stopAtLimit(binding: binding, range: nil)
        }
    }

    /// Halts the run once the work just counted went past `maximumWork` or the stack past its
    /// limit (tested in that order).
    @inline(never)
    private func stopAtLimit(binding: Int?, range: SourceRange?) {
        if work > maximumWork {
            let isSimplyBig = workByRange.isEmpty && max(busiestActionWork, actionWork) <= maximumWork / 10
            stop(.tooMuchWork(tick: clock(), isSimplyBig: isSimplyBig), binding: binding, range: range)
        } else {
            stop(.tooDeep(tick: clock()), binding: binding, range: range)
        }
    }

    /// `false` once the run is halted, halting it first if the stack is nearly used up.
    /// Cheaper than `spend`: it counts nothing.
    func checkDepth(at range: SourceRange? = nil) -> Bool {
        guard halt == nil else { return false }
        if Self.stackAddress() < stackLimit {
            stop(.tooDeep(tick: clock()), binding: nil, range: range)
        }
        return halt == nil
    }

    /// Counts a recorded value: one step per part, and the bytes of its text.
    @inline(__always)
    func spend(value: MarbleValue, binding: Int) {
        guard halt == nil else { return }
        switch value {
        case .int, .double, .bool, .nilValue:
            // What most values are: no parts, no text.
            spendStep(binding: binding)
        default:
            spend(partsOf: value, binding: binding)
        }
    }

    /// Counts a value that may have parts and text, on a run not halted.
    @inline(never)
    private func spend(partsOf value: MarbleValue, binding: Int) {
        guard let parts = value.parts(upTo: ValueEvaluator.maximumValueParts, depth: ValueEvaluator.maximumValueDepth) else {
            stop(.valueTooLarge(tick: clock()), binding: binding, range: nil)
            return
        }
        valueText += Self.textBytes(of: value)
        if valueText > Self.maximumValueText {
            stop(.tooMuchText(tick: clock()), binding: binding, range: nil)
            return
        }
        spend(steps: parts + 1, binding: binding, at: nil)
    }

    /// The UTF-8 bytes of the strings and labels in `value`; its nesting was bounded by
    /// `parts` already.
    private static func textBytes(of value: MarbleValue) -> Int {
        switch value {
        case .string(let text): return text.utf8.count
        case .publisher(let reference): return reference.label.utf8.count
        case .tuple(let elements), .array(let elements): return elements.reduce(0) { $0 + textBytes(of: $1) }
        case .dictionary(let keys, let values): return (keys + values).reduce(0) { $0 + textBytes(of: $1) }
        case .enumCase(_, let name, let raw): return name.utf8.count + textBytes(of: raw)
        case .structValue(let type, let labels, let values):
            return type.utf8.count + labels.reduce(0) { $0 + $1.utf8.count } + values.reduce(0) { $0 + textBytes(of: $1) }
        case .int, .double, .bool, .nilValue: return 0
        }
    }

    /// Called before every action of the clock: a recursion happens within one action.
    func startingAction() {
        if !closureRuns.isEmpty { closureRuns.removeAll(keepingCapacity: true) }
        busiestActionWork = max(busiestActionWork, actionWork)
        actionWork = 0
    }

    private func stop(_ reason: Halt, binding: Int?, range: SourceRange?) {
        halt = reason
        switch reason {
        case .tooDeep:
            // A closure that ran more than once, or else the run as a whole.
            haltRange = closureRuns.filter { $0.value > 1 }.keys.min { $0.start.offset < $1.start.offset }
        case .tooMuchWork:
            // The lane or closure that did the most (on a tie, the first range in the file or
            // the first name).
            let busiestRange = workByRange.max { ($0.value, $1.key.start.offset) < ($1.value, $0.key.start.offset) }
            let counted = workByBinding.indices.filter { workByBinding[$0] > 0 }
            let busiestBinding = counted.map { (key: bindingNames[$0], value: workByBinding[$0]) }
                .max { ($0.value, $1.key) < ($1.value, $0.key) }
            if let busiestRange, busiestRange.value >= busiestBinding?.value ?? 0 {
                haltRange = busiestRange.key
            } else {
                haltBinding = busiestBinding?.key
            }
        case .valueTooLarge, .tooMuchText:
            haltBinding = binding.map { bindingNames[$0] }
            haltRange = range
        }
    }

    // MARK: - The stack

    /// Where the stack is now: the stack grows down, so the deeper the recursion, the lower
    /// it is. Read in C from the frame, since under AddressSanitizer a Swift local may live
    /// on the heap (every run then looked too deep).
    private static func stackAddress() -> UInt {
        UInt(marbles_stack_address())
    }

    /// The address below which the run is halted: a quarter of the thread's stack is kept
    /// free, far more than the frames between two checks and the unwinding need.
    private static func lowestSafeStackAddress() -> UInt {
        guard let (lowest, size) = stackBounds() else {
            // Unknown bounds: assume the smallest stack a thread commonly has (512 KiB)
            // starting here.
            return stackAddress() &- 384 * 1024
        }
        return lowest + UInt(max(size / 4, 64 * 1024))
    }

    /// The lowest address and the size of the current thread's stack.
    private static func stackBounds() -> (lowest: UInt, size: Int)? {
        var lowest: UInt = 0
        var size = 0
        guard marbles_stack_bounds(&lowest, &size) == 0, size > 0 else { return nil }
        return (lowest, size)
    }
}
