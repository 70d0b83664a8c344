/// Text put into the user's file at a byte offset, on the line where it stands: probes never
/// add a line, so the user's line numbers hold in the generated file and only the columns after
/// an insertion move (which `ColumnMap` undoes).
public struct SourceInsertion: Hashable, Sendable {
    /// The UTF-8 offset in the user's text before which `text` goes.
    public var offset: Int
    /// What is inserted; never contains a line break.
    public var text: String
    /// Among insertions at the same offset, lower goes first.
    public var order: Int

    public init(offset: Int, text: String, order: Int) {
        self.offset = offset
        self.text = text
        self.order = order
    }

    /// `source` with every insertion applied.
    public static func apply(_ insertions: [SourceInsertion], to source: String) -> String {
        let bytes = Array(source.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + insertions.reduce(0) { $0 + $1.text.utf8.count })
        var next = 0
        for insertion in sorted(insertions) {
            result += bytes[next..<insertion.offset]
            result += insertion.text.utf8
            next = insertion.offset
        }
        result += bytes[next...]
        return String(decoding: result, as: UTF8.self)
    }

    static func sorted(_ insertions: [SourceInsertion]) -> [SourceInsertion] {
        insertions.enumerated().sorted {
            ($0.element.offset, $0.element.order, $0.offset) < ($1.element.offset, $1.element.order, $1.offset)
        }.map(\.element)
    }
}

/// Turns a column of the generated file back into the user's: the compiler reports positions
/// in the instrumented text, the user reads their own.
public struct ColumnMap: Sendable {
    /// Per user line: (user column where text was inserted, its length in bytes), in order.
    private let shifts: [Int: [(column: Int, length: Int)]]

    /// The map of `insertions` made into `source`.
    public init(source: String, insertions: [SourceInsertion]) {
        var lineStarts = [0]
        for (index, byte) in source.utf8.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
        var shifts: [Int: [(column: Int, length: Int)]] = [:]
        for insertion in SourceInsertion.sorted(insertions) {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if lineStarts[mid] <= insertion.offset { low = mid } else { high = mid - 1 }
            }
            shifts[low + 1, default: []].append((insertion.offset - lineStarts[low] + 1, insertion.text.utf8.count))
        }
        self.shifts = shifts
    }

    /// The user's column for column `column` of line `line` of the generated file; a column
    /// inside inserted text is the column the text was inserted at.
    public func userColumn(line: Int, column: Int) -> Int {
        var shift = 0
        for (start, length) in shifts[line] ?? [] {
            let generatedStart = start + shift
            if column < generatedStart { break }
            if column < generatedStart + length { return start }
            shift += length
        }
        return column - shift
    }
}
