import SwiftSyntax

/// Places the probes: after every operator of every publisher chain (each stage its own lane),
/// right before every `sink`/`assign`/`subscribe`, after a chain's start when it is a publisher
/// made on the spot (`Just(1)`, `[1, 2].publisher`, `$state`), around every subject's
/// construction, and around every test scheduler so that the recorder reads its clock.
final class ChainProbes: SyntaxVisitor {
    static let recorder = "__Marbles.recorder"

    private let survey: FileSurvey
    private var namer = LaneNamer()
    /// Bindings whose value is an instrumented chain: later chains read them as inputs.
    private var publisherLanes: Set<String> = []
    private(set) var insertions: [SourceInsertion] = []
    private var order = 0

    init(survey: FileSurvey) {
        self.survey = survey
        super.init(viewMode: .sourceAccurate)
        for name in survey.subjects { namer.take(name) }
    }

    // MARK: - Scopes

    /// An operator's own machinery (a custom `Publisher`, `Subscription`, `Subscriber`,
    /// `Subject`) is left as written: its inner workings are not the user's pipeline.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        isMachinery(node.inheritanceClause) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        isMachinery(node.inheritanceClause) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = FileSurvey.baseName(node.extendedType.trimmedDescription)
        return CombineVocabulary.machinery.contains(extended) || extended == "Publishers" || extended == "Subscribers"
            || isMachinery(node.inheritanceClause) ? .skipChildren : .visitChildren
    }

    /// Each test method is a diagram of its own: its lanes are counted from 1 again.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text.hasPrefix("test") { namer.reset() }
        return .visitChildren
    }

    private func isMachinery(_ clause: InheritanceClauseSyntax?) -> Bool {
        FileSurvey.inherited(clause).contains { CombineVocabulary.machinery.contains($0) }
    }

    // MARK: - Top-level assertions

    /// `XCTAssertEqual(received, [1, 2])` in top-level code runs inside a test case of its own,
    /// so that XCTest reports it (outside a test it records nothing).
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.parent?.is(SourceFileSyntax.self) == true,
              let call = node.item.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              callee.hasPrefix("XCTAssert") || callee == "XCTFail" else { return .visitChildren }
        insert("__marblesTopLevel { ", before: ExprSyntax(call))
        insert(" }", after: ExprSyntax(call))
        return .visitChildren
    }

    // MARK: - Subjects and schedulers

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        // `let numbers = [1, 2, 3].publisher`, `let p = $state`: a publisher bound as it is,
        // with no call to make it a chain of its own.
        if let value = node.initializer?.value, !value.is(FunctionCallExprSyntax.self), !isInsideMachinery(Syntax(node)) {
            instrument(Chain(top: value))
        }
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              survey.subjects.contains(name), let value = node.initializer?.value,
              !isInsideMachinery(Syntax(node)) else { return .visitChildren }
        let label = Self.folded(value.trimmedDescription)
        insert("\(Self.recorder).subject(", before: value)
        insert(", \(Self.literal(name)), label: \(Self.literal(label)))", after: value)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "test", let base = node.base?.as(DeclReferenceExprSyntax.self),
           CombineVocabulary.testSchedulerBases.contains(base.baseName.text) {
            insert("__Marbles.clock(", before: ExprSyntax(node))
            insert(")", after: ExprSyntax(node))
        }
        return .visitChildren
    }

    // MARK: - Chains

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `TestSchedulerOf<DispatchQueue>(now: …)`, made directly rather than by `.test`.
        if let type = FileSurvey.constructedType(ExprSyntax(node)), type == "TestScheduler" || type == "TestSchedulerOf" {
            insert("__Marbles.clock(", before: ExprSyntax(node))
            insert(")", after: ExprSyntax(node))
        }
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == node.id {
            return .visitChildren // a link of a longer chain, placed with its top
        }
        instrument(Chain(top: ExprSyntax(node)))
        return .visitChildren
    }

    private func instrument(_ chain: Chain) {
        let rootLane = lane(of: chain.root)
        let rootIsPublisher = rootLane != nil || isPublisherExpression(chain.root)
        guard rootIsPublisher || chain.links.contains(where: { CombineVocabulary.publisherOnly.contains($0.name) }) else { return }
        let binding = Self.boundName(chain.top)
        // A publisher made and nothing more: a lane only when it is bound to a name that is not
        // a subject's (a subject is drawn by its registration).
        if chain.links.isEmpty, binding == nil || survey.subjects.contains(binding!) { return }
        let operators = chain.links.filter(\.isOperator)
        var previous = rootLane
        if previous == nil, rootIsPublisher {
            let name: String
            if operators.isEmpty, let binding, !chain.links.contains(where: \.isSubscriber) {
                name = binding
            } else if let property = Self.publishedProperty(chain.root) {
                // `$count`, wherever it is subscribed: one publisher, drawn as lane `count`
                // with a row per subscription.
                name = property
            } else {
                name = namer.next(Self.sourceName(chain.root))
            }
            insert(probe(name, inputs: argumentLanes(chain.root), step: Self.initializerStep(chain.root)), after: chain.root)
            previous = name
        }
        for link in chain.links {
            if link.isSubscriber {
                // `x.subscribe(sinkC)`: the lane is the subscriber's, named after its variable.
                let name = (binding ?? Self.subscriberName(link)).map { b -> String in namer.take(b); return b }
                    ?? namer.next(link.name)
                insert(probe(name, inputs: previous.map { [$0] } ?? [], step: link.name, role: ".subscriber"),
                       after: link.base)
                return
            }
            guard link.isOperator else { continue }
            let name: String
            // A chain that ends in a subscriber binds its cancellable: the name is the subscriber's.
            if let binding, link.call.id == operators.last?.call.id, !chain.links.contains(where: \.isSubscriber) {
                name = binding
                namer.take(binding)
            } else {
                name = namer.next(link.name)
            }
            let inputs = (previous.map { [$0] } ?? []) + argumentLanes(ExprSyntax(link.call))
            let step = Self.folded(link.text)
            insert(probe(name, inputs: inputs, step: step), after: ExprSyntax(link.call))
            previous = name
        }
        if let binding, previous != nil { publisherLanes.insert(binding) }
    }

    /// The lane a chain's start already is: a subject, a published property, a bound chain.
    private func lane(of root: ExprSyntax) -> String? {
        var name: String?
        if let reference = root.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = root.as(MemberAccessExprSyntax.self), member.base != nil {
            name = member.declName.baseName.text
        }
        guard let name else { return nil }
        if survey.subjects.contains(name) || publisherLanes.contains(name) { return name }
        return nil
    }

    /// A publisher made where it is used: `Just(1)`, `[1, 2].publisher`, `$state`, a call of the
    /// file's own publisher type or of a function returning one.
    private func isPublisherExpression(_ root: ExprSyntax) -> Bool {
        if let reference = root.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return Self.publishedProperty(root) != nil || survey.publisherMembers.contains(name)
        }
        if let member = root.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            return name == "publisher" || Self.publishedProperty(root) != nil || survey.publisherMembers.contains(name)
                || (member.base == nil ? false : isPublisherExpression(member.base!) && name == "publisher")
        }
        guard let type = Self.callee(root) else { return false }
        if CombineVocabulary.publisherTypes.contains(type) || survey.publisherTypes.contains(type)
            || survey.publisherMembers.contains(type) { return true }
        guard let call = root.as(FunctionCallExprSyntax.self) else { return false }
        if Self.upstreamArgument(call) != nil { return true }
        // `Publishers.Scan(…)`, `AnyPublisher<String, Never>.create { … }`: made by a type that
        // is a publisher, or by Combine's namespace of them.
        var callee = call.calledExpression
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        guard let member = callee.as(MemberAccessExprSyntax.self), var owner = member.base else { return false }
        if let specialized = owner.as(GenericSpecializationExprSyntax.self) { owner = specialized.expression }
        guard let ownerName = owner.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return ownerName == "Publishers" || CombineVocabulary.publisherTypes.contains(ownerName)
            || survey.publisherTypes.contains(ownerName)
    }

    /// The `upstream:` argument of a publisher made with an initializer (`Publishers.Scan(upstream:
    /// subjectA, …)`, a custom operator's `CustomScan(upstream: deferred, …)`).
    static func upstreamArgument(_ call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
        guard let type = FileSurvey.constructedType(ExprSyntax(call)), type.first?.isUppercase == true else { return nil }
        return call.arguments.first { $0.label?.text == "upstream" }
    }

    /// The step a publisher made with an initializer draws, as its operator would be written:
    /// `Publishers.Scan(upstream: a, initialResult: 10, nextPartialResult: +)` is `scan(10, +)`.
    static func initializerStep(_ root: ExprSyntax) -> String? {
        guard let call = root.as(FunctionCallExprSyntax.self), let upstream = upstreamArgument(call),
              let type = FileSurvey.constructedType(root) else { return nil }
        let others = call.arguments.filter { $0.id != upstream.id }.map { folded($0.expression.trimmedDescription) }
        return type.prefix(1).lowercased() + type.dropFirst() + "(" + others.joined(separator: ", ") + ")"
    }

    /// `sinkC` of `scanB.subscribe(sinkC)`.
    static func subscriberName(_ link: Chain.Link) -> String? {
        guard link.name == "subscribe", link.call.arguments.count == 1 else { return nil }
        return link.call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The lanes named among a call's arguments: `merge(with: b)`, `Publishers.Zip(a, b)`.
    private func argumentLanes(_ expr: ExprSyntax) -> [String] {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return [] }
        return call.arguments.compactMap { lane(of: $0.expression) }
    }

    // MARK: - Text

    private func probe(_ name: String, inputs: [String], step: String?, role: String? = nil) -> String {
        var text = ".marble(\(Self.literal(name)), in: \(Self.recorder)"
        if !inputs.isEmpty { text += ", inputs: [\(inputs.map(Self.literal).joined(separator: ", "))]" }
        if let step { text += ", step: \(Self.literal(step))" }
        if let role { text += ", role: \(role)" }
        return text + ")"
    }

    private func insert(_ text: String, before expr: ExprSyntax) {
        order += 1
        insertions.append(SourceInsertion(offset: expr.positionAfterSkippingLeadingTrivia.utf8Offset, text: text, order: -order))
    }

    private func insert(_ text: String, after expr: ExprSyntax) {
        order += 1
        insertions.append(SourceInsertion(offset: expr.endPositionBeforeTrailingTrivia.utf8Offset, text: text, order: order))
    }

    private func isInsideMachinery(_ node: Syntax) -> Bool {
        var current = node.parent
        while let scope = current {
            if let decl = scope.as(ClassDeclSyntax.self), isMachinery(decl.inheritanceClause) { return true }
            if let decl = scope.as(StructDeclSyntax.self), isMachinery(decl.inheritanceClause) { return true }
            current = scope.parent
        }
        return false
    }

    /// The name a chain is bound to: `let b = …`, `b = …`, `self.b = …`.
    static func boundName(_ top: ExprSyntax) -> String? {
        if let binding = top.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if let sequence = top.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == top.id else { return nil }
            if let reference = elements[0].as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = elements[0].as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        }
        return nil
    }

    /// `Just(1)` → `just`, `[1, 2].publisher` → `publisher`, `$state` → `state`.
    static func sourceName(_ root: ExprSyntax) -> String {
        var name = callee(root) ?? root.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? root.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "source"
        if name.hasPrefix("$") { name.removeFirst() }
        guard let first = name.first else { return "source" }
        return first.lowercased() + name.dropFirst()
    }

    /// `count` of `$count` or `model.$count`.
    static func publishedProperty(_ root: ExprSyntax) -> String? {
        let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text ?? root.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        // `$0` is a closure's parameter, not a published property.
        guard let name, name.hasPrefix("$"), name.dropFirst().first?.isLetter == true else { return nil }
        return String(name.dropFirst())
    }

    static func callee(_ expr: ExprSyntax) -> String? {
        guard expr.is(FunctionCallExprSyntax.self) else { return nil }
        return FileSurvey.constructedType(expr)
    }

    /// Whitespace runs (a closure written over several lines) as one space.
    static func folded(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
