import XCTest
import MarbleDSL

/// Statements, and the examples of DSL.md parsed into whole ASTs.
final class ParserTests: XCTestCase {
    func testSpecExampleFile() {
        let source = """
            # Late subscriber D gets the history replayed by a BufferSubject.
            title "multicast { BufferSubject(limit: .max) }"

            a = PassthroughSubject<Int>()
            b = a.scan(10, +)
            m = b.multicast { BufferSubject(limit: .max) }.autoconnect()
            C = m.sink()
            D = m.sink(at: 4)
            a.send("-1-2-3-4|")

            """
        let src = TestSource(source)

        let subject = src.call(
            src.e(.specialize(base: src.ident("PassthroughSubject", line: 4), typeArguments: ["Int"]), "PassthroughSubject<Int>", line: 4),
            "PassthroughSubject<Int>()", line: 4)
        let scan = src.call(
            src.member(src.ident("a", line: 5), "scan"),
            [arg(src.int(10, line: 5)), arg(src.e(.operatorReference("+"), "+", line: 5))],
            "a.scan(10, +)", line: 5)
        let buffer = src.call(
            src.ident("BufferSubject", line: 6),
            [arg(src.name("limit", line: 6), src.e(.implicitMember("max"), ".max", line: 6))],
            "BufferSubject(limit: .max)", line: 6)
        let multicast = src.call(
            src.member(src.ident("b", line: 6), "multicast"),
            closure: src.e(.closure(parameters: [], body: buffer), "{ BufferSubject(limit: .max) }", line: 6),
            "b.multicast { BufferSubject(limit: .max) }", line: 6)
        let autoconnect = src.call(src.member(multicast, "autoconnect"),
                                   "b.multicast { BufferSubject(limit: .max) }.autoconnect()", line: 6)
        let sinkC = src.call(src.member(src.ident("m", line: 7), "sink"), "m.sink()", line: 7)
        let sinkD = src.call(src.member(src.ident("m", line: 8), "sink"),
                             [arg(src.name("at", line: 8), src.int(4, line: 8))], "m.sink(at: 4)", line: 8)
        let send = src.call(src.member(src.ident("a", line: 9), "send"),
                            [arg(src.string("\"-1-2-3-4|\"", line: 9))], "a.send(\"-1-2-3-4|\")", line: 9)

        XCTAssertEqual(parseClean(source), [
            src.statement(.title("multicast { BufferSubject(limit: .max) }"),
                          "title \"multicast { BufferSubject(limit: .max) }\"", line: 2),
            src.statement(.binding(name: src.name("a", line: 4), value: subject), "a = PassthroughSubject<Int>()", line: 4),
            src.statement(.binding(name: src.name("b", line: 5), value: scan), "b = a.scan(10, +)", line: 5),
            src.statement(.binding(name: src.name("m", line: 6), value: autoconnect),
                          "m = b.multicast { BufferSubject(limit: .max) }.autoconnect()", line: 6),
            src.statement(.binding(name: src.name("C", line: 7), value: sinkC), "C = m.sink()", line: 7),
            src.statement(.binding(name: src.name("D", line: 8), value: sinkD), "D = m.sink(at: 4)", line: 8),
            src.statement(.expression(send), "a.send(\"-1-2-3-4|\")", line: 9),
        ])
    }

    func testSettings() {
        let source = "title \"Demand\"\nticks 12\nunit \"ms\"   # axis label\n"
        let src = TestSource(source)
        XCTAssertEqual(parseClean(source), [
            src.statement(.title("Demand"), "title \"Demand\"", line: 1),
            src.statement(.ticks(12), "ticks 12", line: 2),
            src.statement(.unit("ms"), "unit \"ms\"", line: 3),
        ])
    }

    func testSettingWordsCanStillBeBound() {
        let source = "ticks = cold(\"-1|\")"
        let src = TestSource(source)
        let value = src.call(src.ident("cold"), [arg(src.string("\"-1|\""))], "cold(\"-1|\")")
        XCTAssertEqual(parseClean(source), [src.statement(.binding(name: src.name("ticks"), value: value), source)])
    }

    func testSinkWithDemand() {
        let source = "C = s.sink(demand: 2)"
        let src = TestSource(source)
        let sink = src.call(src.member(src.ident("s"), "sink"), [arg(src.name("demand"), src.int(2))], "s.sink(demand: 2)")
        XCTAssertEqual(parseClean(source), [src.statement(.binding(name: src.name("C"), value: sink), source)])
    }

