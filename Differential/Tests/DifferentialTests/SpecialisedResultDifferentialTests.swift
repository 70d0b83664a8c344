import OpenCombine
import XCTest

/// Combine's specialised operators on `Result.Publisher` (what `reduce`, `collect()`,
/// `tryMap`, `setFailureType` ... of a sequence or `Just` return), succeeded and failed, and
/// the generic operators on `Empty` and `Fail`, which have no overloads, all under zero,
/// limited and unlimited demand. A failed Result fails on subscription, without demand.
final class SpecialisedResultDifferentialTests: XCTestCase {
    private let sum = "[3, 1, 2].publisher.reduce(0, +)"
    private func sum6() -> Result<Int, Never>.OCombine.Publisher { [3, 1, 2].publisher.reduce(0, +) }
    private let failed = "Just(0).tryMap { 12 / $0 }"
    private func failed0() -> Result<Int, Error>.OCombine.Publisher { Just(0).tryMap { try dividing(12, by: $0) } }

    func testResultOfAValue() {
        assertSameUnderEveryDemand("\(sum).map { $0 * 10 }") { [self] _ in sum6().map { $0 * 10 } }
        assertSameUnderEveryDemand("\(sum).tryMap { 12 / $0 }") { [self] _ in sum6().tryMap { try dividing(12, by: $0) } }
        assertSameUnderEveryDemand("\(sum).contains(6)") { [self] _ in sum6().contains(6) }
        assertSameUnderEveryDemand("\(sum).contains(where: { $0 > 6 })") { [self] _ in sum6().contains(where: { $0 > 6 }) }
        assertSameUnderEveryDemand("\(sum).allSatisfy { $0 > 0 }") { [self] _ in sum6().allSatisfy { $0 > 0 } }
        assertSameUnderEveryDemand("\(sum).collect()") { [self] _ in sum6().collect() }
        assertSameUnderEveryDemand("\(sum).count()") { [self] _ in sum6().count() }
        assertSameUnderEveryDemand("\(sum).first()") { [self] _ in sum6().first() }
        assertSameUnderEveryDemand("\(sum).last()") { [self] _ in sum6().last() }
        assertSameUnderEveryDemand("\(sum).min()") { [self] _ in sum6().min() }
        assertSameUnderEveryDemand("\(sum).max()") { [self] _ in sum6().max() }
        assertSameUnderEveryDemand("\(sum).min(by: { $0 > $1 })") { [self] _ in sum6().min(by: { $0 > $1 }) }
        assertSameUnderEveryDemand("\(sum).removeDuplicates(by: { $0 == $1 })") { [self] _ in sum6().removeDuplicates(by: { $0 == $1 }) }
        assertSameUnderEveryDemand("\(sum).tryReduce(12) { $0 / $1 }") { [self] _ in sum6().tryReduce(12) { try dividing($0, by: $1) } }
        assertSameUnderEveryDemand("\(sum).max(by: { $0 < $1 })") { [self] _ in sum6().max(by: { $0 < $1 }) }
        assertSameUnderEveryDemand("\(sum).removeDuplicates()") { [self] _ in sum6().removeDuplicates() }
        assertSameUnderEveryDemand("\(sum).replaceEmpty(with: 0)") { [self] _ in sum6().replaceEmpty(with: 0) }
        assertSameUnderEveryDemand("\(sum).retry(3)") { [self] _ in sum6().retry(3) }
        assertSameUnderEveryDemand("\(sum).reduce(10, +)") { [self] _ in sum6().reduce(10, +) }
        assertSameUnderEveryDemand("\(sum).scan(10, +)") { [self] _ in sum6().scan(10, +) }
        assertSameUnderEveryDemand("\(sum).tryScan(12) { $0 / $1 }") { [self] _ in sum6().tryScan(12) { try dividing($0, by: $1) } }
        assertSameUnderEveryDemand("\(sum).setFailureType(to: Error.self)") { [self] _ in sum6().setFailureType(to: TestFailure.self) }
        assertSameUnderEveryDemand("\(sum).ignoreOutput()") { [self] _ in sum6().ignoreOutput() }
    }

