import XCTest

/// Runs `marble` through our engine and `reference` through OpenCombine and asserts that
/// every subscriber received the same values, at the same ticks, with the same completion.
///
/// `reference` builds the same pipeline on the rig, with the same ticks, statement order
/// and demand, and returns `rig.run(...)`.
func assertSameAsOpenCombine(_ marble: String, file: StaticString = #filePath, line: UInt = #line,
                             _ reference: (ReferenceRig) -> Receipts) {
    guard let ours = ourReceipts(marble, file: file, line: line) else { return }
    let theirs = reference(ReferenceRig())
    XCTAssertEqual(ours.keys.sorted(), theirs.keys.sorted(), "subscribers", file: file, line: line)
    guard ours != theirs else { return }
    XCTFail("""
        the engines differ
        ours:
        \(ours.listing)
        OpenCombine:
        \(theirs.listing)
        """, file: file, line: line)
}

/// For a scenario where we follow Apple's Combine rather than OpenCombine: asserts that
/// our engine gives `expected` and that OpenCombine gives `openCombine`, so the difference
/// stays documented and a change on either side is noticed.
func assertKnownDifference(_ marble: String, expected: Receipts, openCombine: Receipts,
                           file: StaticString = #filePath, line: UInt = #line,
                           _ reference: (ReferenceRig) -> Receipts) {
    guard let ours = ourReceipts(marble, file: file, line: line) else { return }
    let theirs = reference(ReferenceRig())
    XCTAssertEqual(ours, expected, "ours:\n\(ours.listing)", file: file, line: line)
    XCTAssertEqual(theirs, openCombine, "OpenCombine:\n\(theirs.listing)", file: file, line: line)
}
