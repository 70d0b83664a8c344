/// A value that counts the instances alive, so that a store that leaks or releases one twice
/// shows it (reset `alive` before each test).
final class Counted {
    nonisolated(unsafe) static var alive = 0
    let number: Int
    init(_ number: Int) {
        self.number = number
        Counted.alive += 1
    }
    deinit { Counted.alive -= 1 }
}
