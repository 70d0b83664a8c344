import MarbleTrace
import Reactive

/// The lanes of the inner publishers of a `flatMap` or `switchToLatest` bound to a drawn
/// name `f`: each inner subscription is recorded on its own lane `f.1`, `f.2`, ... (in
/// subscription order), a branch of `f` placed right after `f`'s rows.
final class InnerLanes {
    private let recorder: RunRecorder
    private var parent: String?
    private var count = 0

    init(recorder: RunRecorder) {
        self.recorder = recorder
    }

    /// Sets the parent lane; the first drawn binding of the operator's result names it.
    func name(after lane: String) {
        if parent == nil { parent = lane }
    }

    /// `publisher` recorded on the next inner lane, labelled `label`; unchanged while the
    /// operator's result is not drawn.
    func instrument(_ publisher: AnyPublisher<MarbleValue, MarbleError>, label: String) -> AnyPublisher<MarbleValue, MarbleError> {
        guard let parent else { return publisher }
        count += 1
        let lane = "\(parent).\(count)"
        recorder.declareLane(lane, binding: parent, inner: count, role: .operator, label: FoldedSource.fold(label), parent: parent)
        return publisher.probe(lane: lane, recorder: recorder).eraseToAnyPublisher()
    }
}
