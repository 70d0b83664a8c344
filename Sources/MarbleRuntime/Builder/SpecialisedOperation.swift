import MarbleTrace

/// An operator call read for Combine's specialised overloads: its arguments evaluated, its
/// closures ready to run while the pipeline is built (closures here have no side effects, so
/// running them once at build time is what Combine's overloads do).
///
/// A closure that cannot be evaluated (a type mismatch, `$1` of one value, a predicate that
/// is not a Bool) throws `NotSpecialised` or its own error: the call then goes to the
/// generic operator, which reports the error against the closure while the pipeline runs.
/// The `try` operators turn such an error into the failure of their result instead.
enum SpecialisedOperation {
    typealias Transform = (MarbleValue) throws -> MarbleValue
    typealias OptionalTransform = (MarbleValue) throws -> MarbleValue?
    typealias Predicate = (MarbleValue) throws -> Bool
    typealias Accumulate = (MarbleValue, MarbleValue) throws -> MarbleValue
    typealias Order = (MarbleValue, MarbleValue) throws -> Bool

    case map(Transform)
    case tryMap(Transform)
    case compactMap(OptionalTransform)
    case filter(Predicate)
    case scan(MarbleValue, Accumulate)
    case tryScan(MarbleValue, Accumulate)
    case reduce(MarbleValue, Accumulate)
    case tryReduce(MarbleValue, Accumulate)
    /// `removeDuplicates()`, or `removeDuplicates(by:)` when `byClosure`.
    case removeDuplicates(byClosure: Bool)
    case dropFirst(Int)
    case dropWhile(Predicate)
    case prefix(Int)
    case prefixWhile(Predicate)
    case outputAt(Int)
    /// `first()`, or `first(where:)` with a predicate.
    case first(Predicate?)
    case last(Predicate?)
    case collect
    case count
    /// `min()` / `max()` in the natural order, or `min(by:)` / `max(by:)` with `byClosure`.
    case min(Order, byClosure: Bool)
    case max(Order, byClosure: Bool)
    case contains(MarbleValue)
    case containsWhere(Predicate)
    case allSatisfy(Predicate)
    case ignoreOutput
    case setFailureType
    case mapError(Transform)
    case replaceError(MarbleValue)
    case replaceEmpty(MarbleValue)
    case retry
    /// `append(7, 8)` or `append(p)`: values, or another publisher (specialised or not).
    case append(Appendix)
    case prepend(Appendix)

    /// What `append` and `prepend` add.
    enum Appendix {
        case values([MarbleValue])
        /// A publisher argument; `nil` when Combine does not know it as a specialised one.
        case publisher(SpecialisedPublisher?)
    }
}

/// A closure that cannot be run while building: the generic operator takes the call.
struct NotSpecialised: Error {}
