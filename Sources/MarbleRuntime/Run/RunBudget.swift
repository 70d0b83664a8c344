import MarbleDSL

/// What one run may spend, in one place (docs/language.md, Limits, says the same to users).
///
/// The budget is on work, not on the size of what a file may say: a run may do a number of
/// steps of work (every recorded event, subscription, publisher a closure builds,
/// resubscription: `RunGuard`), hold a number of bytes of text in its recorded values, and
/// no single value may grow past a size a closure could only reach by doubling. How many
/// ticks a diagram spans, or how long a range is, costs nothing until it is used: a tick
/// with nothing scheduled is skipped, and a range's numbers are steps once they are sent.
/// So those are bounded only where the numbers themselves would be unsafe (tick arithmetic)
/// or where building them would cost more than the run could ever spend.
enum RunBudget {
    /// The steps of work a run may do unless `--max-steps` says otherwise.
    static let steps = 1_000_000
    /// The bytes of text (strings, labels) the recorded values of a run may hold.
    static let valueText = 10_000_000
    /// The latest tick a file may use: as far as one marble string may reach, so that tick
    /// arithmetic never overflows. An idle tick costs nothing; events cost steps.
    static let ticks = MarbleTimeline.maximumLength
    /// The most numbers a range may hold: each is a step once sent, so a longer one could
    /// never be sent within the default budget, and building it would only take memory.
    static let rangeLength = steps
    /// The most parts (elements, at every level) one value may have, and how deeply it may
    /// nest: a closure doubling its value (`scan(1) { acc, v in (acc, acc) }`) or nesting it
    /// (`[acc]`) gets there in a few steps, and printing it would never end.
    static let valueParts = 10_000
    static let valueDepth = 100
    /// The longest string a closure may build (a doubling `scan` of strings).
    static let stringLength = 10_000
}
