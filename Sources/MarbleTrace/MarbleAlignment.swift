/// Lines up marble strings so that what happens at one tick starts in the same column:
/// the strings are padded with spaces, which take no time, so each stays valid.
public enum MarbleAlignment {
    /// The padded strings, and the column (0-based) where each tick that starts a token in
    /// some row begins.
    public static func align(_ rows: [[MarbleNotation.Token]]) -> (rows: [String], columns: [Int: Int]) {
        var texts = Array(repeating: "", count: rows.count)
        var next = Array(repeating: 0, count: rows.count)
        var columns: [Int: Int] = [:]
        let ticks = Set(rows.flatMap { $0.map(\.tick) }).sorted()
        for tick in ticks {
            let starting = rows.indices.filter { next[$0] < rows[$0].count && rows[$0][next[$0]].tick == tick }
            let column = starting.map { texts[$0].count }.max() ?? 0
            columns[tick] = column
            for row in starting {
                texts[row] += String(repeating: " ", count: column - texts[row].count) + rows[row][next[row]].text
                next[row] += 1
            }
        }
        return (texts, columns)
    }
}
