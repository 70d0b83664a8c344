/// Why a JSON text is not a trace: where (1-based line and column, in characters) and what.
public struct TraceJSONError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `3:14: expected ',' or '}' in the object`.
    public var description: String { "\(line):\(column): \(message)" }
}

extension TraceJSON {
    /// Reads a trace written by `encode` (`marbles trace --format json`) back.
    ///
    /// Reads version 4, version 3 (whose steps carry no `traits`: they are read off each
    /// step's name, `OperatorStep.Traits(named:)`, as for every earlier version), version 2
    /// (which names rows by their text, `"b[2]"`, in `subscribers`, `from` and `parent`) and
    /// version 1 (which has no `id`, `subscribers`, `from` or `steps`: they are made from
    /// `name`, `subscriber`, `inputs` and `operator`).
    /// Keys it does not know are ignored, so traces from newer versions that add fields still
    /// read. It accepts only what a run can produce: `ticks` at least 1, every event
    /// at a tick from 0 to `ticks - 1`, each lane's events in time order, a replay's `from`
    /// no later than its tick. What the encoder flattens does not come back: tuples and
    /// arrays were written as their printed form and read back as strings, as do
    /// non-finite decimals and publishers travelling as values.
    public static func decode(_ text: String) throws(TraceJSONError) -> Trace {
        let bytes = Array(text.utf8)
        let document: JSONValue
        do {
            document = try JSONReader.read(bytes)
        } catch {
            throw located(error.message, offset: error.offset, in: bytes)
        }
        do {
            return try TraceDecoder.trace(document)
        } catch {
            // Errors of meaning name the field; they are reported at the start of the document.
            throw TraceJSONError(line: 1, column: 1, message: error.message)
        }
    }

    private static func located(_ message: String, offset: Int, in bytes: [UInt8]) -> TraceJSONError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return TraceJSONError(line: line, column: column, message: message)
    }
}

/// A `JSONValue` to a `Trace`, field by field, with the path of the field in every error.
private enum TraceDecoder {
    struct Failure: Error {
        var message: String
    }

    /// What the document's version says about fields its lanes may leave out.
    struct Format {
        /// Whether a step's traits are written (version 4 on): then a step without `traits`
        /// has none; before, they are read off the step's name.
        var carriesTraits: Bool
    }

    static func trace(_ json: JSONValue) throws(Failure) -> Trace {
        guard case .object = json else { throw Failure(message: "a trace is a JSON object") }
        let ticks = try int(json["ticks"], "ticks")
        guard ticks >= 1 else { throw Failure(message: "ticks must be at least 1") }
        guard case .array(let lanes)? = json["lanes"] else { throw Failure(message: "lanes must be an array") }
        // Version 1 has no `version` field.
        let version = json["version"] == nil ? 1 : try int(json["version"], "version")
        let format = Format(carriesTraits: version >= TraceJSON.firstVersionWithTraits)
        var decoded: [Lane] = []
        decoded.reserveCapacity(lanes.count)
        for (index, lane) in lanes.enumerated() {
            decoded.append(try self.lane(lane, path: "lanes[\(index)]", ticks: ticks, format: format))
        }
        var trace = Trace(
            title: try optionalString(json["title"], "title"),
            ticks: ticks,
            unit: try optionalString(json["unit"], "unit"),
            lanes: decoded)
        if let printed = json["printed"] {
            guard case .array(let lines) = printed else { throw Failure(message: "printed must be an array of strings") }
            for (index, line) in lines.enumerated() { trace.printed.append(try string(line, "printed[\(index)]")) }
        }
        return trace
    }

