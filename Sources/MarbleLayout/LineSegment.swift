/// A straight segment from one point to another: one event of a density drawing.
public struct LineSegment: Hashable, Sendable {
    /// Where the segment starts.
    public var from: Point
    /// Where it ends.
    public var to: Point

    /// The segment from `from` to `to`.
    public init(from: Point, to: Point) {
        self.from = from
        self.to = to
    }
}
