/// What a drawn element stands for, so that tests, hit testing and tools can find a kind of
/// mark without guessing from its stroke or corner radius.
public enum ElementRole: String, Hashable, Sendable, CaseIterable {
    /// The canvas fill.
    case background
    /// The tinted band behind a binding subscribed several times or with branches.
    case groupBand
    /// The faint vertical guides at labelled ticks.
    case guide
    /// The diagram's title.
    case title
    /// A binding's name in the left column.
    case laneName
    /// A binding's expression under its name.
    case laneLabel
    /// A row's tag at the right of the name column (`[2] → D`, `f.1`).
    case laneTag
    /// A lane's time line and its arrowhead.
    case timeLine
    /// The thin stem joining stacked marbles to the line.
    case stem
    /// The slanted line an inner publisher's lane branches off its parent on.
    case branch
    /// A value's marble (outline and label).
    case marble
    /// A replayed value: a dashed echo.
    case echo
    /// A dropped value: a hollow struck-through marble.
    case drop
    /// A finished bar.
    case finish
    /// A failure X.
    case failure
    /// A cancellation: the dashed bar with its small X.
    case cancelMark
    /// A subscription caret.
    case caret
    /// A `request(n)` leader and its text.
    case requestLabel
    /// A `connect()` leader and its text.
    case connectMark
    /// A `cancel()` leader and its text.
    case cancelLabel
    /// A failure's message and its leader.
    case errorLabel
    /// The note under a row nobody subscribed to ("never subscribed: nothing ran").
    case idleNote
    /// A dashed link from a replayed value to where it was first emitted.
    case replayLink
    /// A dotted arrow from an input marble through an operator box to what it became.
    case itemLink
    /// An operator box's outline.
    case operatorBox
    /// An operator box's text.
    case operatorLabel
    /// The time axis: line, arrow, tick marks, numbers, unit.
    case axis
    /// The legend: icons, their texts and footnotes.
    case legend
    /// A ring around a mark that differs from its expectation (the diff diagram of
    /// `marbles test`).
    case differenceRing
    /// A bar across a lane at the tick a pasted assertion on what the lane filled failed
    /// (`XCTAssertEqual(searches, ...)`, the diff diagram of `marbles test`).
    case assertionFlag
}

/// One element with what it stands for.
public struct RoledElement: Hashable, Sendable {
    /// What the element stands for.
    public var role: ElementRole
    /// The primitive to paint.
    public var element: Element

    /// `element` standing for `role`.
    public init(_ role: ElementRole, _ element: Element) {
        self.role = role
        self.element = element
    }
}

extension Sequence where Element == MarbleLayout.Element {
    /// These elements, each standing for `role`.
    func roled(_ role: ElementRole) -> [RoledElement] {
        map { RoledElement(role, $0) }
    }
}
