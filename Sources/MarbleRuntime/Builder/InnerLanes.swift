import MarbleTrace
import Reactive

/// The lanes of the inner publishers of a `flatMap` or `switchToLatest` bound to a drawn
/// name `f`: each inner subscription is recorded on its own lane `f.1`, `f.2`, ... (in
/// subscription order), a branch of the row of `f` it feeds, placed right after `f`'s rows.
final class InnerLanes {
    private let recorder: RunRecorder
    private var parent: LaneID?
    private var count = 0

    init(recorder: RunRecorder) {
        self.recorder = recorder
    }

    /// Sets the parent lane; the first drawn binding of the operator's result names it.
    func name(after binding: String) {
        if parent == nil { parent = LaneID(binding: binding) }
    }

    /// The operator's publisher, built by `make` anew for each subscription, so that the
    /// inner publishers it records (through the function `make` is given) know the row of
    /// the parent they feed: the one being subscribed when it is built.
    func branching(_ make: @escaping (_ instrument: @escaping (PipelineBuilder.MarblePublisher, String) -> PipelineBuilder.MarblePublisher) -> PipelineBuilder.MarblePublisher) -> PipelineBuilder.MarblePublisher {
        Deferred { [recorder] () -> PipelineBuilder.MarblePublisher in
            let row = recorder.linkBeingSubscribed
            return make { publisher, label in self.instrument(publisher, label: label, feeding: row) }
        }.eraseToAnyPublisher()
    }

    /// `publisher` recorded on the next inner lane, labelled `label`, feeding the parent's row
    /// `row`; unchanged while the operator's result is not drawn.
    private func instrument(_ publisher: PipelineBuilder.MarblePublisher, label: String, feeding row: LinkID?) -> PipelineBuilder.MarblePublisher {
        guard let parent else { return publisher }
        count += 1
        let lane = recorder.declareLane(parent.innerPublisher(count), role: .operator, label: FoldedSource.fold(label),
                                        parent: parent, parentLink: row)
        return publisher.probe(lane: lane, recorder: recorder).eraseToAnyPublisher()
    }
}
