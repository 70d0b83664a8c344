/// The path arithmetic of the commands (`NSString`'s, on plain strings): its results are
/// those of `NSString.lastPathComponent` and friends, which the commands used before, so
/// that every name they make and print stays the same. `NSString` lives in the whole of
/// Foundation, and `marbles` links only FoundationEssentials on Linux (see README,
/// Performance), where the same methods on `String` are internal.
package enum PathName {
    /// `b.png` of `a/b.png` (`/` of `/`; trailing and repeated slashes are ignored).
    package static func lastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1 else { return fixed }
        return String(fixed[startOfLastComponent(fixed)...])
    }

    /// `a` of `a/b.png`; empty for a single relative component, `/` for `/b`.
    package static func deletingLastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed != "/", !fixed.isEmpty else { return fixed }
        let start = startOfLastComponent(fixed)
        if start == fixed.startIndex { return "" }
        if start == fixed.index(after: fixed.startIndex) { return "/" }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// `png` of `a/b.png`; empty when the last component has no extension (`.hidden`, `b`).
    package static func pathExtension(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1, let start = startOfExtension(fixed) else { return "" }
        return String(fixed[start...])
    }

    /// `a/b` of `a/b.png`.
    package static func deletingPathExtension(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1, let start = startOfExtension(fixed) else { return fixed }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// `a/b` of `a` and `b`: one slash between them, none added to an empty path.
    package static func appending(_ path: String, _ component: String) -> String {
        if component.isEmpty { return path }
        if path.isEmpty { return component }
        return path.hasSuffix("/") ? path + component : path + "/" + component
    }

    /// Runs of slashes as one, and no slash at the end unless the path is `/`.
    private static func fixingSlashes(_ path: String) -> String {
        guard path != "/" else { return path }
        var result = ""
        var previousWasSlash = false
        for character in path {
            let isSlash = character == "/"
            if !(isSlash && previousWasSlash) { result.append(character) }
            previousWasSlash = isSlash
        }
        if result.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result
    }

    private static func startOfLastComponent(_ fixed: String) -> String.Index {
        fixed.lastIndex(of: "/").map { fixed.index(after: $0) } ?? fixed.startIndex
    }

    /// Where the extension starts (after its dot), in a path without a trailing slash: nil
    /// when the last component has no dot, starts with its only dot, or is `..`.
    private static func startOfExtension(_ fixed: String) -> String.Index? {
        let componentStart = startOfLastComponent(fixed)
        let component = fixed[componentStart...]
        guard component != "..", let dot = component.lastIndex(of: "."), dot != componentStart else { return nil }
        return fixed.index(after: dot)
    }
}
