/// A point in diagram space: points (1/72 inch), origin top left, y grows downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Points from the left edge.
    public var x: Double
    /// Points from the top edge.
    public var y: Double

    /// The point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// `(x, y)`, for readable test failures.
    public var description: String { "(\(x), \(y))" }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable {
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double

    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle in points.
public struct Rect: Hashable, Sendable {
    /// Points from the left edge.
    public var x: Double
    /// Points from the top edge.
    public var y: Double
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double

    /// The rectangle with its top left corner at `x`, `y`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle of the given size centred on `center`.
    public init(center: Point, width: Double, height: Double) {
        self.init(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    /// The left edge.
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The top edge.
    public var minY: Double { y }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The middle.
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }

    /// Whether the two rectangles share interior area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether `point` lies inside or on the edge.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}
