/// The rows of one group while `LayoutPass.rows(of:)` fills them: each row's extent and what
/// its lanes draw (indexed by x, relative to the row's line), the branch lines placed so
/// far, and whether all of them are clear. Checking every line against every row it passed
/// for every candidate row made a flatMap of 1,000 inner publishers take a minute; so:
/// - A line only meets rows that draw something in its narrow x range, "the rows it passes
///   by" (found once, by x). The rows keep their order as rows are added, so a line with no
///   such row between its ends never has one, and is clear whatever the rows' heights: only
///   the other lines ("exposed") need a check when rows move.
/// - A candidate row whose extent the new lane does not change moves no row: it is checked
///   by what it adds, the new line and the lines passing that row against the new marks.
/// - A row under the parent whose time line spans the new line's x range blocks it, as it
///   does every row under that one: those are not tried.
/// - A branch looks for a free row at most `mostRowsTried` rows under its parent, and not
///   past a row whose marks its slant to a lower row would run through (`rowsPassed`).
/// A line whose parent comes later in the group (a parent cycle) turns all this off: then
/// every line is checked on every candidate, as before. Rows are kept in a `RowStack`.
struct BranchRowPlacement {
    /// Room kept between a branch line and whatever it passes.
    static let clearance = 3.0

    /// The most rows under its parent a branch looks through for a free row. A line to a row
    /// further down would cross more rows than a reader follows by eye; and with a branch line
    /// somewhere blocked (a row of its own at the bottom), every free row is refused, so
    /// trying them all made a flatMap of 50,000 inner publishers quadratic.
    static let mostRowsTried = 64

    /// The most branch lines of a group kept clear of everything they pass. Past this, a
    /// group is placed by `CompactBranchRows`, as few rows as the most inner publishers alive at
    /// once, whose lines may cross other rows.
    static let mostBranchesKeptClear = 64

    /// What a lane draws, relative to its line (y = 0), widened by the clearance a branch
    /// line keeps.
    struct Footprint {
        var top: Double
        var bottom: Double
        /// The rightmost point of anything the lane draws: a branch sharing its row must start right of it.
        var right: Double
        /// The time line.
        var line: Rect
        /// Marbles, end marks, carets and annotations.
        var marks: [Rect]
        /// The x range of `line` and `marks` together.
        var left: Double { marks.reduce(line.minX) { min($0, $1.minX) } }
        var farRight: Double { marks.reduce(line.maxX) { max($0, $1.maxX) } }
    }

    /// A branch line, from its parent's line at `fromX` to its own line's start at `toX`.
    struct Line {
        var lane: Int
        var parent: Int
        var fromX: Double
        var toX: Double
    }

    /// A lane of the group as its placement sees it.
    struct Lane {
        var index: Int
        var footprint: Footprint
        /// Its branch line, if it is a branch drawn from a parent's line.
        var line: Line?
        /// The lane it is a branch of, if it is one (with or without a line).
        var siblingsOf: Int?
    }

    /// The rows of `lanes` (a group, in order), top to bottom. A branch goes into the first
    /// row of its siblings that is free at its time and that its branch line reaches without
    /// crossing anything; failing that, into a new row right under its parent (the rows
    /// below it were started earlier, so their lines and marks are left of where it
    /// branches), or, if that would make an earlier branch line cross it, into a new row at
    /// the bottom.
    static func rows(_ lanes: [Lane], rowGap: Double) -> [[Int]] {
        var placement = BranchRowPlacement(rowGap: rowGap)
        for lane in lanes {
            guard let line = lane.line, let parentRow = placement.rowID[line.parent] else {
                placement.appendRow(lane.index, footprint: lane.footprint, line: lane.line, siblingsOf: lane.siblingsOf)
                continue
            }
            let passed = placement.rowsPassed(by: line, under: parentRow)
            let free = placement.freeRows(under: parentRow, upTo: passed.reach, parent: line.parent, branchX: line.fromX,
                                          above: passed.blockedFrom)
            if free.contains(where: { placement.join(lane.index, row: $0, footprint: lane.footprint, line: line, passing: passed.rows) }) {
                continue
            }
            let under = placement.stack.position(of: parentRow) + 1
            if !placement.insertRow(lane.index, at: under, footprint: lane.footprint, line: line, siblingsOf: lane.siblingsOf,
                                    passing: passed.rows) {
                placement.appendRow(lane.index, footprint: lane.footprint, line: line, siblingsOf: lane.siblingsOf, passing: passed.rows)
            }
        }
        return placement.stack.ids.map { placement.rows[$0].lanes }
    }

