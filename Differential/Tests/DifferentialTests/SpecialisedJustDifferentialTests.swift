import OpenCombine
import XCTest

/// Combine's specialised operators on `Just` and on the `Optional.Publisher` several of them
/// return, written in Swift as a user would, under zero, limited and unlimited demand. An
/// `Optional.Publisher` of `nil` finishes on subscription, without demand; and its results
/// follow Optional's `map`: `count()`, `reduce`, `contains` of nothing publish nothing, while
/// `collect()` publishes `[]`.
final class SpecialisedJustDifferentialTests: XCTestCase {
    func testJustStaysJust() {
        assertSameUnderEveryDemand("Just(4).map { $0 * 10 }") { _ in Just(4).map { $0 * 10 } }
        assertSameUnderEveryDemand("Just(4).first()") { _ in Just(4).first() }
        assertSameUnderEveryDemand("Just(4).last()") { _ in Just(4).last() }
        assertSameUnderEveryDemand("Just(4).min()") { _ in Just(4).min() }
        assertSameUnderEveryDemand("Just(4).max(by: { $0 > $1 })") { _ in Just(4).max(by: { $0 > $1 }) }
        assertSameUnderEveryDemand("Just(4).max()") { _ in Just(4).max() }
        assertSameUnderEveryDemand("Just(4).min(by: { $0 > $1 })") { _ in Just(4).min(by: { $0 > $1 }) }
        assertSameUnderEveryDemand("Just(4).removeDuplicates(by: { $0 == $1 })") { _ in Just(4).removeDuplicates(by: { $0 == $1 }) }
        assertSameUnderEveryDemand("Just(4).removeDuplicates()") { _ in Just(4).removeDuplicates() }
        assertSameUnderEveryDemand("Just(4).replaceError(with: 0)") { _ in Just(4).replaceError(with: 0) }
        assertSameUnderEveryDemand("Just(4).replaceEmpty(with: 0)") { _ in Just(4).replaceEmpty(with: 0) }
        assertSameUnderEveryDemand("Just(4).retry(2)") { _ in Just(4).retry(2) }
        assertSameUnderEveryDemand("Just(4).contains(4)") { _ in Just(4).contains(4) }
        assertSameUnderEveryDemand("Just(4).contains(where: { $0 > 5 })") { _ in Just(4).contains(where: { $0 > 5 }) }
        assertSameUnderEveryDemand("Just(4).allSatisfy { $0 > 0 }") { _ in Just(4).allSatisfy { $0 > 0 } }
        assertSameUnderEveryDemand("Just(4).collect()") { _ in Just(4).collect() }
        assertSameUnderEveryDemand("Just(4).count()") { _ in Just(4).count() }
        assertSameUnderEveryDemand("Just(4).ignoreOutput()") { _ in Just(4).ignoreOutput() }
    }

    func testJustFilteringIsAnOptionalPublisher() {
        // The case: a rejected value finishes on subscription, without any demand.
        assertSameUnderEveryDemand("Just(4).filter { $0 > 5 }") { _ in Just(4).filter { $0 > 5 } }
        assertSameUnderEveryDemand("Just(4).filter { $0 > 2 }") { _ in Just(4).filter { $0 > 2 } }
        assertSameUnderEveryDemand("Just(4).compactMap { $0 > 5 ? $0 : nil }") { _ in Just(4).compactMap { $0 > 5 ? $0 : nil } }
        assertSameUnderEveryDemand("Just(4).compactMap { $0 > 2 ? $0 * 10 : nil }") { _ in Just(4).compactMap { $0 > 2 ? $0 * 10 : nil } }
        assertSameUnderEveryDemand("Just(4).prefix(while: { $0 > 5 })") { _ in Just(4).prefix(while: { $0 > 5 }) }
        assertSameUnderEveryDemand("Just(4).drop(while: { $0 > 2 })") { _ in Just(4).drop(while: { $0 > 2 }) }
        assertSameUnderEveryDemand("Just(4).drop(while: { $0 > 5 })") { _ in Just(4).drop(while: { $0 > 5 }) }
        assertSameUnderEveryDemand("Just(4).first(where: { $0 > 5 })") { _ in Just(4).first(where: { $0 > 5 }) }
        assertSameUnderEveryDemand("Just(4).last { $0 > 2 }") { _ in Just(4).last { $0 > 2 } }
        assertSameUnderEveryDemand("Just(4).dropFirst()") { _ in Just(4).dropFirst() }
        assertSameUnderEveryDemand("Just(4).dropFirst(0)") { _ in Just(4).dropFirst(0) }
        assertSameUnderEveryDemand("Just(4).output(at: 0)") { _ in Just(4).output(at: 0) }
        assertSameUnderEveryDemand("Just(4).output(at: 1)") { _ in Just(4).output(at: 1) }
        assertSameUnderEveryDemand("Just(4).prefix(0)") { _ in Just(4).prefix(0) }
        assertSameUnderEveryDemand("Just(4).prefix(3)") { _ in Just(4).prefix(3) }
    }

