@testable import MarbleRuntime
import MarbleTrace
import TestSupport
import XCTest

/// The operator registry and docs/language.md's operator tables say the same: every
/// operator is in the table of its group, every operator a table shows is one the runtime
/// builds, and every label a table writes is one the operator accepts.
final class OperatorRegistryTests: XCTestCase {
    /// docs/language.md's operator tables are the registry's rows (`OperatorDocsTable`). After a
    /// change to an entry's row, `UPDATE_OPERATOR_TABLES=1 swift test --filter
    /// OperatorRegistryTests` writes them.
    func testTheDocsTablesAreGeneratedFromTheRegistry() throws {
        let url = Repository.root.appendingPathComponent("docs/language.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let generated = try XCTUnwrap(OperatorDocsTable.updating(text), "a group's heading or table is missing from docs/language.md")
        if ProcessInfo.processInfo.environment["UPDATE_OPERATOR_TABLES"] != nil, generated != text {
            try generated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let wanted = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let written = text.split(separator: "\n", omittingEmptySubsequences: false)
        let common = min(wanted.count, written.count)
        guard let line = (0..<common).first(where: { wanted[$0] != written[$0] }) ?? (wanted.count == written.count ? nil : common) else { return }
        XCTFail("""
            docs/language.md's operator tables are stale (UPDATE_OPERATOR_TABLES=1 swift test --filter OperatorRegistryTests writes them); line \(line + 1):
            registry: \(line < wanted.count ? wanted[line] : "(end)")
            docs:     \(line < written.count ? written[line] : "(end)")
            """)
    }

    func testEveryGeneratedTableHasARowPerDocumentedEntry() {
        for group in OperatorGroup.allCases {
            let lines = OperatorDocsTable.lines(for: group)
            XCTAssertEqual(lines.count, 2 + OperatorRegistry.entries.filter { $0.group == group && $0.dialect == .combine && $0.docs != nil }.count)
            XCTAssertEqual(lines.first, group.tableHeader)
        }
        XCTAssertEqual(OperatorDocsTable.lines(for: .sharing).last, "| `b.share()` | `multicast(subject: PassthroughSubject()).autoconnect()` |")
    }

    func testEveryOperatorIsInTheTableOfItsGroup() throws {
        let tables = try Self.documentedCalls()
        for entry in OperatorRegistry.entries where entry.dialect == .combine {
            let names = tables[entry.group, default: []].map(\.name)
            XCTAssertTrue(names.contains(entry.name), "'\(entry.name)' (\(entry.group)) is missing from docs/language.md's \(entry.group.docsHeading) table")
        }
    }

    func testEveryDocumentedOperatorAndLabelIsTheRegistrys() throws {
        for (group, calls) in try Self.documentedCalls() {
            for call in calls {
                let entries = OperatorRegistry.entries(named: call.name)
                XCTAssertFalse(entries.isEmpty, "docs/language.md lists '\(call.name)' under \(group), which the runtime does not build")
                let accepted = entries.reduce(into: Set<String>()) { $0.formUnion($1.labels) }
                for label in call.labels {
                    XCTAssertTrue(accepted.contains(label), "docs/language.md writes '\(call.name)(\(label):)', which the registry does not accept")
                }
            }
        }
    }

    func testTheReaderFindsCallsAndLabelsAtTheTopLevel() {
        let calls = Self.calls(in: "s.map { cold(\"-a|\") }.switchToLatest()") + Self.calls(in: "buffer(size: 3, prefetch: .byRequest)")
            + Self.calls(in: "timeout(3, scheduler: main)") + Self.calls(in: "customError: { \"late\" }") + Self.calls(in: "filter")
            + Self.calls(in: "m = b.multicast(subject: s)")
        XCTAssertEqual(calls.map(\.name), ["map", "switchToLatest", "buffer", "timeout", "filter", "multicast"])
        XCTAssertEqual(calls.map(\.labels), [[], [], ["size", "prefetch"], ["scheduler"], [], ["subject"]])
        XCTAssertEqual(Self.firstCellCode("| `s.map { cold(\"-a|\") }.switchToLatest()` | `not(this)` |".dropFirst(2)),
                       ["s.map { cold(\"-a|\") }.switchToLatest()"])
    }

    func testOneEntryPerNameUnlessAFormTellsThemApart() {
        for (name, entries) in Dictionary(grouping: OperatorRegistry.entries, by: { "\($0.dialect) \($0.name)" }) where entries.count > 1 {
            XCTAssertEqual(entries.filter { $0.claims == nil }.count, 1, "'\(name)': one entry takes the calls no other claims")
        }
        XCTAssertEqual(OperatorRegistry.names.count, Set(OperatorRegistry.entries.filter { $0.dialect == .combine }.map(\.name)).count)
    }

    /// The RxSwift dialect's operators are the ones docs/rxswift.md lists, and each picks its
    /// Rx builder only in an RxSwift program.
    func testEveryRxSwiftOperatorIsInTheRxSwiftPage() throws {
        let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/rxswift.md"), encoding: .utf8)
        for entry in OperatorRegistry.rxSwiftEntries {
            XCTAssertTrue(page.contains("`\(entry.name)"), "'\(entry.name)' of the RxSwift dialect is missing from docs/rxswift.md")
            XCTAssertEqual(entry.dialect, .rxSwift)
            XCTAssertTrue(OperatorRegistry.entries(named: entry.name, in: .rxSwift).contains { $0.dialect == .rxSwift })
        }
        XCTAssertTrue(OperatorRegistry.entries(named: "concatMap", in: .combine).isEmpty)
        XCTAssertFalse(OperatorRegistry.names.contains("concatMap"), "did-you-mean offers Combine's names only")
    }

    func testTheStepOfACallCarriesItsEntrysTraits() {
        let trace = runTrace("""
            ticks 5
            lanes "per statement"
            s = PassthroughSubject<Int>()
            b = s.prefix(2).prefix(untilOutputFrom: s).collect(.byTime(main, 2)).collect(2)
            C = b.sink(demand: 1)
            """)
        XCTAssertEqual(trace?.lanes[1].steps.map(\.mapsTickToTick), [true, true, false, false])
        XCTAssertEqual(trace?.lanes[2].steps.map(\.isTransparent), [false])
    }

    /// The builder gives each step its registry entry's traits; only five entries have any.
    func testTheBuilderTakesAStepsTraitsFromItsEntry() {
        let trace = runTrace("""
            lanes "per statement"
            s = PassthroughSubject<Int>()
            b = s.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest).flatMap { cold("-x|", values: [x: $0]) }.map { $0 }
            C = b.sink(demand: 1)
            """)
        XCTAssertEqual(trace?.lanes[1].steps.map(\.traits), [
            OperatorStep.Traits(requestsOnItsOwn: true, burstReason: "buffer flush"), OperatorStep.Traits(requestsOnItsOwn: true), OperatorStep.Traits(),
        ])
        XCTAssertEqual(trace?.lanes[2].steps.map(\.traits), [OperatorStep.Traits(isSubscriber: true)])
        let withTraits = OperatorRegistry.entries.filter { $0.traits != OperatorStep.Traits() }.map { "\($0.dialect) \($0.name)" }
        XCTAssertEqual(withTraits.sorted(), ["combine assign", "combine buffer", "combine flatMap", "combine sink", "rxSwift bind", "rxSwift subscribe"])
    }

    /// A trace recorded without traits (compiled mode, a JSON trace before version 4) gets them
    /// from MarbleTrace's table of Combine names: it must say what the registry's Combine entries
    /// say, or the two modes would draw one pipeline apart. RxSwift's entries are not in it
    /// (its `subscribe` ends a chain; Combine's `subscribe(on:)` does not): their traits reach
    /// a JSON trace written, since version 4, with the steps.
    func testTheRecordedTracesTableAgreesWithTheRegistry() {
        for entry in OperatorRegistry.entries where entry.dialect == .combine {
            XCTAssertEqual(OperatorStep.Traits(named: entry.name), entry.traits, entry.name)
        }
    }

    // MARK: - Reading docs/language.md

    private struct Call {
        var name: String
        var labels: [String]
    }

    /// Per group, the calls written in the first column of its tables.
    private static func documentedCalls() throws -> [OperatorGroup: [Call]] {
        let text = try String(contentsOf: Repository.root.appendingPathComponent("docs/language.md"), encoding: .utf8)
        var result: [OperatorGroup: [Call]] = [:]
        var group: OperatorGroup?
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            if inCode { continue }
            if line.hasPrefix("#") {
                group = OperatorGroup.allCases.first { $0.docsHeading == String(line) }
                continue
            }
            guard let group, line.hasPrefix("| `") else { continue }
            for span in firstCellCode(line.dropFirst(2)) { result[group, default: []] += calls(in: span) }
        }
        return result
    }

    /// The code spans of a table row's first cell: up to the first `|` outside backticks.
    private static func firstCellCode(_ row: Substring) -> [String] {
        var spans: [String] = []
        var current: String?
        for character in row {
            if character == "`" {
                if let span = current { spans.append(span); current = nil } else { current = "" }
            } else if current != nil {
                current!.append(character)
            } else if character == "|" {
                break
            }
        }
        return spans
    }

    /// The calls at the top level of `code`, each with the labels of its own arguments:
    /// `s.map { ... }.switchToLatest()` has `map` and `switchToLatest`; a receiver (`s.`),
    /// a binding (`m =`) or a label (`customError:`) is not a call.
    private static func calls(in code: String) -> [Call] {
        let characters = Array(code)
        var calls: [Call] = []
        var depth = 0
        var index = 0
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                // Skip the string, escapes included.
                index += 1
                while index < characters.count, characters[index] != "\"" {
                    index += characters[index] == "\\" ? 2 : 1
                }
                index += 1
                continue
            }
            if isWord(character), index == 0 || !isWord(characters[index - 1]) {
                var end = index
                while end < characters.count, isWord(characters[end]) { end += 1 }
                let word = String(characters[index..<end])
                var next = end
                while next < characters.count, characters[next] == " " { next += 1 }
                let follower = next < characters.count ? characters[next] : nil
                // A call, or a bare name that is the whole span (`filter`).
                if depth == 0, follower == "(" || follower == "{" || follower == nil && index == 0, word.first!.isLetter {
                    calls.append(Call(name: word, labels: []))
                } else if depth == 1, end < characters.count, characters[end] == ":", !calls.isEmpty {
                    calls[calls.count - 1].labels.append(word)
                }
                index = end
                continue
            }
            switch character {
            case "(", "{", "[": depth += 1
            case ")", "}", "]": depth = max(0, depth - 1)
            default: break
            }
            index += 1
        }
        return calls
    }
}
