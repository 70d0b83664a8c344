import MarbleDSL

/// A `.marble` file of pasted Swift (`marbles render FILE.marble --compile`) as Swift: its
/// `#` comments, `title` and `expect(...)` lines, which are the marble language's, become
/// blank lines, so that every other line keeps its number.
public enum MarbleFileAsSwift {
    public static func swift(_ source: String) -> String {
        let expectLines = ExpectLines.mask(source)
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            let directive = ["#if", "#else", "#elseif", "#endif", "#sourceLocation"].contains { trimmed.hasPrefix($0) }
            if expectLines[index] || (trimmed.hasPrefix("#") && !directive)
                || trimmed.hasPrefix("title ") || trimmed.hasPrefix("tick ") {
                lines[index] = ""
            }
        }
        return lines.joined(separator: "\n")
    }
}
