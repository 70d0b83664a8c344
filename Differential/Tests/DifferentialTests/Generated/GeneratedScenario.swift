/// A random pipeline scenario for the generated differential tests: subjects fed by marble
/// strings, publishers built from them with operators both engines have, and subscribers
/// with their own timing and demand. `GeneratedMarble` writes it as a `.marble` file and
/// `GeneratedReference` builds it on OpenCombine, so the two engines can be compared.
struct GeneratedScenario {
    struct SubjectSpec {
        /// A `CurrentValueSubject(0)`, else a `PassthroughSubject<Int>`.
        var isCurrentValue: Bool
        /// What it is sent, from tick 0.
        var marbles: String
    }

    /// A publisher of whole numbers.
    indirect enum Node {
        case subject(Int)
        case cold(String)
        /// `Deferred { [1, 2].publisher }`
        case sequence([Int])
        /// An earlier binding, by index.
        case binding(Int)
        case unary(Node, Unary)
        /// `a.zip(b).map { $0 * 10 + $1 }`
        case zip(Node, Node)
        case append(Node, Node)
    }

    enum Unary {
        case timesTen
        case plusOne
        case keepEven
        case runningTotal
        case buffer(size: Int, keepFull: Bool, dropOldest: Bool)
        case prefix(Int)
        case dropFirst(Int)
        case removeDuplicates
        /// `flatMap(maxPublishers:) { cold(inner, values: [x: $0 * 10]) }`; nil: unlimited.
        case flatMap(maxPublishers: Int?, inner: String)
        /// `map { cold(inner, values: [x: $0]) }.switchToLatest()`
        case switchToLatest(inner: String)
        case receiveOnMain
        case debounce(Int)
        case throttle(Int, latest: Bool)
        case delay(Int)
        /// `catch { _ in cold(marbles) }`
        case catchCold(String)
        case retry(Int)
        case replaceError(Int)
        case share
        /// `multicast { PassthroughSubject<Int>() }.autoconnect()`
        case multicastAutoconnect
    }

    struct SubscriberSpec {
        var binding: Int
        var at: Int
        /// nil: unlimited.
        var demand: Int?
        var requests: [(tick: Int, count: Int)]
        var cancelAt: Int?
        /// `collect(n)` between the binding and this subscriber.
        var collect: Int?
    }

    var subjects: [SubjectSpec] = []
    var bindings: [Node] = []
    var subscribers: [SubscriberSpec] = []
    /// The run stops at this tick on both sides.
    var ticks: Int = 30
}
