import SwiftSyntax

/// What the instrumenter learns of a file before it places probes: which names are subjects,
/// published properties or publishers, which types are the file's own publishers and subjects,
/// and which classes are XCTest cases with which test methods.
final class FileSurvey: SyntaxVisitor {
    /// Bindings made of a subject (`let s = PassthroughSubject<Int, Never>()`), anywhere.
    var subjects: Set<String> = []
    /// `@Published var state`: `$state` is a publisher, drawn as lane `state`.
    var published: Set<String> = []
    /// Types the file declares that conform to `Publisher` or `Subject`.
    var publisherTypes: Set<String> = []
    var subjectTypes: Set<String> = []
    /// Functions and properties whose declared type is a publisher.
    var publisherMembers: Set<String> = []
    /// The XCTest classes, in file order.
    var testClasses: [TestClass] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = Self.inherited(node.inheritanceClause)
        noteConformances(node.name.text, inherited)
        if inherited.contains("XCTestCase") {
            testClasses.append(TestClass(name: node.name.text, methods: Self.testMethods(node.memberBlock)))
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        noteConformances(node.name.text, Self.inherited(node.inheritanceClause))
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = node.signature.returnClause?.type, Self.namesPublisher(type.trimmedDescription) {
            publisherMembers.insert(node.name.text)
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isPublished = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Published" }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if isPublished { published.insert(name) }
            if let type = binding.typeAnnotation?.type.trimmedDescription {
                if Self.isSubjectType(type, fileSubjects: subjectTypes) { subjects.insert(name) }
                else if Self.namesPublisher(type) { publisherMembers.insert(name) }
            }
            if let value = binding.initializer?.value, let type = Self.constructedType(value),
               CombineVocabulary.subjectTypes.contains(type) || subjectTypes.contains(type) {
                subjects.insert(name)
            }
        }
        return .visitChildren
    }

    private func noteConformances(_ name: String, _ inherited: [String]) {
        if inherited.contains(where: { $0 == "Subject" }) { subjectTypes.insert(name) }
        if inherited.contains(where: { $0 == "Publisher" || $0 == "Subject" || $0 == "ConnectablePublisher" }) {
            publisherTypes.insert(name)
        }
    }

    /// The names in an inheritance clause, without generic arguments or module prefix.
    static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        (clause?.inheritedTypes ?? []).map { baseName($0.type.trimmedDescription) }
    }

    /// `Combine.Publisher` → `Publisher`, `PassthroughSubject<Int, Never>` → `PassthroughSubject`.
    static func baseName(_ type: String) -> String {
        let withoutGenerics = type.split(separator: "<", maxSplits: 1).first.map(String.init) ?? type
        return withoutGenerics.split(separator: ".").last.map(String.init) ?? withoutGenerics
    }

    /// The type a call constructs: `PassthroughSubject<Int, Never>()` → `PassthroughSubject`.
    static func constructedType(_ expr: ExprSyntax) -> String? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            callee = base
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    static func isSubjectType(_ type: String, fileSubjects: Set<String>) -> Bool {
        let base = baseName(type.hasSuffix("!") || type.hasSuffix("?") ? String(type.dropLast()) : type)
        return CombineVocabulary.subjectTypes.contains(base) || fileSubjects.contains(base)
    }

    static func namesPublisher(_ type: String) -> Bool {
        ["Publisher", "Subject", "Future", "Just", "Deferred", "Published"].contains { type.contains($0) }
    }

    /// `func testSomething()` methods without parameters, as XCTest runs them.
    static func testMethods(_ members: MemberBlockSyntax) -> [TestMethod] {
        members.members.compactMap { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text.hasPrefix("test"),
                  function.signature.parameterClause.parameters.isEmpty,
                  !function.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else { return nil }
            let effects = function.signature.effectSpecifiers
            return TestMethod(name: function.name.text, throwing: effects?.throwsClause != nil,
                              isAsync: effects?.asyncSpecifier != nil)
        }
    }
}

/// An XCTest class of the file.
public struct TestClass: Hashable, Sendable {
    public var name: String
    public var methods: [TestMethod]
}

/// A `test…` method XCTest runs.
public struct TestMethod: Hashable, Sendable {
    public var name: String
    public var throwing: Bool
    public var isAsync: Bool
}
