#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import MarbleTrace

extension Publisher {
    /// A probe: a pass-through publisher that records, as lane `name`, every subscription
    /// made through it (subscribe, each request(n), each value, finished or failure, cancel) at
    /// the recorder's tick. Several subscriptions through one probe become rows `name[1]`,
    /// `name[2]`, as the engine draws a publisher subscribed several times.
    ///
    /// - Parameters:
    ///   - label: the text drawn for the lane; `name` if not given.
    ///   - inputs: the lanes this one reads from (drawn as a box between them labelled `step`).
    ///   - step: the operators between the inputs and this lane as written: `map { $0 * 10 }`.
    ///   - role: `.operator` by default; `.subscriber` for the probe right before a sink or an
    ///     assign (a subscriber is one lane however often it subscribes).
    public func marble(_ name: String, in recorder: MarbleRecorder, label: String? = nil,
                       inputs: [String] = [], step: String? = nil,
                       role: Lane.Role = .operator) -> Publishers.MarbleProbe<Self> {
        marble(name, in: recorder, label: label, inputs: inputs, steps: step.map { [OperatorStep(recording: $0)] } ?? [],
               role: role)
    }

    /// `marble(_:in:label:inputs:step:role:)` with the operator steps given one by one.
    public func marble(_ name: String, in recorder: MarbleRecorder, label: String? = nil,
                       inputs: [String], steps: [OperatorStep],
                       role: Lane.Role = .operator) -> Publishers.MarbleProbe<Self> {
        let lane = recorder.declareLane(name, role: role, label: label ?? name, inputs: inputs, steps: steps)
        return Publishers.MarbleProbe(upstream: self, recorder: recorder, lane: lane)
    }
}
