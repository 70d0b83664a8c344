/// Values too long for their marble even at the smallest font are cut to a prefix, an
/// ellipsis and a superscript number; the legend then gives each number's full value, so
/// a printed diagram loses nothing (the SVG also has it on hover). Numbers follow the
/// order of first appearance, one per distinct value, up to `limit`: past that a legend
/// would drown the diagram, and the rest keep only their ellipsis and SVG tooltip.
struct Footnotes {
    /// The full text of each numbered value, in number order.
    private(set) var values: [String] = []
    /// How many more distinct values were cut but not numbered.
    private(set) var unnumbered = 0
    private var numbers: [String: Int] = [:]
    private var skipped: Set<String> = []

    static let limit = 40

    /// The footnotes for the marbles that `shapes` had to truncate.
    init(models: [LaneModel], shapes: [[[MarbleShape]]]) {
        for (model, laneShapes) in zip(models, shapes) {
            for (column, columnShapes) in zip(model.columns, laneShapes) {
                for (item, shape) in zip(column.items, columnShapes) where shape.truncated && !shape.label.isEmpty {
                    let text = item.text
                    guard numbers[text] == nil, !skipped.contains(text) else { continue }
                    guard values.count < Footnotes.limit else {
                        skipped.insert(text)
                        unnumbered += 1
                        continue
                    }
                    values.append(text)
                    numbers[text] = values.count
                }
            }
        }
    }

    var isEmpty: Bool { values.isEmpty && unnumbered == 0 }

    /// Numbers `text` (a label cut short in the name column) after the values, and returns
    /// its marker; the same text keeps its number. Past the limit, it is counted unnumbered.
    mutating func number(_ text: String) -> String? {
        if let number = numbers[text] { return Footnotes.superscript(number) }
        guard values.count < Footnotes.limit else {
            if !skipped.contains(text) {
                skipped.insert(text)
                unnumbered += 1
            }
            return nil
        }
        values.append(text)
        numbers[text] = values.count
        return Footnotes.superscript(values.count)
    }

    /// The superscript marker of `text`, or nil if it needed none.
    func marker(for text: String) -> String? {
        numbers[text].map(Footnotes.superscript)
    }

    /// `12` → `¹²`.
    static func superscript(_ number: Int) -> String {
        let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        return String(String(number).map { digits[Int(String($0))!] })
    }
}
