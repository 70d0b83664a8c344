import MarbleTrace

/// A scheduler's stride (`measureInterval`'s output, `DispatchQueue.SchedulerTimeType.Stride`)
/// drawn as a duration, `300 ms`, in the largest unit that divides it, as the engine writes a
/// tick's length on the axis (`× 500 ms`), rather than as Swift prints the struct.
enum RecordedStride {
    /// The duration `value` is, when it is a `SchedulerTimeType.Stride` of whole nanoseconds
    /// (Dispatch's, in Apple's Combine or OpenCombine) or of seconds (RunLoop's, OperationQueue's).
    static func duration(_ value: Any, mirror: Mirror) -> MarbleValue? {
        // The type's name as `String(reflecting:)` gives it differs between Combine and
        // OpenCombine (an extension's context, `OCombine`): its last part and its one stored
        // property say enough.
        let name = String(reflecting: mirror.subjectType)
        guard name == "Stride" || name.hasSuffix(".Stride"), name.contains("SchedulerTimeType"),
              let child = mirror.children.first, mirror.children.count == 1 else { return nil }
        // Dispatch's: nanoseconds (an `Int64` in OpenCombine, an `Int` in Combine).
        if let integer = child.value as? any BinaryInteger, let nanoseconds = Int(exactly: integer) {
            return .string(text(nanoseconds: nanoseconds))
        }
        if let seconds = child.value as? Double {
            let nanoseconds = (seconds * 1_000_000_000).rounded()
            guard abs(nanoseconds) < Double(Int.max) else { return nil }
            return .string(text(nanoseconds: Int(nanoseconds)))
        }
        return nil
    }

    /// `300 ms`, `2 s`, `1500 µs`, `7 ns`, `0 s`.
    static func text(nanoseconds: Int) -> String {
        if nanoseconds == 0 { return "0 s" }
        for (unit, size) in [("s", 1_000_000_000), ("ms", 1_000_000), ("µs", 1_000)] where nanoseconds % size == 0 {
            return "\(nanoseconds / size) \(unit)"
        }
        return "\(nanoseconds) ns"
    }
}
