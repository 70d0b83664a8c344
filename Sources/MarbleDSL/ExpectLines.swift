/// Which lines of a file are its `expect(...)` statements (one line or several): compiled
/// mode compiles a `.marble` file's other lines as Swift and checks these against what ran.
public enum ExpectLines {
    /// One flag per line of `source` (split at "\n"): whether it belongs to an `expect(...)`.
    public static func mask(_ source: String) -> [Bool] {
        var mask: [Bool] = []
        var open = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if open > 0 || trimmed.hasPrefix("expect(") {
                mask.append(true)
                open += line.filter { $0 == "(" }.count - line.filter { $0 == ")" }.count
                open = max(open, 0)
            } else {
                mask.append(false)
            }
        }
        return mask
    }
}
