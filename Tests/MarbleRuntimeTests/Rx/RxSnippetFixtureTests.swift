import Foundation
import MarbleDSL
import MarbleRuntime
import MarbleTrace
import TestSupport
import XCTest

/// Every snippet of Tests/RxFixtures/snippets, pasted into marbles as it is, against what
/// RxSwift 6.10.2 recorded for it (Tests/RxFixtures/rxswift): the printed lines, exactly and
/// in order. A snippet whose fixture also records RxTest observers or observables is compared
/// on those too once marbles reads RxTest; until then it is a known gap.
///
/// The snippets marbles cannot run as RxSwift does are listed in `knownGaps` with the
/// reason. The list must shrink honestly: a listed snippet that starts passing fails the
/// test, so it is taken off the list when it does.
final class RxSnippetFixtureTests: XCTestCase {
    /// The snippets marbles does not run as RxSwift does yet, and why.
    static let knownGaps: [String: String] = {
        var gaps: [String: String] = [
            "behavior-relay": "a relay's `value` property is not read",
            "bind-to-relay": "bind(to:) is not in",
            "create": "Observable.create with an observer closure is not in",
            "deferred": "a deferred factory's closure changing a file variable (count += 1) is not read",
            "do-on-plain": "do(onNext:onError:onCompleted:onSubscribe:onDispose:) is not in",
            "flat-map-latest-plain": "emoji identifiers and a struct holding a subject are not read",
            "flat-map-plain": "emoji identifiers and a struct holding a subject are not read",
            "materialize-plain": "materialize is not an entry yet",
            "merge-plain": "Observable.of(subject1, subject2).merge(): an observable of observables is not built",
            "range-plain": "Observable.range and repeatElement are not in",
            "share-replay-plain": "do(onSubscribe:) is not in",
            "share-while-connected-plain": "do(onSubscribe:) is not in",
            "zip-plain": "Observable.zip with RxSwift's completion is not an entry yet",
        ]
        for name in snippetNames where name.hasPrefix("rxtest-") {
            gaps[name] = "RxTest (TestScheduler, hot/cold observables, observers, subscriptions) is not read yet"
        }
        return gaps
    }()

    static var folder: URL { Repository.root.appendingPathComponent("Tests/RxFixtures") }

    static var snippetNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("snippets").path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
    }

    /// What marbles got wrong for `name`, or `nil` when it matches RxSwift.
    static func mismatch(_ name: String, oracle: String = "rxswift") throws -> String? {
        let source = try String(contentsOf: folder.appendingPathComponent("snippets/\(name).swift"), encoding: .utf8)
        let data = try Data(contentsOf: folder.appendingPathComponent("\(oracle)/\(name).json"))
        let fixture = try JSONDecoder().decode(RxFixture.self, from: data)
        let (file, parseDiagnostics) = MarbleParser.parse(source)
        if let first = parseDiagnostics.first { return "does not parse: \(first.message)" }
        let result = MarbleRunner.run(file)
        guard let trace = result.trace else { return "does not run: \(result.diagnostics.first?.message ?? "?")" }
        if !fixture.observers.isEmpty || !fixture.observables.isEmpty { return "records RxTest observers or observables" }
        if trace.printed != fixture.printed { return "printed \(trace.printed), RxSwift printed \(fixture.printed)" }
        return nil
    }

    func testThereAreSnippets() {
        XCTAssertGreaterThanOrEqual(Self.snippetNames.count, 108)
    }

    /// Every snippet not in `knownGaps` matches RxSwift's recording.
    func testSnippetsMatchRxSwift() throws {
        var passing: [String] = []
        for name in Self.snippetNames where Self.knownGaps[name] == nil {
            if let mismatch = try Self.mismatch(name) {
                XCTFail("\(name): \(mismatch)")
            } else {
                passing.append(name)
            }
        }
        XCTAssertEqual(passing.count + Self.knownGaps.count, Self.snippetNames.count)
    }

    /// Every snippet in `knownGaps` still fails: one that passes is taken off the list.
    func testKnownGapsStillFail() throws {
        for name in Self.knownGaps.keys.sorted() {
            XCTAssertTrue(Self.snippetNames.contains(name), "\(name) is no snippet")
            XCTAssertNotNil(try Self.mismatch(name), "\(name) now matches RxSwift: take it off knownGaps")
        }
    }

    /// Where the two oracles agree (the fixtures are equal apart from the checksum and the
    /// assertions RxPY does not run), marbles matches RxPY too: the differential.
    func testSnippetsMatchRxPYWhereTheOraclesAgree() throws {
        var compared = 0
        for name in Self.snippetNames where Self.knownGaps[name] == nil {
            let rxswift = try JSONDecoder().decode(RxFixture.self, from: Data(contentsOf: Self.folder.appendingPathComponent("rxswift/\(name).json")))
            let rxpy = try JSONDecoder().decode(RxFixture.self, from: Data(contentsOf: Self.folder.appendingPathComponent("rxpy/\(name).json")))
            guard rxswift.sameBehaviour(as: rxpy) else { continue }
            XCTAssertNil(try Self.mismatch(name, oracle: "rxpy"), name)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 0)
    }
}

/// A recorded fixture (the format of Tests/RxFixtures, written by Oracles/fixture_format.py).
struct RxFixture: Decodable {
    struct Event: Decodable, Equatable {
        var kind: String
        /// RxPY's times can be fractional.
        var time: Double
        var value: String?
        var error: String?
    }

    struct Observer: Decodable, Equatable {
        var name: String
        var events: [Event]
    }

    struct Subscription: Decodable, Equatable {
        var subscribe: Int
        var unsubscribe: Int?
    }

    struct Observable: Decodable, Equatable {
        var kind: String
        var name: String
        var subscriptions: [Subscription]
    }

    var name: String
    var printed: [String]
    var observers: [Observer]
    var observables: [Observable]

    /// Whether two oracles recorded the same behaviour.
    func sameBehaviour(as other: RxFixture) -> Bool {
        printed == other.printed && observers == other.observers && observables == other.observables
    }
}
