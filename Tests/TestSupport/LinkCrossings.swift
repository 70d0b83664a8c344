import MarbleLayout

// Where a drawn link (a replay link or an item link) crosses a mark label: its text, its
// leader or the leader's arrowhead. Checked on the drawn elements, segment against box, so
// that it holds whatever the layout meant to do.

/// One link crossing one label.
public struct LinkCrossing: CustomStringConvertible, Sendable {
    public var link: ElementRole
    public var label: String
    /// Whether the link crosses the label's leader (its dashed stem or arrowhead), not its text.
    public var isLeader: Bool
    /// A point of the link inside the label's box.
    public var at: Point

    public var description: String {
        "\(link) crosses \(isLeader ? "the leader of " : "")\"\(label)\" at (\(Int(at.x.rounded())), \(Int(at.y.rounded())))"
    }
}

extension DiagramLayout {
    /// The roles whose elements are a label hanging under a mark, with its leader.
    public static let markLabelRoles: [ElementRole] = [.requestLabel, .connectMark, .cancelLabel, .errorLabel, .idleNote]

    /// Every crossing of a link by a mark label, texts measured by `measurer` (the one the
    /// layout used). `margin` shrinks each box first: a link grazing a box is not a crossing.
    public func linkLabelCrossings(measurer: some TextMeasurer, margin: Double = 0.25) -> [LinkCrossing] {
        let boxes = markLabelBoxes(measurer: measurer)
        var found: [LinkCrossing] = []
        for item in items where item.role == .replayLink || item.role == .itemLink {
            found += LinkGeometry.crossings(of: item.role, LinkGeometry.segments(of: item.element), boxes: boxes, margin: margin)
        }
        return found
    }

    /// The box of every mark label's text and of its leader's parts, each named by the text.
    func markLabelBoxes(measurer: some TextMeasurer) -> [(label: String, rect: Rect, isLeader: Bool)] {
        var boxes: [(label: String, rect: Rect, isLeader: Bool)] = []
        // A label's elements come in a row: leader, arrowhead, text; the text names them all.
        var pending: [Rect] = []
        for item in items where DiagramLayout.markLabelRoles.contains(item.role) {
            switch item.element {
            case .text(let run):
                let extent = measurer.measure(run.string, font: run.font)
                let text = Rect(x: run.origin.x, y: run.origin.y - extent.ascent, width: extent.width, height: extent.ascent + extent.descent)
                boxes.append((run.string, text, false))
                boxes += pending.map { (run.string, $0, true) }
                pending = []
            case .line(let from, let to, let stroke):
                let half = stroke.width / 2
                pending.append(Rect(x: min(from.x, to.x) - half, y: min(from.y, to.y), width: abs(to.x - from.x) + 2 * half,
                                    height: abs(to.y - from.y)))
            case .arrowhead(let tip, _, let length, let width, _):
                pending.append(Rect(x: tip.x - width / 2, y: tip.y, width: width, height: length))
            default:
                break
            }
        }
        return boxes
    }
}

enum LinkGeometry {
    /// Where `segments`, drawn for `role`, cross `boxes` (each shrunk by `margin`): once per
    /// box, where they first enter it.
    static func crossings(of role: ElementRole, _ segments: [(Point, Point)], boxes: [(label: String, rect: Rect, isLeader: Bool)],
                          margin: Double) -> [LinkCrossing] {
        boxes.compactMap { box in
            let inner = box.rect.insetBy(margin)
            guard inner.width > 0, inner.height > 0,
                  let hit = segments.lazy.compactMap({ LinkGeometry.firstPoint(from: $0.0, to: $0.1, in: inner) }).first else { return nil }
            return LinkCrossing(link: role, label: box.label, isLeader: box.isLeader, at: hit)
        }
    }

    /// Pieces of curve sampled per point of their control polygon's length, at least this many.
    static let minimumSteps = 32

