/// "Did you mean ...?" for a misspelt name: the known names closest by edit distance.
enum NameSuggestion {
    /// What an error about `name` should say was expected: `what` and the closest of `known`
    /// when one is near enough (`an operator: did you mean 'scan'?`), else `fallback`.
    static func expected(for name: String, among known: [String], what: String, fallback: String) -> String {
        let limit = max(1, name.count / 3)
        let scored = known.map { ($0, distance(name.lowercased(), $0.lowercased())) }.filter { $0.1 <= limit }
        guard let best = scored.map(\.1).min() else { return fallback }
        let closest = scored.filter { $0.1 == best }.map { "'\($0.0)'" }.sorted()
        return "\(what): did you mean \(closest.joined(separator: " or "))?"
    }

    /// Levenshtein distance, with a swap of two neighbours counting as one edit.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