    func testJustResultsTryAndFailureTypeAreResultPublishers() {
        assertSameUnderEveryDemand("Just(4).reduce(10, +)") { _ in Just(4).reduce(10, +) }
        assertSameUnderEveryDemand("Just(4).scan(10, +)") { _ in Just(4).scan(10, +) }
        assertSameUnderEveryDemand("Just(4).tryMap { 12 / $0 }") { _ in Just(4).tryMap { try dividing(12, by: $0) } }
        // A closure error fails the Result.Publisher on subscription, without demand.
        assertSameUnderEveryDemand("Just(0).tryMap { 12 / $0 }") { _ in Just(0).tryMap { try dividing(12, by: $0) } }
        assertSameUnderEveryDemand("Just(0).tryReduce(12) { $0 / $1 }") { _ in Just(0).tryReduce(12) { try dividing($0, by: $1) } }
        assertSameUnderEveryDemand("Just(0).tryScan(12) { $0 / $1 }") { _ in Just(0).tryScan(12) { try dividing($0, by: $1) } }
        assertSameUnderEveryDemand("Just(4).setFailureType(to: Error.self)") { _ in Just(4).setFailureType(to: TestFailure.self) }
        assertSameUnderEveryDemand("Just(4).mapError { \"wrapped: \\($0)\" }") { _ in
            Just(4).mapError { (never: Never) -> TestFailure in }
        }
    }

    func testJustAppendAndPrependAreSequences() {
        assertSameUnderEveryDemand("Just(4).append(7, 8)") { _ in Just(4).append(7, 8) }
        assertSameUnderEveryDemand("Just(4).prepend(0)") { _ in Just(4).prepend(0) }
        // With a publisher there is no overload: the generic concatenation.
        assertSameUnderEveryDemand("Just(4).append(Just(5))") { _ in Just(4).append(Just(5)) }
    }