    private static func lane(_ json: JSONValue, path: String, ticks: Int, format: Format) throws(Failure) -> Lane {
        guard case .object = json else { throw Failure(message: "\(path) must be an object") }
        let roleName = try string(json["role"], "\(path).role")
        guard let role = Lane.Role(rawValue: roleName) else {
            throw Failure(message: "\(path).role '\(roleName)' is not source, subject, operator or subscriber")
        }
        guard case .array(let events)? = json["events"] else { throw Failure(message: "\(path).events must be an array") }
        var decoded: [TraceEvent] = []
        decoded.reserveCapacity(events.count)
        for (index, event) in events.enumerated() {
            // The path is spelled out only for an error: a million events are a million strings.
            let next = try self.event(event, path: "\(path).events[\(index)]", ticks: ticks)
            if let last = decoded.last, next.tick < last.tick {
                throw Failure(message: "\(path).events[\(index)] at tick \(next.tick) comes after an event at tick \(last.tick)")
            }
            decoded.append(next)
        }
        // Version 3 and 2 fields first; version 1's (name, subscriber, inputs, operator) stand in.
        var subscribers: [LaneID] = []
        if let list = json["subscribers"] {
            guard case .array(let items) = list else { throw Failure(message: "\(path).subscribers must be an array") }
            for (index, item) in items.enumerated() {
                // Versions 1 and 2 wrote a subscriber's binding, whole: a subscriber is one row,
                // never `b[2]` or `f.1`, so the text is not read as a row's name.
                if case .string(let binding) = item {
                    subscribers.append(LaneID(binding: binding))
                } else {
                    subscribers.append(try laneID(item, "\(path).subscribers[\(index)]"))
                }
            }
        } else if let subscriber = try optionalString(json["subscriber"], "\(path).subscriber") {
            subscribers = [LaneID(binding: subscriber)]
        }
        let inputs = json["from"] != nil
            ? try laneIDs(json["from"], "\(path).from")
            : try laneIDs(json["inputs"], "\(path).inputs")
        var lane = Lane(
            try laneID(of: json, path),
            role: role,
            label: try string(json["label"], "\(path).label"),
            subscribers: subscribers,
            inputs: inputs,
            steps: try steps(of: json, path, format: format),
            parent: try json["parent"].flatMap { (parent) throws(Failure) in
                parent == .null ? nil : try laneID(parent, "\(path).parent")
            },
            events: decoded)
        lane.endsWithoutDisposal = json["endsWithoutDisposal"] == nil ? false
            : try bool(json["endsWithoutDisposal"], "\(path).endsWithoutDisposal")
        return lane
    }

    /// `id` if present, else the `name` read as `b`, `b[2]`, `f.1` or `f.1[2]`.
    private static func laneID(of json: JSONValue, _ path: String) throws(Failure) -> LaneID {
        guard let id = json["id"] else { return try laneID(json["name"], "\(path).name") }
        return try laneID(id, "\(path).id")
    }

    /// A row as an id object (`{ "binding": "b", "subscription": 2 }`, version 3 everywhere,
    /// version 2 in `id`) or as its name (`"b[2]"`, versions 1 and 2).
    private static func laneID(_ json: JSONValue?, _ path: String) throws(Failure) -> LaneID {
        switch json {
        case .string(let name)?:
            do {
                return try LaneID(parsing: name)
            } catch {
                throw Failure(message: "\(path) \(error.message)")
            }
        case .object?:
            let binding = try string(json?["binding"], "\(path).binding")
            guard !binding.isEmpty else { throw Failure(message: "\(path).binding must not be empty") }
            return LaneID(binding: binding,
                          inner: try optionalIndex(json?["inner"], "\(path).inner"),
                          subscription: try optionalIndex(json?["subscription"], "\(path).subscription"))
        default:
            throw Failure(message: "\(path) must be a lane id object or a lane's name")
        }
    }

    /// An array of rows; absent is empty.
    private static func laneIDs(_ json: JSONValue?, _ path: String) throws(Failure) -> [LaneID] {
        guard let json else { return [] }
        guard case .array(let items) = json else { throw Failure(message: "\(path) must be an array") }
        var ids: [LaneID] = []
        for (index, item) in items.enumerated() {
            ids.append(try laneID(item, "\(path)[\(index)]"))
        }
        return ids
    }

