import TestSupport
import XCTest

/// Bad input for the subjects and the multicast family: errors with positions, no crash.
final class SubjectDiagnosticTests: XCTestCase {
    func testBufferSubjectLimitMustBeANumberOrMax() {
        let errors = runErrors("s = BufferSubject(limit: \"two\")\n")
        XCTAssertTrue(errors.contains("'\"two\"' is not a buffer limit"), errors)
        XCTAssertTrue(errors.contains("test.marble:1:26"), errors)
    }

    func testBufferSubjectRejectsAnUnknownStrategy() {
        let errors = runErrors("s = BufferSubject(limit: 2, whenFull: .dropAll)\n")
        XCTAssertTrue(errors.contains("'.dropAll' is not a strategy for a full buffer"), errors)
    }

    func testReplaySubjectNeedsABufferSize() {
        let errors = runErrors("s = ReplaySubject.create(size: 2)\n")
        XCTAssertTrue(errors.contains("missing argument 'bufferSize:'"), errors)
        let negative = runErrors("s = ReplaySubject(bufferSize: -1)\n")
        XCTAssertTrue(negative.contains("a buffer size cannot be negative"), negative)
        let factory = runErrors("s = ReplaySubject.make()\n")
        XCTAssertTrue(factory.contains("ReplaySubject has no factory 'make'"), factory)
    }

    func testBehaviorSubjectNeedsItsValueLabel() {
        let errors = runErrors("s = BehaviorSubject(100)\n")
        XCTAssertTrue(errors.contains("missing argument 'value:'"), errors)
    }

    func testConnectNeedsAConnectablePublisher() {
        let errors = runErrors("""
            a = PassthroughSubject<Int>()
            b = a.map { $0 }
            b.connect()
            c = b.autoconnect()
            """)
        XCTAssertTrue(errors.contains("test.marble:3:3: error: 'connect' needs a connectable publisher"), errors)
        XCTAssertTrue(errors.contains("test.marble:4:7: error: 'autoconnect' needs a connectable publisher"), errors)
    }

    func testMulticastClosureMustBuildASubject() {
        let errors = runErrors("""
            a = PassthroughSubject<Int>()
            m = a.multicast { 42 }.autoconnect()
            C = m.sink()
            """)
        XCTAssertTrue(errors.contains("the multicast closure built the value 42"), errors)
    }

    func testMergeIntoNeedsAMergeInputAndMergeInputIsNotSentTo() {
        let errors = runErrors("""
            a = PassthroughSubject<Int>()
            s = PassthroughSubject<Int>()
            a.merge(into: s)
            i = MergeInput<Int>()
            i.send("-1|")
            """)
        XCTAssertTrue(errors.contains("'s' is not a MergeInput"), errors)
        XCTAssertTrue(errors.contains("a MergeInput is not sent to"), errors)
    }

    func testConnectionCancelledBeforeItIsMade() {
        let errors = runErrors("""
            a = PassthroughSubject<Int>()
            m = a.makeConnectable()
            c = m.connect(at: 5)
            c.cancel(at: 2)
            """)
        XCTAssertTrue(errors.contains("the connection is cancelled before it is made"), errors)
    }
}