    struct Row {
        var lanes: [Int]
        var top: Double
        var bottom: Double
        /// The lane every lane of the row branches from; nil when one is no branch or
        /// their parents differ. Only such a row takes another sibling.
        var siblingsOf: Int?
        var right: Double
        var marks = SortedBoxes<Void>()
        /// Lanes' time lines: in a row of their own, as they are long.
        var lines = SortedBoxes<Void>()

        mutating func add(_ footprint: Footprint) {
            top = min(top, footprint.top)
            bottom = max(bottom, footprint.bottom)
            right = max(right, footprint.right)
            marks.insert(footprint.marks)
            lines.insert([footprint.line])
        }

        /// Whether the segment `a`–`b` (relative to the row's line) touches anything drawn.
        func meets(_ a: Point, _ b: Point) -> Bool {
            marks.anyMeets(segmentFrom: a, to: b) || lines.anyMeets(segmentFrom: a, to: b)
        }
    }

    // Rows are known by id (the order they were made in); `stack` knows where each stands
    // (rows are inserted) and where its line is.
    private let gap: Double
    /// Per row id, the row.
    private var rows: [Row] = []
    private var stack = RowStack()
    /// Per lane placed, its row's id.
    private var rowID: [Int: Int] = [:]
    /// The branch lines whose both ends are placed.
    private var lines: [Line] = []
    /// Those lines' x ranges, to find the lines passing by a lane added.
    private var lineIndex = SortedBoxes<Int>()
    /// Every box drawn, tagged with its row's id: the rows a new line passes by.
    private var boxIndex = SortedBoxes<Int>()
    /// Per line, the ids of the rows it passes by.
    private var passedBy: [[Int]] = []
    /// The lines with a row they pass by between their ends.
    private var exposed: Set<Int> = []
    /// Branch lines whose parent is not placed yet (a parent later in the group, a cycle),
    /// by parent: they count once it is.
    private var waiting: [Int: [Line]] = [:]
    /// Set once a line waited: then every line is checked on every candidate.
    private var checksAll = false
    /// Whether every line in `lines` is clear.
    private var clear = true

    private init(rowGap: Double) {
        gap = rowGap
    }

    /// The position of the row holding `lane`, if placed.
    private func row(of lane: Int) -> Int? {
        rowID[lane].map(stack.position(of:))
    }

    /// The y of row `id`'s line relative to the first row's: rows stacked as
    /// `stackVertically` does.
    private func lineY(_ id: Int) -> Double {
        stack.heightAbove(id) - rows[id].top
    }

    /// What row `id` takes in the stack: its extent and the gap under it.
    private func stackedHeight(_ id: Int) -> Double {
        rows[id].bottom - rows[id].top + gap
    }