    /// The straight segments a drawn element runs along (curves sampled finely).
    static func segments(of element: Element) -> [(Point, Point)] {
        switch element {
        case .line(let from, let to, _):
            return [(from, to)]
        case .segments(let segments, _):
            return segments.map { ($0.from, $0.to) }
        case .polyline(let points, _):
            return Array(zip(points, points.dropFirst()))
        case .curve(let from, let control1, let control2, let to, _):
            return sampled(from: from, [BezierPiece(control1: control1, control2: control2, to: to)])
        case .path(let from, let pieces, _):
            return sampled(from: from, pieces)
        case .arrowhead(let tip, let direction, let length, let width, _):
            let base = Point(x: tip.x - direction.x * length, y: tip.y - direction.y * length)
            let side = Point(x: -direction.y * width / 2, y: direction.x * width / 2)
            let left = Point(x: base.x + side.x, y: base.y + side.y), right = Point(x: base.x - side.x, y: base.y - side.y)
            return [(tip, left), (left, right), (right, tip)]
        default:
            return []
        }
    }

    private static func sampled(from start: Point, _ pieces: [BezierPiece]) -> [(Point, Point)] {
        var result: [(Point, Point)] = []
        var from = start
        for piece in pieces {
            let polygon = distance(from, piece.control1) + distance(piece.control1, piece.control2) + distance(piece.control2, piece.to)
            let steps = max(minimumSteps, Int((polygon * 2).rounded(.up)))
            var previous = from
            for step in 1...steps {
                let point = piece.point(at: Double(step) / Double(steps), from: from)
                result.append((previous, point))
                previous = point
            }
            from = piece.to
        }
        return result
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    /// How far `point` is from the segment from `a` to `b`.
    static func distance(from point: Point, toSegment a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y, length = dx * dx + dy * dy
        let t = length == 0 ? 0 : max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / length))
        return distance(point, Point(x: a.x + t * dx, y: a.y + t * dy))
    }

    /// The first point of the segment from `a` to `b` inside `rect` (Liang–Barsky clipping).
    static func firstPoint(from a: Point, to b: Point, in rect: Rect) -> Point? {
        let dx = b.x - a.x, dy = b.y - a.y
        var enter = 0.0, leave = 1.0
        for (p, q) in [(-dx, a.x - rect.x), (dx, rect.x + rect.width - a.x), (-dy, a.y - rect.y), (dy, rect.y + rect.height - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { enter = max(enter, t) } else { leave = min(leave, t) }
            }
        }
        guard enter <= leave else { return nil }
        return Point(x: a.x + enter * dx, y: a.y + enter * dy)
    }
}

extension DiagramLayout {
    /// Every link passing through a marble it neither starts nor ends at (those within 3 pt
    /// of its start or its arrow's tip), `margin` inside the marble's outline.
    public func linkMarbleCrossings(margin: Double = 0.5) -> [String] {
        let marbles = self.marbles
        var found: [String] = []
        var link: (from: Point, element: Element)?
        for item in items where item.role == .replayLink || item.role == .itemLink {
            switch item.element {
            case .line(let from, _, _), .path(let from, _, _):
                link = (from, item.element)
            case .arrowhead(let tip, _, _, _, _):
                guard let (from, element) = link else { continue }
                link = nil
                let segments = LinkGeometry.segments(of: element)
                for marble in marbles {
                    let radius = min(marble.frame.width, marble.frame.height) / 2, centre = marble.center
                    guard LinkGeometry.distance(centre, from) > radius + 3, LinkGeometry.distance(centre, tip) > radius + 3,
                          segments.contains(where: { LinkGeometry.distance(from: centre, toSegment: $0.0, $0.1) < radius - margin })
                    else { continue }
                    found.append("\(item.role) to (\(Int(tip.x.rounded())), \(Int(tip.y.rounded()))) crosses \(marble.lane)@\(marble.tick)")
                }
            default:
                continue
            }
        }
        return found
    }
}
