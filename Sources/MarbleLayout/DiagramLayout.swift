/// A diagram as pure geometry: its size and the primitives to paint, in paint order, with
/// every coordinate resolved. Painting it needs no knowledge of traces or themes.
public struct DiagramLayout: Hashable, Sendable {
    /// The canvas size in points.
    public var size: Size
    /// What to paint, back to front, each with what it stands for.
    public var items: [RoledElement]
    /// What the marks mean: one entry per drawn event, for tests, tooltips and hit testing.
    public var marks: [Mark]
    /// Where each tick sits, for what is drawn over a finished layout (a failed assertion's
    /// bar); `nil` for a layout made from parts.
    var timeScale: TimeScale?

    /// A layout from its parts.
    public init(size: Size, items: [RoledElement], marks: [Mark]) {
        self.size = size
        self.items = items
        self.marks = marks
    }

    /// What to paint, back to front.
    public var elements: [Element] { items.map(\.element) }

    /// The elements standing for `role`, in paint order.
    public func elements(_ role: ElementRole) -> [Element] {
        items.filter { $0.role == role }.map(\.element)
    }

    /// The marks of one lane, in paint order.
    public func marks(onLane lane: String) -> [Mark] {
        marks.filter { $0.lane == lane }
    }
}

/// How a line is stroked.
public struct Stroke: Hashable, Sendable {
    /// Line ends.
    public enum Cap: String, Hashable, Sendable {
        case butt
        case round
    }

    /// The colour.
    public var color: RGBA
    /// Line width in points.
    public var width: Double
    /// On/off lengths in points; empty for a solid line.
    public var dash: [Double]
    /// How open ends are drawn.
    public var cap: Cap

    /// A stroke; solid and with butt ends unless told otherwise.
    public init(color: RGBA, width: Double, dash: [Double] = [], cap: Cap = .butt) {
        self.color = color
        self.width = width
        self.dash = dash
        self.cap = cap
    }
}

/// A run of text. `origin` is on the baseline; `anchor` says which part of the text sits
/// at `origin.x`.
public struct TextRun: Hashable, Sendable {
    /// The text as drawn.
    public var string: String
    /// A point on the baseline.
    public var origin: Point
    /// The face and size.
    public var font: FontSpec
    /// The colour.
    public var color: RGBA
    /// Which part of the text sits at `origin.x`.
    public var anchor: TextAnchor

    /// A run starting at `origin` unless `anchor` says otherwise.
    public init(_ string: String, origin: Point, font: FontSpec, color: RGBA, anchor: TextAnchor = .start) {
        self.string = string
        self.origin = origin
        self.font = font
        self.color = color
        self.anchor = anchor
    }
}

/// The closed set of primitives a painter must draw.
public enum Element: Hashable, Sendable {
    /// A rectangle; `cornerRadius` of half its height makes a pill.
    case rect(Rect, cornerRadius: Double, fill: RGBA?, stroke: Stroke?)
    case circle(center: Point, radius: Double, fill: RGBA?, stroke: Stroke?)
    case line(from: Point, to: Point, stroke: Stroke)
    /// Separate straight segments stroked together, as one path: events of a density
    /// drawing that share a colour, one drawing call for many (a vector surface records
    /// every call). Where segments overlap, their colour is laid down once.
    case segments([LineSegment], stroke: Stroke)
    /// An open path through the points, with mitred joins.
    case polyline([Point], stroke: Stroke)
    /// A cubic Bézier segment.
    case curve(from: Point, control1: Point, control2: Point, to: Point, stroke: Stroke)
    /// An open path of cubic Bézier pieces, one after the other from `from`, stroked as
    /// one line (so that a dash pattern runs on across the joins).
    case path(from: Point, pieces: [BezierPiece], stroke: Stroke)
    /// A filled triangle whose tip is at `tip`, pointing along the unit vector `direction`.
    case arrowhead(tip: Point, direction: Point, length: Double, width: Double, fill: RGBA)
    /// An X centred at `center`, its arms reaching `halfSize` along each axis.
    case cross(center: Point, halfSize: Double, stroke: Stroke)
    case text(TextRun)
}

/// One cubic Bézier piece of a path: it starts where the piece before it ended.
public struct BezierPiece: Hashable, Sendable {
    /// The control point near the start.
    public var control1: Point
    /// The control point near the end.
    public var control2: Point
    /// Where the piece ends.
    public var to: Point

    /// A piece from its control points and its end.
    public init(control1: Point, control2: Point, to: Point) {
        self.control1 = control1
        self.control2 = control2
        self.to = to
    }

    /// The point at `t` (0 ... 1) along the piece starting at `from`.
    public func point(at t: Double, from: Point) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * from.x + b * control1.x + c * control2.x + d * to.x,
                     y: a * from.y + b * control1.y + c * control2.y + d * to.y)
    }
}

/// One drawn event, with what it means.
public struct Mark: Hashable, Sendable {
    /// The kind of event a mark shows.
    public enum Kind: String, Hashable, Sendable {
        case value
        /// A subject's initial value, held from the start and never sent.
        case initial
        case replay
        case drop
        case finished
        /// Where an operator began to hold its upstream's finish until demand comes.
        case finishHeld
        case failure
        case cancel
        case subscribe
        case request
        /// A connectable publisher connected to its upstream.
        case connect
    }

    /// The lane name, e.g. `b[2]`.
    public var lane: String
    /// The tick of the event.
    public var tick: Int
    /// What the event was.
    public var kind: Kind
    /// The bounds of the shape (for a marble: its circle or pill).
    public var frame: Rect
    /// The value label as drawn (possibly shrunk or truncated), or the annotation text.
    public var label: String?
    /// The fill of a marble, if it has one.
    public var fill: RGBA?
    /// A hover text: why a value was dropped, where a replay came from, a truncated label.
    public var tooltip: String?
    /// Where a pointer finds the hover text, when not over `frame`: an event of a dense
    /// lane's strip is its point-wide column, as tall as the strip, shared by the column's
    /// events (an SVG gives them one hover text).
    public var hoverFrame: Rect?

    /// A mark from its parts.
    public init(lane: String, tick: Int, kind: Kind, frame: Rect, label: String? = nil, fill: RGBA? = nil, tooltip: String? = nil,
                hoverFrame: Rect? = nil) {
        self.lane = lane
        self.tick = tick
        self.kind = kind
        self.frame = frame
        self.label = label
        self.fill = fill
        self.tooltip = tooltip
        self.hoverFrame = hoverFrame
    }

    /// The centre of the frame.
    public var center: Point { frame.center }
}
