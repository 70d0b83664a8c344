/// Where a text's origin sits horizontally: at its start, middle or end.
public enum TextAnchor: String, Hashable, Sendable {
    case start
    case middle
    case end
}
