/// docs/language.md's operator tables, made from the registry's entries: a row per entry that
/// carries one, in registry order, under its group's header.
enum OperatorDocsTable {
    /// The Markdown table of `group`'s operators, one line per row.
    static func lines(for group: OperatorGroup) -> [String] {
        let rows = OperatorRegistry.entries.filter { $0.group == group && $0.dialect == .combine }.compactMap(\.docs)
        return [group.tableHeader, "|---|---|"] + rows.map { "| \($0.calls) | \($0.text) |" }
    }

    /// `markdown` (docs/language.md) with each group's table, the first after its section's
    /// heading, replaced by the registry's; `nil` when a heading or its table is missing.
    static func updating(_ markdown: String) -> String? {
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for group in OperatorGroup.allCases {
            guard let heading = lines.firstIndex(of: group.docsHeading),
                  let start = lines[heading...].firstIndex(where: { $0.hasPrefix("| ") }) else { return nil }
            let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
            lines.replaceSubrange(start..<end, with: Self.lines(for: group))
        }
        return lines.joined(separator: "\n")
    }
}