    /// The ids of the rows drawing something in `line`'s x range; the position of the nearest
    /// row under `parentRow` (an id; nil when only the rows passed are wanted) with a box
    /// across that range and its line (a time line: the branch line cannot pass that row, so
    /// rows under it are out of its reach), or the row count; and the line y from which on no
    /// row is in reach either: a box holding the branch point but ending short of the line's
    /// other end (a sibling's end mark at the tick, a `switchToLatest`'s handover, a mark
    /// hanging under a line) lets the line pass to the rows just under it, but the slant to
    /// a lower row, steeper, runs through the box nearer the branch point. Trying each of
    /// those rows (each refused) made a `switchToLatest` of 50,000 inner publishers quadratic.
    private func rowsPassed(by line: Line, under parentRow: Int?) -> (rows: [Int], reach: Int, blockedFrom: Double) {
        let left = min(line.fromX, line.toX), right = max(line.fromX, line.toX)
        var ids: Set<Int> = []
        var reach = stack.count
        var blockedFrom = Double.infinity
        let parentAt = parentRow.map(stack.position(of:)) ?? stack.count, parentY = parentRow.map(lineY) ?? 0
        let run = abs(line.toX - line.fromX)
        _ = boxIndex.first(from: left, to: right) { box, id in
            ids.insert(id)
            let onLine = box.minY < 0 && box.maxY > 0, holdsBranchX = box.minX < line.fromX && box.maxX > line.fromX
            guard parentRow != nil, holdsBranchX || onLine && box.minX < left && box.maxX > right else { return false }
            let at = stack.position(of: id)
            guard at > parentAt else { return false }
            if onLine, at < reach, box.minX < left, box.maxX > right {
                reach = at
            } else if holdsBranchX {
                // The slant to a row at y crosses height h (under the parent) `run × (h −
                // parentY) / (y − parentY)` from the branch point: inside the box from some y on.
                let inside = line.toX >= line.fromX ? box.maxX - line.fromX : line.fromX - box.minX
                let rowY = lineY(id), top = rowY + box.minY
                if onLine { blockedFrom = min(blockedFrom, max(rowY, parentY + (rowY - parentY) * run / inside)) }
                // Any box: once the slant reaches below it (and below its row: the slant's own
                // row is not checked), it runs inside it just under its top. (A margin for
                // rounding: a slant that only grazes it is left to the exact test.)
                if top > parentY {
                    blockedFrom = min(blockedFrom, max(rowY, rowY + box.maxY, parentY + (top - parentY) * run / inside) + 1e-6)
                }
            }
            return false
        }
        return (ids.sorted(), reach, blockedFrom)
    }

    /// Of the rows (ids) from under `parentRow` (an id) to position `reach`, with their line
    /// above `blockedFrom`, and no more than `mostRowsTried` rows down, those that only hold
    /// branches of `parent` ending before `branchX` (with room to spare): the rows free for
    /// another of its inner publishers.
    private func freeRows(under parentRow: Int, upTo reach: Int, parent: Int, branchX: Double, above blockedFrom: Double) -> [Int] {
        var free: [Int] = []
        let parentAt = stack.position(of: parentRow)
        var at = parentAt + 1, next = stack.next(after: parentRow)
        while let row = next, at <= min(reach, parentAt + Self.mostRowsTried) {
            // A row that grows moves its own line down only: it stays out of reach.
            if lineY(row) > blockedFrom { break }
            if rows[row].siblingsOf == parent && rows[row].right + 8 < branchX { free.append(row) }
            next = stack.next(after: row)
            at += 1
        }
        return free
    }

    /// Adds `lane` to row `row` if every branch line then reaches its row clear.
    private mutating func join(_ lane: Int, row: Int, footprint: Footprint, line: Line, passing passed: [Int]) -> Bool {
        let keepsExtent = footprint.top >= rows[row].top && footprint.bottom <= rows[row].bottom
        if keepsExtent, waiting[lane] == nil {
            // No row moves: the lines placed keep their course, and only the marks added can
            // block them; the new line meets the rows as they are.
            guard clear, isClear(line, ownRow: row, passing: passed), !linesPass(row: row, hit: footprint) else { return false }
            add(lane, to: row, footprint: footprint, line: line)
            commit(lane, footprint: footprint, passing: passed)
            return true
        }
        let saved = (rows[row], lines.count)
        add(lane, to: row, footprint: footprint, line: line)
        if allClear(after: lane, in: row, footprint: footprint, passing: passed) {
            clear = true
            commit(lane, footprint: footprint, passing: passed)
            return true
        }
        let grew = rows[row].top != saved.0.top || rows[row].bottom != saved.0.bottom
        rows[row] = saved.0
        if grew { stack.setHeight(stackedHeight(row), of: row) }
        rowID[lane] = nil
        unlist(lane, line: line, keeping: saved.1)
        return false
    }