    func testActionWithLabel() {
        let source = "C.request(2, at: 7)"
        let src = TestSource(source)
        let request = src.call(src.member(src.ident("C"), "request"),
                               [arg(src.int(2)), arg(src.name("at"), src.int(7))], source)
        XCTAssertEqual(parseClean(source), [src.statement(.expression(request), source)])
    }

    func testHotWithValues() {
        let source = "x = hot(\"-a-b|\", values: [a: 10, b: \"hi\"])"
        let src = TestSource(source)
        let values = src.e(.dictionary([
            DictionaryEntry(key: src.ident("a", nth: 2), value: src.int(10)),
            DictionaryEntry(key: src.ident("b", nth: 2), value: src.string("\"hi\"")),
        ]), "[a: 10, b: \"hi\"]")
        let hot = src.call(src.ident("hot"), [arg(src.string("\"-a-b|\"")), arg(src.name("values"), values)],
                           "hot(\"-a-b|\", values: [a: 10, b: \"hi\"])")
        XCTAssertEqual(parseClean(source), [src.statement(.binding(name: src.name("x"), value: hot), source)])
    }

    func testFlatMapWithLabelAndTrailingClosure() {
        let source = "f = s.flatMap(maxPublishers: .max(1)) { cold(\"-x|\", values: [x: $0 * 10]) }"
        let src = TestSource(source)
        let max = src.call(src.e(.implicitMember("max"), ".max"), [arg(src.int(1))], ".max(1)")
        let times = src.e(.binary(op: "*", lhs: src.e(.closureParameter(0), "$0"), rhs: src.int(10)), "$0 * 10")
        let values = src.e(.dictionary([DictionaryEntry(key: src.ident("x", nth: 2), value: times)]), "[x: $0 * 10]")
        let cold = src.call(src.ident("cold"), [arg(src.string("\"-x|\"")), arg(src.name("values"), values)],
                            "cold(\"-x|\", values: [x: $0 * 10])")
        let closure = src.e(.closure(parameters: [], body: cold), "{ cold(\"-x|\", values: [x: $0 * 10]) }")
        let flatMap = src.call(src.member(src.ident("s"), "flatMap"), [arg(src.name("maxPublishers"), max)],
                               closure: closure, String(source.dropFirst(4)))
        XCTAssertEqual(parseClean(source), [src.statement(.binding(name: src.name("f"), value: flatMap), source)])
    }

    func testInterpolatedStringInClosure() {
        let source = "y = s.map { \"\\($0)!\" }"
        let src = TestSource(source)
        let literal = StringLiteral(segments: [.interpolation(src.e(.closureParameter(0), "$0")), .text("!")],
                                    characterLocations: [])
        let closure = src.e(.closure(parameters: [], body: src.e(.string(literal), "\"\\($0)!\"")), "{ \"\\($0)!\" }")
        let map = src.call(src.member(src.ident("s"), "map"), closure: closure, "s.map { \"\\($0)!\" }")
        XCTAssertEqual(parseClean(source), [src.statement(.binding(name: src.name("y"), value: map), source)])
    }

    func testFilterWithLogic() {
        let source = "z = s.filter { $0 % 2 == 0 && $0 > 2 }"
        let src = TestSource(source)
        let remainder = src.e(.binary(op: "%", lhs: src.e(.closureParameter(0), "$0"), rhs: src.int(2)), "$0 % 2")
        let isEven = src.e(.binary(op: "==", lhs: remainder, rhs: src.int(0)), "$0 % 2 == 0")
        let isLarge = src.e(.binary(op: ">", lhs: src.e(.closureParameter(0), "$0", nth: 2), rhs: src.int(2, nth: 2)), "$0 > 2")
        let both = src.e(.binary(op: "&&", lhs: isEven, rhs: isLarge), "$0 % 2 == 0 && $0 > 2")
        let filter = src.call(src.member(src.ident("s"), "filter"),
                              closure: src.e(.closure(parameters: [], body: both), "{ $0 % 2 == 0 && $0 > 2 }"),
                              "s.filter { $0 % 2 == 0 && $0 > 2 }")
        XCTAssertEqual(parseClean(source), [src.statement(.binding(name: src.name("z"), value: filter), source)])
    }

    func testClosureWithNamedParameters() {
        let source = "t = s.scan(0) { acc, v in acc + v }"
        let src = TestSource(source)
        let sum = src.e(.binary(op: "+", lhs: src.ident("acc", nth: 2), rhs: src.ident("v", nth: 2)), "acc + v")
        let closure = src.e(.closure(parameters: [src.name("acc"), src.name("v")], body: sum), "{ acc, v in acc + v }")
        let scan = src.call(src.member(src.ident("s"), "scan"), [arg(src.int(0))], closure: closure,
                            "s.scan(0) { acc, v in acc + v }")
        XCTAssertEqual(parseClean(source), [src.statement(.binding(name: src.name("t"), value: scan), source)])
    }