    func testOptionalPublisherOfAValue() {
        let some = "Just(4).filter { $0 > 2 }"
        func some4() -> Optional<Int>.OCombine.Publisher { Just(4).filter { $0 > 2 } }
        assertSameUnderEveryDemand("\(some).map { $0 * 10 }") { _ in some4().map { $0 * 10 } }
        assertSameUnderEveryDemand("\(some).filter { $0 > 5 }") { _ in some4().filter { $0 > 5 } }
        assertSameUnderEveryDemand("\(some).compactMap { $0 * 10 }") { _ in some4().compactMap { $0 * 10 } }
        assertSameUnderEveryDemand("\(some).dropFirst()") { _ in some4().dropFirst() }
        assertSameUnderEveryDemand("\(some).drop(while: { $0 > 5 })") { _ in some4().drop(while: { $0 > 5 }) }
        assertSameUnderEveryDemand("\(some).prefix(while: { $0 > 5 })") { _ in some4().prefix(while: { $0 > 5 }) }
        assertSameUnderEveryDemand("\(some).prefix(2)") { _ in some4().prefix(2) }
        assertSameUnderEveryDemand("\(some).output(at: 0)") { _ in some4().output(at: 0) }
        assertSameUnderEveryDemand("\(some).first(where: { $0 > 2 })") { _ in some4().first(where: { $0 > 2 }) }
        assertSameUnderEveryDemand("\(some).last(where: { $0 > 5 })") { _ in some4().last(where: { $0 > 5 }) }
        assertSameUnderEveryDemand("\(some).first()") { _ in some4().first() }
        assertSameUnderEveryDemand("\(some).min()") { _ in some4().min() }
        assertSameUnderEveryDemand("\(some).max()") { _ in some4().max() }
        assertSameUnderEveryDemand("\(some).min(by: { $0 > $1 })") { _ in some4().min(by: { $0 > $1 }) }
        assertSameUnderEveryDemand("\(some).removeDuplicates()") { _ in some4().removeDuplicates() }
        assertSameUnderEveryDemand("\(some).removeDuplicates(by: { $0 == $1 })") { _ in some4().removeDuplicates(by: { $0 == $1 }) }
        assertSameUnderEveryDemand("\(some).contains(4)") { _ in some4().contains(4) }
        assertSameUnderEveryDemand("\(some).allSatisfy { $0 > 5 }") { _ in some4().allSatisfy { $0 > 5 } }
        assertSameUnderEveryDemand("\(some).collect()") { _ in some4().collect() }
        assertSameUnderEveryDemand("\(some).count()") { _ in some4().count() }
        assertSameUnderEveryDemand("\(some).reduce(10, +)") { _ in some4().reduce(10, +) }
        assertSameUnderEveryDemand("\(some).scan(10, +)") { _ in some4().scan(10, +) }
        assertSameUnderEveryDemand("\(some).replaceEmpty(with: 0)") { _ in some4().replaceEmpty(with: 0) }
        assertSameUnderEveryDemand("\(some).replaceError(with: 0)") { _ in some4().replaceError(with: 0) }
        assertSameUnderEveryDemand("\(some).retry(1)") { _ in some4().retry(1) }
        assertSameUnderEveryDemand("\(some).ignoreOutput()") { _ in some4().ignoreOutput() }
    }

    func testOptionalPublisherOfNothing() {
        let none = "Just(4).filter { $0 > 5 }"
        func none4() -> Optional<Int>.OCombine.Publisher { Just(4).filter { $0 > 5 } }
        assertSameUnderEveryDemand("\(none).map { $0 * 10 }") { _ in none4().map { $0 * 10 } }
        assertSameUnderEveryDemand("\(none).count()") { _ in none4().count() }
        assertSameUnderEveryDemand("\(none).collect()") { _ in none4().collect() }
        assertSameUnderEveryDemand("\(none).reduce(10, +)") { _ in none4().reduce(10, +) }
        assertSameUnderEveryDemand("\(none).contains(4)") { _ in none4().contains(4) }
        assertSameUnderEveryDemand("\(none).allSatisfy { $0 > 5 }") { _ in none4().allSatisfy { $0 > 5 } }
        assertSameUnderEveryDemand("\(none).contains(where: { $0 > 5 })") { _ in none4().contains(where: { $0 > 5 }) }
        assertSameUnderEveryDemand("\(none).max(by: { $0 < $1 })") { _ in none4().max(by: { $0 < $1 }) }
        assertSameUnderEveryDemand("\(none).last()") { _ in none4().last() }
        assertSameUnderEveryDemand("\(none).replaceEmpty(with: 0)") { _ in none4().replaceEmpty(with: 0) }
        // No overload: the generic operators on Optional.Publisher.
        assertSameUnderEveryDemand("\(none).append(7)") { _ in none4().append(7) }
        assertSameUnderEveryDemand("\(none).setFailureType(to: Error.self).replaceEmpty(with: 0)") { _ in
            none4().setFailureType(to: TestFailure.self).replaceEmpty(with: 0)
        }
    }
}
