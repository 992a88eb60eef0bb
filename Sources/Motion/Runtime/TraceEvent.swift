import Foundation

/// One event of Chrome's Trace Event Format, the JSON that Perfetto's importer and
/// `chrome://tracing` read: a name, a category, a phase (`"X"` complete, `"i"` instant,
/// `"b"`/`"e"` async begin and end, `"M"` metadata), a timestamp and a duration in whole
/// microseconds, the thread it belongs to, an async id, and arguments.
///
/// ``json`` is one JSON object on one line with its keys in a fixed order. Rules where the format
/// is silent: a non-finite number argument is written as the string `"nan"`, `"inf"` or `"-inf"`
/// (JSON has no such numbers); every event belongs to process 1; instants are thread-scoped
/// (`"s":"t"`).
///
/// ```swift
/// let frame = TraceEvent(name: "frame", category: "frame", phase: .complete, timestamp: 16_667, duration: 900,
///                        thread: 1, arguments: [("frame", .integer(2))])
/// frame.json   // {"name":"frame","cat":"frame","ph":"X","ts":16667,"dur":900,"pid":1,"tid":1,"args":{"frame":2}}
/// ```
package struct TraceEvent {
    /// What kind of event it is.
    package enum Phase: String, Sendable {
        /// A span with a start and a duration (`"X"`).
        case complete = "X"
        /// A moment (`"i"`).
        case instant = "i"
        /// The start of an async span (`"b"`), matched to its end by category and id.
        case asyncBegin = "b"
        /// The end of an async span (`"e"`).
        case asyncEnd = "e"
        /// A name for the process or a thread (`"M"`).
        case metadata = "M"
    }

    /// An argument's value.
    package enum Argument: Sendable {
        case string(String)
        case number(Double)
        case integer(Int)
        case bool(Bool)
    }

    /// The event's name (`"frame"`, `"layout"`, `"state write"`).
    package var name: String
    /// Its category (`"frame"`, `"animation"`, `"state"`, `"transaction"`), or `nil`.
    package var category: String?
    /// Its phase.
    package var phase: Phase
    /// When, in microseconds of the trace's clock.
    package var timestamp: Int
    /// How long, in microseconds (complete events only).
    package var duration: Int?
    /// The thread (track) it belongs to.
    package var thread: Int
    /// The async id (async events only).
    package var id: Int?
    /// The arguments, in order.
    package var arguments: [(String, Argument)]

    package init(name: String, category: String? = nil, phase: Phase, timestamp: Int, duration: Int? = nil,
                 thread: Int = 1, id: Int? = nil, arguments: [(String, Argument)] = []) {
        self.name = name
        self.category = category
        self.phase = phase
        self.timestamp = timestamp
        self.duration = duration
        self.thread = thread
        self.id = id
        self.arguments = arguments
    }

    /// Whole microseconds for `seconds`, rounded to nearest; 0 for a non-finite value, and
    /// clamped to ±2⁵³ µs (the integers a JSON reader keeps exactly).
    ///
    /// ```swift
    /// TraceEvent.microseconds(1.0 / 60)   // 16667
    /// ```
    package static func microseconds(_ seconds: TimeInterval) -> Int {
        guard seconds.isFinite else { return 0 }
        let limit = 9_007_199_254_740_992.0
        return Int(min(max((seconds * 1_000_000).rounded(), -limit), limit))
    }

    /// The event as one line of JSON.
    package var json: String {
        var text = "{\"name\":" + TraceEvent.quoted(name)
        if let category { text += ",\"cat\":" + TraceEvent.quoted(category) }
        text += ",\"ph\":\"\(phase.rawValue)\",\"ts\":\(timestamp)"
        if let duration { text += ",\"dur\":\(duration)" }
        text += ",\"pid\":1,\"tid\":\(thread)"
        if let id { text += ",\"id\":\(id)" }
        if phase == .instant { text += ",\"s\":\"t\"" }
        if !arguments.isEmpty {
            text += ",\"args\":{" + arguments.map { TraceEvent.quoted($0.0) + ":" + TraceEvent.encoded($0.1) }.joined(separator: ",") + "}"
        }
        return text + "}"
    }

    private static func encoded(_ argument: Argument) -> String {
        switch argument {
        case .string(let text): return quoted(text)
        case .integer(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number):
            if number.isNaN { return "\"nan\"" }
            if number.isInfinite { return number > 0 ? "\"inf\"" : "\"-inf\"" }
            return number.shortText
        }
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
