import OpenCombine
import XCTest

/// Combine's specialised operators on `[..].publisher` (`Publishers.Sequence`), written in
/// Swift as a user would so the overloads apply, under zero, limited and unlimited demand
/// (`assertSameUnderEveryDemand`). They return another `Publishers.Sequence` (which finishes
/// right after its last value, or on subscription when empty), an `Optional.Publisher`, a
/// `Just` or a `Result.Publisher`.
final class SpecialisedSequenceDifferentialTests: XCTestCase {
    func testMapCompactMapFilterAndScanAreSequences() {
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.map { $0 * 10 }") { _ in [3, 1, 2, 2].publisher.map { $0 * 10 } }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.compactMap { $0 > 1 ? $0 * 10 : nil }") { _ in
            [3, 1, 2, 2].publisher.compactMap { $0 > 1 ? $0 * 10 : nil }
        }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.filter { $0 > 1 }") { _ in [3, 1, 2, 2].publisher.filter { $0 > 1 } }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.filter { $0 > 5 }") { _ in [3, 1, 2, 2].publisher.filter { $0 > 5 } }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.scan(0, +)") { _ in [3, 1, 2, 2].publisher.scan(0, +) }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.removeDuplicates()") { _ in [3, 1, 2, 2].publisher.removeDuplicates() }
    }

    func testPrefixAndDropAreSequences() {
        // The case: prefix(2) with demand 1 finishes with its second value.
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.prefix(2)") { _ in [3, 1, 2, 2].publisher.prefix(2) }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.prefix(0)") { _ in [3, 1, 2, 2].publisher.prefix(0) }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.prefix(while: { $0 > 2 })") { _ in [3, 1, 2, 2].publisher.prefix(while: { $0 > 2 }) }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.dropFirst()") { _ in [3, 1, 2, 2].publisher.dropFirst() }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.dropFirst(9)") { _ in [3, 1, 2, 2].publisher.dropFirst(9) }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.drop(while: { $0 > 2 })") { _ in [3, 1, 2, 2].publisher.drop(while: { $0 > 2 }) }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.map { $0 * 10 }.prefix(2)") { _ in [3, 1, 2, 2].publisher.map { $0 * 10 }.prefix(2) }
    }

    func testOutputFirstAndLastAreOptionalPublishers() {
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.output(at: 1)") { _ in [3, 1, 2, 2].publisher.output(at: 1) }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.output(at: 5)") { _ in [3, 1, 2, 2].publisher.output(at: 5) }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.first()") { _ in [3, 1, 2, 2].publisher.first() }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.first(where: { $0 < 3 })") { _ in [3, 1, 2, 2].publisher.first(where: { $0 < 3 }) }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.first { $0 > 5 }") { _ in [3, 1, 2, 2].publisher.first { $0 > 5 } }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.last()") { _ in [3, 1, 2, 2].publisher.last() }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.last(where: { $0 > 1 })") { _ in [3, 1, 2, 2].publisher.last(where: { $0 > 1 }) }
        assertSameUnderEveryDemand("[].publisher.first()") { _ in [Int]().publisher.first() }
        assertSameUnderEveryDemand("[].publisher.last()") { _ in [Int]().publisher.last() }
    }

    func testMinAndMaxAreOptionalPublishers() {
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.min()") { _ in [3, 1, 2, 2].publisher.min() }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.max()") { _ in [3, 1, 2, 2].publisher.max() }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.min(by: { $0 > $1 })") { _ in [3, 1, 2, 2].publisher.min(by: { $0 > $1 }) }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.max(by: { $0 > $1 })") { _ in [3, 1, 2, 2].publisher.max(by: { $0 > $1 }) }
        assertSameUnderEveryDemand("[].publisher.max()") { _ in [Int]().publisher.max() }
    }

    func testCountIsJustAndTheOtherResultsAreResultPublishers() {
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.count()") { _ in [3, 1, 2, 2].publisher.count() }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.collect()") { _ in [3, 1, 2, 2].publisher.collect() }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.contains(2)") { _ in [3, 1, 2, 2].publisher.contains(2) }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.contains(where: { $0 > 5 })") { _ in [3, 1, 2, 2].publisher.contains(where: { $0 > 5 }) }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.allSatisfy { $0 > 0 }") { _ in [3, 1, 2, 2].publisher.allSatisfy { $0 > 0 } }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.reduce(0, +)") { _ in [3, 1, 2, 2].publisher.reduce(0, +) }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.tryReduce(12) { $0 / $1 }") { _ in
            [3, 1, 2, 2].publisher.tryReduce(12) { try dividing($0, by: $1) }
        }
        assertSameUnderEveryDemand("[3, 0, 2].publisher.tryReduce(12) { $0 / $1 }") { _ in
            [3, 0, 2].publisher.tryReduce(12) { try dividing($0, by: $1) }
        }
        assertSameUnderEveryDemand("[].publisher.count()") { _ in [Int]().publisher.count() }
        // Once it can fail, count() is a Result.Publisher rather than Just.
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.setFailureType(to: Error.self).count()") { _ in
            [3, 1, 2, 2].publisher.setFailureType(to: TestFailure.self).count()
        }
        assertSameUnderEveryDemand("[].publisher.reduce(7, +)") { _ in [Int]().publisher.reduce(7, +) }
    }

    func testIgnoreOutputSetFailureTypeAppendAndPrepend() {
        assertSameUnderEveryDemand("[3, 1].publisher.ignoreOutput()") { _ in [3, 1].publisher.ignoreOutput() }
        assertSameUnderEveryDemand("[3, 1].publisher.setFailureType(to: Error.self)") { _ in
            [3, 1].publisher.setFailureType(to: TestFailure.self)
        }
        assertSameUnderEveryDemand("[3, 1].publisher.append(7, 8)") { _ in [3, 1].publisher.append(7, 8) }
        assertSameUnderEveryDemand("[3, 1].publisher.prepend(0)") { _ in [3, 1].publisher.prepend(0) }
        assertSameUnderEveryDemand("[3, 1].publisher.append([7, 8].publisher)") { _ in [3, 1].publisher.append([7, 8].publisher) }
        assertSameUnderEveryDemand("[3, 1].publisher.prepend([7].publisher)") { _ in [3, 1].publisher.prepend([7].publisher) }
    }

    func testChainsStaySpecialised() {
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.filter { $0 < 3 }.map { $0 * 10 }.output(at: 1)") { _ in
            [3, 1, 2, 2].publisher.filter { $0 < 3 }.map { $0 * 10 }.output(at: 1)
        }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.reduce(0, +).map { $0 * 10 }") { _ in
            [3, 1, 2, 2].publisher.reduce(0, +).map { $0 * 10 }
        }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.first { $0 > 5 }.replaceEmpty(with: 0)") { _ in
            [3, 1, 2, 2].publisher.first { $0 > 5 }.replaceEmpty(with: 0)
        }
        // A bound sequence is still a sequence: its operators are specialised too.
        assertSameUnderEveryDemand("p.prefix(2)", setup: "p = [3, 1, 2, 2].publisher") { _ in
            let p = [3, 1, 2, 2].publisher
            return p.prefix(2)
        }
    }

    /// `dropFirst`, `prefix(_:)` and `drop(while:)` wrap the elements in a plain `Sequence`,
    /// which has no `first()`, `last()`, `count()`, `output(at:)`, `append`: the generic
    /// operators follow. So does any operator needing `Failure == Never` after
    /// `setFailureType`.
    func testWhereTheOverloadsStopApplying() {
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.dropFirst().first()") { _ in [3, 1, 2, 2].publisher.dropFirst().first() }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.prefix(3).last()") { _ in [3, 1, 2, 2].publisher.prefix(3).last() }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.dropFirst().count()") { _ in [3, 1, 2, 2].publisher.dropFirst().count() }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.drop(while: { $0 > 2 }).output(at: 5)") { _ in
            [3, 1, 2, 2].publisher.drop(while: { $0 > 2 }).output(at: 5)
        }
        assertSameUnderEveryDemand("[3, 1].publisher.dropFirst().append(7)") { _ in [3, 1].publisher.dropFirst().append(7) }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.setFailureType(to: Error.self).output(at: 5)") { _ in
            [3, 1, 2, 2].publisher.setFailureType(to: TestFailure.self).output(at: 5)
        }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.setFailureType(to: Error.self).first { $0 > 5 }") { _ in
            [3, 1, 2, 2].publisher.setFailureType(to: TestFailure.self).first { $0 > 5 }
        }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.removeDuplicates(by: { $0 == $1 })") { _ in
            [3, 1, 2, 2].publisher.removeDuplicates(by: { $0 == $1 })
        }
        assertSameUnderEveryDemand("[3, 1, 2, 2].publisher.tryMap { 12 / $0 }") { _ in [3, 1, 2, 2].publisher.tryMap { try dividing(12, by: $0) } }
    }

    /// `Deferred` hides the sequence: the generic operators apply, and they wait for demand
    /// (`prefix(2)` with demand 1 does not finish with its second value; a filter that
    /// rejects everything does not finish on subscription).
    func testDeferredHidesTheSpecialisation() {
        assertSameUnderEveryDemand("Deferred { [3, 1, 2, 2].publisher }.prefix(2)") { _ in Deferred { [3, 1, 2, 2].publisher }.prefix(2) }
        assertSameUnderEveryDemand("Deferred { [3, 1, 2, 2].publisher }.filter { $0 > 5 }") { _ in
            Deferred { [3, 1, 2, 2].publisher }.filter { $0 > 5 }
        }
        assertSameUnderEveryDemand("Deferred { [3, 1, 2, 2].publisher }.output(at: 1)") { _ in Deferred { [3, 1, 2, 2].publisher }.output(at: 1) }
        assertSameUnderEveryDemand("Deferred { [3, 1, 2, 2].publisher }.first()") { _ in Deferred { [3, 1, 2, 2].publisher }.first() }
    }
}
