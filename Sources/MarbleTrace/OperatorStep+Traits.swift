extension OperatorStep {
    /// What the layout needs to know of a step to draw it honestly, beyond its text: the
    /// layout reads these, never an operator's name.
    public struct Traits: Hashable, Sendable {
        /// The step asks its upstream on its own schedule to top itself up (`buffer`,
        /// `flatMap`), so a request upstream of the same size and tick as one it got is its
        /// own, not the one it got passed on.
        public var requestsOnItsOwn: Bool
        /// The step ends the chain and emits nothing of its own (`sink`, `assign`): many values
        /// at one tick on its row came from the step before it.
        public var isSubscriber: Bool
        /// What many values the step emits at one tick are called in a burst's mark, when
        /// that is not its name: a `buffer`'s are a "buffer flush".
        public var burstReason: String?

        public init(requestsOnItsOwn: Bool = false, isSubscriber: Bool = false, burstReason: String? = nil) {
            self.requestsOnItsOwn = requestsOnItsOwn
            self.isSubscriber = isSubscriber
            self.burstReason = burstReason
        }

        /// The traits of the operator called `name`, as far as its name says them.
        ///
        /// For traces recorded without traits only: a recording's `step:` text (compiled mode,
        /// `MarbleRecorder`) or a JSON trace from before version 4 (which wrote none; version 4
        /// writes each step's traits and is read back with them). It knows Combine's names:
        /// RxSwift's `subscribe` ends its chain, but here it is Combine's `subscribe(on:)`, so
        /// an old Rx trace's subscriber rows read back without the trait. The runtime's builder takes a step's traits from
        /// the operator's registry entry (`OperatorEntry.traits`), the one source on that path,
        /// and passes them to `OperatorStep.init`.
        public init(named name: String) {
            self = OperatorStep.traitsByName[name] ?? Traits()
        }
    }

    /// Combine's operators with a trait, by name; every other operator has none. It mirrors
    /// the registry's Combine entries (`OperatorRegistryTests` holds the two together).
    private static let traitsByName: [String: Traits] = [
        "buffer": Traits(requestsOnItsOwn: true, burstReason: "buffer flush"),
        "flatMap": Traits(requestsOnItsOwn: true),
        "sink": Traits(isSubscriber: true),
        "assign": Traits(isSubscriber: true),
    ]
}