    func testResultOfAFailure() {
        assertSameUnderEveryDemand("\(failed).map { $0 * 10 }") { [self] _ in failed0().map { $0 * 10 } }
        assertSameUnderEveryDemand("\(failed).mapError { \"wrapped: \\($0)\" }") { [self] _ in
            failed0().mapError { TestFailure("wrapped: \($0)") }
        }
        assertSameUnderEveryDemand("\(failed).replaceError(with: 0)") { [self] _ in failed0().replaceError(with: 0) }
        assertSameUnderEveryDemand("\(failed).count()") { [self] _ in failed0().count() }
        assertSameUnderEveryDemand("\(failed).collect()") { [self] _ in failed0().collect() }
        assertSameUnderEveryDemand("\(failed).retry(2)") { [self] _ in failed0().retry(2) }
        assertSameUnderEveryDemand("\(failed).reduce(0, +)") { [self] _ in failed0().reduce(0, +) }
        assertSameUnderEveryDemand("\(failed).contains(0)") { [self] _ in failed0().contains(0) }
        assertSameUnderEveryDemand("\(failed).tryScan(0) { $0 + $1 }") { [self] _ in failed0().tryScan(0) { $0 + $1 } }
    }

    /// Result.Publisher has no `filter`, `compactMap`, `prefix`, `dropFirst`, `output(at:)`:
    /// the generic operators, which wait for demand.
    func testResultWithoutAnOverload() {
        assertSameUnderEveryDemand("\(sum).filter { $0 > 10 }") { [self] _ in sum6().filter { $0 > 10 } }
        assertSameUnderEveryDemand("\(sum).dropFirst()") { [self] _ in sum6().dropFirst() }
        assertSameUnderEveryDemand("\(sum).output(at: 1)") { [self] _ in sum6().output(at: 1) }
        assertSameUnderEveryDemand("Just(4).setFailureType(to: Error.self).filter { $0 > 5 }") { _ in
            Just(4).setFailureType(to: TestFailure.self).filter { $0 > 5 }
        }
        assertSameUnderEveryDemand("\(failed).filter { $0 > 5 }") { [self] _ in failed0().filter { $0 > 5 } }
    }

    func testEmptyHasNoOverloads() {
        func empty() -> Empty<Int, TestFailure> { Empty() }
        assertSameUnderEveryDemand("Empty().map { $0 * 10 }") { _ in empty().map { $0 * 10 } }
        assertSameUnderEveryDemand("Empty().count()") { _ in empty().count() }
        assertSameUnderEveryDemand("Empty().collect()") { _ in empty().collect() }
        assertSameUnderEveryDemand("Empty().reduce(7, +)") { _ in empty().reduce(7, +) }
        assertSameUnderEveryDemand("Empty().replaceEmpty(with: 5)") { _ in empty().replaceEmpty(with: 5) }
        assertSameUnderEveryDemand("Empty().first()") { _ in empty().first() }
        assertSameUnderEveryDemand("Empty().allSatisfy { $0 > 0 }") { _ in empty().allSatisfy { $0 > 0 } }
        assertSameUnderEveryDemand("Empty().append(7, 8)") { _ in empty().append(7, 8) }
        assertSameUnderEveryDemand("Just(4).ignoreOutput().replaceEmpty(with: 5)") { _ in Just(4).ignoreOutput().replaceEmpty(with: 5) }
    }

    func testFailHasNoOverloads() {
        func fail() -> Fail<Int, TestFailure> { Fail(error: TestFailure("boom")) }
        assertSameUnderEveryDemand("Fail(error: \"boom\").map { $0 * 10 }") { _ in fail().map { $0 * 10 } }
        assertSameUnderEveryDemand("Fail(error: \"boom\").replaceError(with: 0)") { _ in fail().replaceError(with: 0) }
        assertSameUnderEveryDemand("Fail(error: \"boom\").count()") { _ in fail().count() }
        assertSameUnderEveryDemand("Fail(error: \"boom\").retry(2)") { _ in fail().retry(2) }
        assertSameUnderEveryDemand("Fail(error: \"boom\").mapError { \"wrapped: \\($0)\" }") { _ in
            fail().mapError { TestFailure("wrapped: \($0)") }
        }
        assertSameUnderEveryDemand("Fail(error: \"boom\").catch { _ in Just(0) }") { _ in fail().catch { _ in Just(0) } }
        assertSameUnderEveryDemand("Fail(error: \"boom\").prepend(1, 2)") { _ in fail().prepend(1, 2) }
    }
}
