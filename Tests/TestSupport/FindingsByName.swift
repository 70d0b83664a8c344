/// What `find` reports for each named source, leaving out the sources with nothing to report:
/// the map the layout tests compare with their pinned cases (`[:]` when none is pinned).
public func findings(in sources: [(name: String, source: String)],
                     _ find: (String) throws -> [String]) rethrows -> [String: [String]] {
    var found: [String: [String]] = [:]
    for (name, source) in sources {
        let findings = try find(source)
        if !findings.isEmpty { found[name] = findings }
    }
    return found
}
