extension Rect {
    /// Whether the segment `a`–`b` touches this rectangle (edges included), found exactly by
    /// clipping the segment to the rectangle's slabs: sampling a long line missed a thin
    /// mark between two samples, and cost a test per sample.
    func meets(segmentFrom a: Point, to b: Point) -> Bool {
        var enter = 0.0, leave = 1.0
        // Per side: the segment's travel towards the outside (`outward`), and how far inside
        // `a` is (`inside`). Where `t * outward > inside`, the point is past that side.
        func clip(_ outward: Double, _ inside: Double) -> Bool {
            if outward == 0 { return inside >= 0 }
            let t = inside / outward
            if outward < 0 { enter = max(enter, t) } else { leave = min(leave, t) }
            return enter <= leave
        }
        let dx = b.x - a.x, dy = b.y - a.y
        return clip(-dx, a.x - minX) && clip(dx, maxX - a.x) && clip(-dy, a.y - minY) && clip(dy, maxY - a.y)
    }
}
