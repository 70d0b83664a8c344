/// A `.marble` file of pasted Swift (`marbles render FILE.marble --compile`) as Swift: its
/// `#` comments, `title` and `expect(...)` lines, which are the marble language's, become
/// blank lines, so that every other line keeps its number.
public enum MarbleFileAsSwift {
    public static func swift(_ source: String) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var inExpect = false
        for index in lines.indices {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            if inExpect || trimmed.hasPrefix("expect(") {
                inExpect = !(trimmed.hasSuffix(")") && balanced(lines[index]))
                lines[index] = ""
            } else if trimmed.hasPrefix("#") && !trimmed.hasPrefix("#if") && !trimmed.hasPrefix("#else")
                        && !trimmed.hasPrefix("#endif") && !trimmed.hasPrefix("#elseif") {
                lines[index] = ""
            } else if trimmed.hasPrefix("title ") || trimmed.hasPrefix("tick ") {
                lines[index] = ""
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func balanced(_ line: String) -> Bool {
        line.filter { $0 == "(" }.count <= line.filter { $0 == ")" }.count
    }
}