    /// Adds a row holding `lane` at position `position` if every branch line then reaches its
    /// row clear.
    private mutating func insertRow(_ lane: Int, at position: Int, footprint: Footprint, line: Line, siblingsOf: Int?,
                                    passing passed: [Int]) -> Bool {
        let saved = lines.count
        insert(lane, at: position, footprint: footprint, line: line, siblingsOf: siblingsOf)
        if allClear(after: lane, in: rowID[lane]!, footprint: footprint, passing: passed) {
            clear = true
            commit(lane, footprint: footprint, passing: passed)
            return true
        }
        rows.removeLast()
        stack.removeLast()
        rowID[lane] = nil
        unlist(lane, line: line, keeping: saved)
        return false
    }

    /// Adds a row holding `lane` at the bottom, whether or not its branch line is clear.
    private mutating func appendRow(_ lane: Int, footprint: Footprint, line: Line?, siblingsOf: Int?, passing passed: [Int] = []) {
        let before = lines.count
        insert(lane, at: stack.count, footprint: footprint, line: line, siblingsOf: siblingsOf)
        // A bottom row moves no other row and lies between the ends of no line placed: only
        // the lines it brings (its own, its children's that waited) can be blocked.
        clear = clear && lines[before...].allSatisfy { isClear($0, passing: passed) }
        commit(lane, footprint: footprint, passing: passed)
    }

    // MARK: Changes

    private mutating func add(_ lane: Int, to row: Int, footprint: Footprint, line: Line?) {
        let keepsExtent = footprint.top >= rows[row].top && footprint.bottom <= rows[row].bottom
        rowID[lane] = row
        rows[row].lanes.append(lane)
        rows[row].add(footprint)
        if !keepsExtent { stack.setHeight(stackedHeight(row), of: row) }
        list(lane, line: line)
    }

    /// Adds a row holding `lane` at position `position`.
    private mutating func insert(_ lane: Int, at position: Int, footprint: Footprint, line: Line?, siblingsOf: Int?) {
        var added = Row(lanes: [lane], top: footprint.top, bottom: footprint.bottom, siblingsOf: siblingsOf, right: footprint.right)
        added.add(footprint)
        rows.append(added)
        rowID[lane] = stack.insert(height: stackedHeight(rows.count - 1), at: position)
        list(lane, line: line)
    }

    /// Counts `lane`'s own line if its parent is placed (else keeps it waiting), and the
    /// lines of its children that waited for it.
    private mutating func list(_ lane: Int, line: Line?) {
        if let line {
            if rowID[line.parent] != nil {
                lines.append(line)
            } else {
                waiting[line.parent, default: []].append(line)
                checksAll = true
            }
        }
        if let children = waiting.removeValue(forKey: lane) { lines += children }
    }

    /// Undoes `list` for a candidate refused.
    private mutating func unlist(_ lane: Int, line: Line?, keeping count: Int) {
        let children = lines[count...].filter { $0.lane != lane }
        if !children.isEmpty { waiting[lane] = children }
        if let line, rowID[line.parent] == nil {
            waiting[line.parent]?.removeLast()
            if waiting[line.parent]?.isEmpty == true { waiting[line.parent] = nil }
        }
        lines.removeSubrange(count...)
    }

