/// The trace as JSON, in the stable shape other tools read (`marbles trace --format json`):
/// keys in a fixed order, one event per line, no dependence on Foundation's encoder.
///
/// Version 3 names every row by its id object (`{ "binding": "b", "subscription": 2 }`): the
/// lane's `id`, its `subscribers`, the rows it reads `from` and its `parent`. The text form
/// (`b[2]`) is not written, since a binding may itself end in `.1` or `[2]`; nor are version
/// 1's fields that version 2 wrote beside their successors (`name`, `subscriber`, `inputs`,
/// `operator`). Version 4 adds each step's `traits` (what the layout must know of it: ends the
/// chain, asks upstream on its own, what its bursts are called), so a reader no longer guesses
/// them from the step's name. `decode` reads all four versions.
/// `printed`, the lines the file's `print(...)` calls printed, is written only when there are any.
public enum TraceJSON {
    /// The format's version, the document's first field.
    public static let version = 4

    /// The first version whose steps carry their traits: in it a step without `traits` has
    /// none. An earlier file's steps get them from their names (`OperatorStep.Traits(named:)`).
    static let firstVersionWithTraits = 4

    /// The whole trace as one JSON document, ending in a newline.
    public static func encode(_ trace: Trace) -> String {
        var out = "{\n  \"version\": \(version),\n"
        if let title = trace.title {
            out += "  \"title\": \(string(title)),\n"
        }
        out += "  \"ticks\": \(trace.ticks),\n"
        if let unit = trace.unit {
            out += "  \"unit\": \(string(unit)),\n"
        }
        if !trace.printed.isEmpty {
            out += "  \"printed\": " + list(trace.printed.map(string)) + ",\n"
        }
        out += "  \"lanes\": ["
        out += trace.lanes.map(lane).joined(separator: ",")
        out += trace.lanes.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    private static func lane(_ lane: Lane) -> String {
        var fields = [
            "\"id\": \(id(lane.id))",
            "\"role\": \(string(lane.role.rawValue))",
            "\"label\": \(string(lane.label))",
        ]
        if !lane.subscribers.isEmpty {
            fields.append("\"subscribers\": " + list(lane.subscribers.map(id)))
        }
        if !lane.inputs.isEmpty {
            fields.append("\"from\": " + list(lane.inputs.map(id)))
        }
        if !lane.steps.isEmpty {
            fields.append("\"steps\": " + list(lane.steps.map(step)))
        }
        if let parent = lane.parent {
            fields.append("\"parent\": \(id(parent))")
        }
        if lane.endsWithoutDisposal { fields.append("\"endsWithoutDisposal\": true") }
        let events = lane.events.map { "\n        " + event($0) }.joined(separator: ",")
        fields.append("\"events\": [" + events + (lane.events.isEmpty ? "]" : " ]"))
        return "\n    { " + fields.joined(separator: ", ") + " }"
    }

    private static func list(_ items: [String]) -> String {
        "[" + items.joined(separator: ", ") + "]"
    }

    /// `{ "binding": "b", "subscription": 2 }`; absent parts are left out.
    private static func id(_ id: LaneID) -> String {
        var fields = ["\"binding\": \(string(id.binding))"]
        if let inner = id.inner { fields.append("\"inner\": \(inner)") }
        if let subscription = id.subscription { fields.append("\"subscription\": \(subscription)") }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    private static func step(_ step: OperatorStep) -> String {
        var fields = ["\"name\": \(string(step.name))", "\"text\": \(string(step.text))",
                      "\"mapsTickToTick\": \(step.mapsTickToTick)"]
        if step.isTransparent { fields.append("\"transparent\": true") }
        if step.traits != OperatorStep.Traits() { fields.append("\"traits\": " + traits(step.traits)) }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// `{ "subscriber": true }`: only the traits the step has.
    private static func traits(_ traits: OperatorStep.Traits) -> String {
        var fields: [String] = []
        if traits.isSubscriber { fields.append("\"subscriber\": true") }
        if traits.requestsOnItsOwn { fields.append("\"requestsOnItsOwn\": true") }
        if let reason = traits.burstReason { fields.append("\"burstReason\": \(string(reason))") }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    private static func event(_ event: TraceEvent) -> String {
        var fields = ["\"t\": \(event.tick)"]
        func kind(_ name: String) { fields.append("\"kind\": \"\(name)\"") }
        switch event.kind {
        case .subscribe: kind("subscribe")
        case .request(let demand):
            kind("request")
            fields.append("\"demand\": " + (demand.map(String.init) ?? "\"unlimited\""))
        case .value(let v):
            kind("value")
            fields.append("\"value\": \(value(v))")
        case .initial(let v):
            // A value to a reader that predates initial values: drawn, if not as held.
            kind("value")
            fields.append("\"value\": \(value(v))")
            fields.append("\"initial\": true")
        case .replay(let v, let from):
            kind("replay")
            fields.append("\"value\": \(value(v))")
            fields.append("\"from\": \(from)")
        case .drop(let v, let reason):
            kind("drop")
            fields.append("\"value\": \(value(v))")
            // A refined reason is written as "no demand" with what was held: a reader that
            // predates it still reads the drop.
            if let held = reason.heldDetail {
                fields.append("\"reason\": \(string(TraceEvent.DropReason.noDemand.rawValue))")
                fields.append("\"held\": \(string(held))")
            } else {
                fields.append("\"reason\": \(string(reason.rawValue))")
            }
        case .finished: kind("finished")
        // A new kind: a reader that predates it names it as an unknown kind of event.
        case .finishHeld: kind("finish held")
        case .failure(let error):
            kind("failure")
            fields.append("\"error\": \(string(error))")
        case .cancel: kind("cancel")
        case .connect: kind("connect")
        }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// Numbers, strings and booleans as themselves; tuples and arrays as their printed
    /// form (a string), since the format promises scalar values.
    static func value(_ value: MarbleValue) -> String {
        switch value {
        case .int(let v): return String(v)
        case .double(let v): return v.isFinite ? String(v) : string(String(v))
        case .string(let v): return string(v)
        case .bool(let v): return v ? "true" : "false"
        case .tuple, .array, .publisher, .dictionary, .enumCase, .structValue: return string(value.description)
        case .nilValue: return "null"
        }
    }

    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
