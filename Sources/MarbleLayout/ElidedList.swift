/// The hover text of a run too long to list whole (a burst's values, a run of requests, a
/// dense column's marks): `head`, then `… skipped more …` where some were left out, then
/// `tail`, joined by `separator`. `more` names what was left out (`more ticks`).
package func elidedList(head: [String], skipped: Int, tail: [String], separator: String, more: String = "more") -> String {
    (head + (skipped > 0 ? ["… \(skipped) \(more) …"] : []) + tail).joined(separator: separator)
}
