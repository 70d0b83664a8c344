/// Namespace for publisher types, as in Combine.
public enum Publishers {}