    /// Keeps the placement of `lane`: its boxes and new lines indexed, and which lines pass
    /// by its row (`passed`: the rows its own line passes by).
    private mutating func commit(_ lane: Int, footprint: Footprint, passing passed: [Int]) {
        let id = rowID[lane]!
        let at = stack.position(of: id)
        _ = lineIndex.first(from: footprint.left, to: footprint.farRight) { _, number in
            if !passedBy[number].contains(id) { passedBy[number].append(id) }
            if isBetween(at, lines[number]) { exposed.insert(number) }
            return false
        }
        for box in [footprint.line] + footprint.marks { boxIndex.insert(box, tag: id) }
        for number in passedBy.count..<lines.count {
            let line = lines[number]
            // A child that waited for this lane passes by rows found now.
            passedBy.append(line.lane == lane ? passed : rowsPassed(by: line, under: nil).rows)
            if passedBy[number].contains(where: { isBetween(stack.position(of: $0), line) }) { exposed.insert(number) }
            lineIndex.insert(Rect(x: min(line.fromX, line.toX), y: 0, width: abs(line.toX - line.fromX), height: 0), tag: number)
        }
    }

    // MARK: Checks

    /// Whether row `row` lies strictly between the ends of `line`.
    private func isBetween(_ row: Int, _ line: Line) -> Bool {
        guard let parentRow = self.row(of: line.parent), let ownRow = self.row(of: line.lane) else { return false }
        return min(parentRow, ownRow) < row && row < max(parentRow, ownRow)
    }

    /// Whether every line is clear once `lane` is in row `id` (rows may have moved): the
    /// exposed lines, the lines passing by the lane's row and its own line (`passed`: the
    /// rows it passes by); or, once a line waited, every line.
    private func allClear(after lane: Int, in id: Int, footprint: Footprint, passing passed: [Int]) -> Bool {
        if checksAll { return lines.allSatisfy { isClear($0) } }
        let row = stack.position(of: id)
        for number in passedBy.count..<lines.count where !isClear(lines[number], passing: passed) { return false }
        if exposed.contains(where: { !isClear(lines[$0], passing: passedBy[$0] + [id]) }) { return false }
        return !lineIndex.first(from: footprint.left, to: footprint.farRight) { _, number in
            isBetween(row, lines[number]) && !isClear(lines[number], passing: passedBy[number] + [id])
        }
    }

    /// Whether `line` reaches its row (its lane's, or row `ownRow` for a lane not placed yet)
    /// without touching anything drawn on the rows between its parent's and its own: of
    /// `passed` (the ids of rows it passes by) or, once a line waited, of every row.
    private func isClear(_ line: Line, ownRow: Int? = nil, passing passed: [Int] = []) -> Bool {
        guard let parentID = rowID[line.parent], let ownID = ownRow ?? rowID[line.lane] else { return true }
        let parentAt = stack.position(of: parentID), ownAt = stack.position(of: ownID)
        let from = Point(x: line.fromX, y: lineY(parentID)), to = Point(x: line.toX, y: lineY(ownID))
        func meets(_ other: Int) -> Bool {
            let at = stack.position(of: other)
            guard min(parentAt, ownAt) < at, at < max(parentAt, ownAt) else { return false }
            let y = lineY(other)
            return rows[other].meets(Point(x: from.x, y: from.y - y), Point(x: to.x, y: to.y - y))
        }
        return checksAll ? !rows.indices.contains(where: meets) : !passed.contains(where: meets)
    }

    /// Whether a branch line placed passes row `id` through `footprint` drawn there.
    private func linesPass(row id: Int, hit footprint: Footprint) -> Bool {
        let marks = SortedBoxes<Void>(footprint.marks)
        let row = stack.position(of: id), rowY = lineY(id)
        return lineIndex.first(from: footprint.left, to: footprint.farRight) { _, number in
            let line = lines[number]
            guard let parentID = rowID[line.parent], let ownID = rowID[line.lane] else { return false }
            let parentRow = stack.position(of: parentID), ownRow = stack.position(of: ownID)
            guard min(parentRow, ownRow) < row, row < max(parentRow, ownRow) else { return false }
            let a = Point(x: line.fromX, y: lineY(parentID) - rowY), b = Point(x: line.toX, y: lineY(ownID) - rowY)
            return footprint.line.meets(segmentFrom: a, to: b) || marks.anyMeets(segmentFrom: a, to: b)
        }
    }
}
