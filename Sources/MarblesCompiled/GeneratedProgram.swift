/// The program compiled for a file: the support imports, the user's instrumented text under
/// `#sourceLocation` (so that errors and assertion failures name the user's file and lines),
/// then what runs each test method as a diagram of its own and writes the results.
enum GeneratedProgram {
    /// The name the top-level code's diagram gets.
    static let mainDiagram = "main"

    static func text(_ file: InstrumentedFile, userPath: String) -> String {
        var lines = [
            "import Combine",
            "import CombineSchedulers",
            "import MarbleRecorder",
            "import MarblesCompiledSupport",
        ]
        if file.importsXCTest { lines.append("import XCTest") }
        lines.append("#sourceLocation(file: \(ChainProbes.literal(userPath)), line: 1)")
        lines.append(file.text)
        lines.append("#sourceLocation()")
        lines.append("__Marbles.endDiagram(\(ChainProbes.literal(mainDiagram)))")
        if !file.testClasses.isEmpty { lines += testRunner(file.testClasses) }
        lines.append("__Marbles.finish()")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each test method run alone, on a fresh instance, with XCTest's observation reporting
    /// every failed assertion with its file and line.
    private static func testRunner(_ classes: [TestClass]) -> [String] {
        var lines = [
            "final class __MarblesObserver: NSObject, XCTestObservation {",
            "    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {",
            "        __Marbles.recordFailure(test: testCase.name, file: filePath ?? \"\", line: lineNumber, message: description)",
            "    }",
            "}",
            "XCTestObservationCenter.shared.addTestObserver(__MarblesObserver())",
            "func __marblesRun(_ name: String, _ test: XCTestCase) {",
            "    test.run()",
            "    __Marbles.endDiagram(name)",
            "}",
        ]
        let qualified = classes.count > 1
        for testClass in classes {
            for method in testClass.methods {
                let name = ChainProbes.literal(qualified ? "\(testClass.name).\(method.name)" : method.name)
                // An async method through corelibs XCTest's `asyncTest`, as XCTMain runs it.
                let call = method.isAsync
                    ? "try asyncTest { (instance: \(testClass.name)) in instance.\(method.name) }(test as! \(testClass.name))()"
                    : "\(method.throwing ? "try " : "")(test as! \(testClass.name)).\(method.name)()"
                lines.append("#if os(Linux)")
                lines.append("__marblesRun(\(name), \(testClass.name)(name: \(ChainProbes.literal(method.name))) { test in \(call) })")
                lines.append("#else")
                // Apple's XCTest finds test methods itself, by the Objective-C runtime: the
                // method is taken from the class's own suite ("-[Class testName]").
                lines.append("__marblesRun(\(name), \(testClass.name).defaultTestSuite.tests.first { $0.name.hasSuffix(\" \(method.name)]\") } as! XCTestCase)")
                lines.append("#endif")
            }
        }
        return lines
    }
}