    /// `steps` if present, else version 1's `operator` as one step.
    private static func steps(of json: JSONValue, _ path: String, format: Format) throws(Failure) -> [OperatorStep] {
        guard let list = json["steps"] else {
            guard let text = try optionalString(json["operator"], "\(path).operator") else { return [] }
            return [OperatorStep(name: String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }), text: text, mapsTickToTick: false)]
        }
        guard case .array(let items) = list else { throw Failure(message: "\(path).steps must be an array") }
        var steps: [OperatorStep] = []
        for (index, item) in items.enumerated() {
            let stepPath = "\(path).steps[\(index)]"
            guard case .object = item else { throw Failure(message: "\(stepPath) must be an object") }
            steps.append(OperatorStep(
                name: try string(item["name"], "\(stepPath).name"),
                text: try string(item["text"], "\(stepPath).text"),
                mapsTickToTick: try bool(item["mapsTickToTick"], "\(stepPath).mapsTickToTick"),
                isTransparent: item["transparent"] == nil ? false : try bool(item["transparent"], "\(stepPath).transparent"),
                traits: format.carriesTraits ? try traits(item["traits"], "\(stepPath).traits") : nil))
        }
        return steps
    }

    /// A step's `traits` object; absent is no trait. Its fields not known here are ignored,
    /// like any field.
    private static func traits(_ json: JSONValue?, _ path: String) throws(Failure) -> OperatorStep.Traits {
        guard let json else { return OperatorStep.Traits() }
        guard case .object = json else { throw Failure(message: "\(path) must be an object") }
        return OperatorStep.Traits(
            requestsOnItsOwn: json["requestsOnItsOwn"] == nil ? false : try bool(json["requestsOnItsOwn"], "\(path).requestsOnItsOwn"),
            isSubscriber: json["subscriber"] == nil ? false : try bool(json["subscriber"], "\(path).subscriber"),
            burstReason: try optionalString(json["burstReason"], "\(path).burstReason"))
    }

    private static func event(_ json: JSONValue, path: @autoclosure () -> String, ticks: Int) throws(Failure) -> TraceEvent {
        guard case .object = json else { throw Failure(message: "\(path()) must be an object") }
        let tick = try int(json["t"], "\(path()).t")
        guard (0..<ticks).contains(tick) else {
            throw Failure(message: "\(path()).t \(tick) is outside the axis, ticks 0 to \(ticks - 1)")
        }
        let kind: TraceEvent.Kind
        switch try string(json["kind"], "\(path()).kind") {
        case "subscribe": kind = .subscribe
        case "request": kind = .request(try demand(json["demand"], "\(path()).demand"))
        case "value":
            let value = try value(json["value"], "\(path()).value")
            let initial = json["initial"] == nil ? false : try bool(json["initial"], "\(path()).initial")
            kind = initial ? .initial(value) : .value(value)
        case "replay":
            let from = try int(json["from"], "\(path()).from")
            guard (0...tick).contains(from) else {
                throw Failure(message: "\(path()).from \(from) is not a tick from 0 to the replay's \(tick)")
            }
            kind = .replay(try value(json["value"], "\(path()).value"), from: from)
        case "drop":
            let reasonName = try string(json["reason"], "\(path()).reason")
            guard var reason = TraceEvent.DropReason(rawValue: reasonName), reason.heldDetail == nil else {
                throw Failure(message: "\(path()).reason '\(reasonName)' is not 'no demand' or 'buffer full'")
            }
            if let held = json["held"] {
                let detail = try string(held, "\(path()).held")
                guard reason == .noDemand else {
                    throw Failure(message: "\(path()).held '\(detail)' is only for a 'no demand' drop")
                }
                // A detail this reader does not know (a later version's) leaves the drop a plain
                // "no demand" one, as the format promises a reader that does not know `held`.
                reason = [TraceEvent.DropReason.overwritten, .endedBeforeRequested, .superseded, .lostAtFailure]
                    .first { $0.heldDetail == detail } ?? .noDemand
            }
            kind = .drop(try value(json["value"], "\(path()).value"), reason: reason)
        case "finished": kind = .finished
        case "finish held": kind = .finishHeld
        case "failure": kind = .failure(try string(json["error"], "\(path()).error"))
        case "cancel": kind = .cancel
        case "connect": kind = .connect
        case let other: throw Failure(message: "\(path()).kind '\(other)' is not a kind of event")
        }
        return TraceEvent(tick: tick, kind: kind)
    }

    private static func demand(_ json: JSONValue?, _ path: @autoclosure () -> String) throws(Failure) -> Int? {
        if case .string("unlimited")? = json { return nil }
        let demand = try int(json, path())
        guard demand >= 0 else { throw Failure(message: "\(path()) must be a number from 0 or \"unlimited\"") }
        return demand
    }

    /// Whole numbers as Int, other numbers as Double; strings and booleans as themselves.
    private static func value(_ json: JSONValue?, _ path: @autoclosure () -> String) throws(Failure) -> MarbleValue {
        switch json {
        case .number(let text)?:
            if let int = Int(text) { return .int(int) }
            if let double = Double(text), double.isFinite { return .double(double) }
            throw Failure(message: "\(path()) \(text) is not a number a value can hold")
        case .string(let text)?: return .string(text)
        case .bool(let flag)?: return .bool(flag)
        case .null?: return .nilValue
        default: throw Failure(message: "\(path()) must be a number, a string, a boolean or null")
        }
    }

    private static func int(_ json: JSONValue?, _ path: @autoclosure () -> String) throws(Failure) -> Int {
        guard case .number(let text)? = json, let int = Int(text) else {
            throw Failure(message: "\(path()) must be a whole number")
        }
        return int
    }

    private static func string(_ json: JSONValue?, _ path: @autoclosure () -> String) throws(Failure) -> String {
        guard case .string(let text)? = json else { throw Failure(message: "\(path()) must be a string") }
        return text
    }

    private static func optionalIndex(_ json: JSONValue?, _ path: @autoclosure () -> String) throws(Failure) -> Int? {
        guard let json, json != .null else { return nil }
        let index = try int(json, path())
        guard index >= 1 else { throw Failure(message: "\(path()) must be 1 or more") }
        return index
    }

    private static func bool(_ json: JSONValue?, _ path: @autoclosure () -> String) throws(Failure) -> Bool {
        guard case .bool(let flag)? = json else { throw Failure(message: "\(path()) must be true or false") }
        return flag
    }

    private static func optionalString(_ json: JSONValue?, _ path: @autoclosure () -> String) throws(Failure) -> String? {
        guard let json, json != .null else { return nil }
        return try string(json, path())
    }
}
