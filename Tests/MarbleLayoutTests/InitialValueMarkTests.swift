import MarbleLayout
import MarbleTrace
import TestSupport
import XCTest

/// A subject's initial value is drawn on its lane, ringed twice, and a replay of it links back.
final class InitialValueMarkTests: XCTestCase {
    private let trace = Trace(ticks: 6, lanes: [
        Lane("s", role: .subject, label: "CurrentValueSubject(0)", events: [.initial(0, 0), .value(2, 1)]),
        Lane("C", role: .subscriber, label: "s.sink()", inputs: ["s"],
             steps: [OperatorStep(name: "sink", text: "sink()", mapsTickToTick: true, isTransparent: true)],
             events: [.subscribe(0), .unlimited(0), .replay(0, 0, from: 0), .value(2, 1)]),
    ])

    func testTheInitialValueIsAMarkOfItsOwnOnTheSubjectsLane() throws {
        let diagram = layout(trace)
        let marks = diagram.marks(onLane: "s").filter { [.value, .initial].contains($0.kind) }
        XCTAssertEqual(marks.map(\.kind), [.initial, .value])
        XCTAssertEqual(marks.map(\.tick), [0, 2])
        XCTAssertEqual(marks.first?.tooltip, "0: the initial value, held from tick 0, never sent")
        // Its outline and a second ring 3 pt inside it.
        let initial = try XCTUnwrap(marks.first)
        let radii = diagram.elements(.marble).compactMap { element -> Double? in
            guard case .circle(let center, let radius, _, _) = element, center == initial.center else { return nil }
            return radius
        }
        XCTAssertEqual(radii, [initial.frame.width / 2, initial.frame.width / 2 - 3])
    }

    func testTheInnerRingKeepsClearOfTheLabel() throws {
        // `abc` fits a plain circle (20.7 of the 21 inside its inset), not one ringed 3 pt
        // further in: the initial value is a pill, its ring clear of the text by the padding.
        let diagram = layout(Trace(ticks: 4, lanes: [
            Lane("s", role: .subject, label: "CurrentValueSubject(\"abc\")", events: [.initial(0, .string("abc")), .value(2, .string("abc"))]),
        ]))
        let marks = diagram.marks(onLane: "s")
        let initial = try XCTUnwrap(marks.first { $0.kind == .initial })
        let value = try XCTUnwrap(marks.first { $0.kind == .value })
        let text = 3 * Theme.light.marbleFont.size * 0.6
        XCTAssertEqual(value.frame.width, 28)
        XCTAssertEqual(initial.frame.width, text + 2 * (7 + 3), accuracy: 1e-9)
        let ring = try XCTUnwrap(diagram.elements(.marble).compactMap { element -> Rect? in
            guard case .rect(let rect, _, _, _) = element, rect.center == initial.center, rect.width < initial.frame.width else { return nil }
            return rect
        }.first)
        XCTAssertEqual(ring.width - text, 2 * 7, accuracy: 1e-9)
    }

    func testAReplayAtTheSubjectsFirstTickLinksBackToTheInitialValue() throws {
        let diagram = layout(trace)
        let initial = try XCTUnwrap(diagram.marks(onLane: "s").first { $0.kind == .initial })
        let echo = try XCTUnwrap(diagram.marks(onLane: "C").first { $0.kind == .replay })
        let tips = diagram.arrowTips(.replayLink)
        XCTAssertEqual(tips.count, 1)
        XCTAssertEqual(tips.first?.x ?? 0, echo.center.x, accuracy: 1e-9)
        XCTAssertEqual(initial.center.x, echo.center.x, accuracy: 1e-9)
        XCTAssertLessThan(tips.first?.y ?? 0, echo.center.y)
        XCTAssertGreaterThan(tips.first?.y ?? 0, initial.center.y)
    }

    func testTheLegendExplainsItAndPromisesTheLink() {
        let legend = layout(trace).texts(.legend)
        XCTAssertEqual(legend, [
            "initial value: held from the start, never sent",
            "replayed on subscription; a dashed link leads to where it was first emitted",
        ])
    }
}
