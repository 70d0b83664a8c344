/// A marble string read independently of our parser, for the reference side: `-` a tick,
/// `0`-`9` an Int, another character a String, `|` finished, `#` failure, `(ab)` a group at
/// the tick of `(`, spaces ignored. Enough for the scenarios; no `10t` time progression.
enum ReferenceMarbles {
    enum Event {
        case value(String)
        case finished
        case failure
    }

    /// The events of `marbles` with their tick, counted from `start`.
    static func events(_ marbles: String, start: Int = 0) -> [(tick: Int, event: Event)] {
        var result: [(Int, Event)] = []
        var tick = start
        var groupTick: Int?
        for character in marbles where character != " " {
            let at = groupTick ?? tick
            switch character {
            case "-": break
            case "(": groupTick = tick
            case ")": groupTick = nil
            case "|": result.append((at, .finished))
            case "#": result.append((at, .failure))
            default: result.append((at, .value(String(character))))
            }
            tick += 1
        }
        return result
    }
}