    func testArrayPublisher() {
        let source = "k = [1, 2, 3].publisher"
        let src = TestSource(source)
        let array = src.e(.array([src.int(1), src.int(2), src.int(3)]), "[1, 2, 3]")
        XCTAssertEqual(parseClean(source), [
            src.statement(.binding(name: src.name("k"), value: src.member(array, "publisher")), source),
        ])
    }

    func testFail() {
        let source = "e = Fail(error: \"boom\")"
        let src = TestSource(source)
        let fail = src.call(src.ident("Fail"), [arg(src.name("error"), src.string("\"boom\""))], "Fail(error: \"boom\")")
        XCTAssertEqual(parseClean(source), [src.statement(.binding(name: src.name("e"), value: fail), source)])
    }

    func testDiscardingBinding() {
        let source = "_ = m.connect()"
        let src = TestSource(source)
        let connect = src.call(src.member(src.ident("m"), "connect"), "m.connect()")
        XCTAssertEqual(parseClean(source), [src.statement(.binding(name: src.name("_"), value: connect), source)])
    }

    func testSendWithGroupAndTick() {
        let source = "s.send(\"-1-(23|)\", at: 2)"
        let src = TestSource(source)
        let send = src.call(src.member(src.ident("s"), "send"),
                            [arg(src.string("\"-1-(23|)\"")), arg(src.name("at"), src.int(2))], source)
        XCTAssertEqual(parseClean(source), [src.statement(.expression(send), source)])
    }

    func testColdWithTimeProgression() {
        let source = "u = cold(\"-1- 10t -2|\")"
        let src = TestSource(source)
        let cold = src.call(src.ident("cold"), [arg(src.string("\"-1- 10t -2|\""))], "cold(\"-1- 10t -2|\")")
        XCTAssertEqual(parseClean(source), [src.statement(.binding(name: src.name("u"), value: cold), source)])
    }

    func testBlankLinesAndCommentsAreIgnored() {
        let source = "\n\n   # only a comment\n\t\nC = m.sink() # trailing\n\n"
        let src = TestSource(source)
        let sink = src.call(src.member(src.ident("m", line: 5), "sink"), "m.sink()", line: 5)
        XCTAssertEqual(parseClean(source), [src.statement(.binding(name: src.name("C", line: 5), value: sink), "C = m.sink()", line: 5)])
    }

    func testEmptyFile() {
        XCTAssertEqual(parseClean(""), [])
        XCTAssertEqual(parseClean("# nothing\n"), [])
    }

    func testMultiLineClosureAndArray() {
        let source = """
            f = s.flatMap { v in
              cold("-x|", values: [
                x: v,
              ])
            }
            """
        let src = TestSource(source)
        let values = src.e(.dictionary([DictionaryEntry(key: src.ident("x", line: 3), value: src.ident("v", line: 3))]),
                           "[\n    x: v,\n  ]", line: 2)
        let cold = src.call(src.ident("cold", line: 2), [arg(src.string("\"-x|\"", line: 2)), arg(src.name("values", line: 2), values)],
                            "cold(\"-x|\", values: [\n    x: v,\n  ])", line: 2)
        let closure = src.e(.closure(parameters: [src.name("v")], body: cold),
                            "{ v in\n  cold(\"-x|\", values: [\n    x: v,\n  ])\n}")
        let flatMap = src.call(src.member(src.ident("s"), "flatMap"), closure: closure, String(source.dropFirst(4)))
        XCTAssertEqual(parseClean(source), [src.statement(.binding(name: src.name("f"), value: flatMap), source)])
    }

    func testPipelineContinuesOnLinesStartingWithDot() {
        let source = "m = b\n  .map { $0 }\n\n  .sink()\nC = m"
        let src = TestSource(source)
        let map = src.call(src.member(src.ident("b"), "map"),
                           closure: src.e(.closure(parameters: [], body: src.e(.closureParameter(0), "$0", line: 2)), "{ $0 }", line: 2),
                           "b\n  .map { $0 }")
        let sink = src.call(src.member(map, "sink"), "b\n  .map { $0 }\n\n  .sink()")
        XCTAssertEqual(parseClean(source), [
            src.statement(.binding(name: src.name("m"), value: sink), "m = b\n  .map { $0 }\n\n  .sink()"),
            src.statement(.binding(name: src.name("C", line: 5), value: src.ident("m", line: 5)), "C = m", line: 5),
        ])
    }
}
