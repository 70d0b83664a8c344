import MarbleTrace

/// What the file's names are bound to, with the plain values among them kept apart: an
/// argument outside a closure (`at: 3`, `send(i * 10)`) is evaluated against those values,
/// and gathering them from every binding for each argument was quadratic in a file that
/// evaluates an argument per binding (4,394 `C = sh.sink(at: i % 5)`).
struct Bindings: ExpressibleByDictionaryLiteral {
    private var objects: [String: RuntimeObject] = [:]
    /// The plain values bound by name, a `for` loop's variable among them.
    private(set) var values: [String: MarbleValue] = [:]

    init(dictionaryLiteral elements: (String, RuntimeObject)...) {
        for (name, object) in elements { self[name] = object }
    }

    subscript(name: String) -> RuntimeObject? {
        get { objects[name] }
        set {
            objects[name] = newValue
            if case .value(let value)? = newValue { values[name] = value } else { values[name] = nil }
        }
    }

    /// Every bound name.
    var names: Dictionary<String, RuntimeObject>.Keys { objects.keys }
}
