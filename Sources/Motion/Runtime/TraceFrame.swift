import Foundation

/// One frame as the trace measured it — when it started on the session's clock, the app clock
/// then, how long its work took and how long each part took — and the rule that places it and its
/// parts on the trace's timeline as properly nested complete events.
///
/// Placement rule (Perfetto drops complete events that overlap without nesting on one track):
/// - The frame starts at its session time, in whole microseconds.
/// - It lasts the longer of its measured work and the sum of its parts, but never past the next
///   frame's start: a frame whose work outlasts its slot on the session's clock (a slow frame of a
///   headless run at 60 virtual fps, say) is cut to the slot. `measured_us` keeps the real length.
/// - Its parts follow one another from the frame's start, in the order update, layout, display
///   list, render, present — each the total time spent in that part during the frame, even when it
///   ran in several pieces — scaled down together when the frame was cut, so they always end
///   inside it. Part boundaries are rounded to whole microseconds; a part that did not run is left
///   out; what is not in a part (pacing, the driver's own work) is the frame's time after its parts.
///
/// ```swift
/// var frame = TraceFrame(number: 1, start: 0, appTime: 0)
/// frame.work = 0.004
/// frame.parts[FramePart.layout.rawValue] = 0.001
/// frame.events(nextStart: 1.0 / 60).map(\.name)   // ["frame", "layout"]
/// ```
package struct TraceFrame {
    /// The frame's number, from 1.
    package var number: Int
    /// When it started, in seconds of the session's clock.
    package var start: TimeInterval
    /// The app clock (animation time) when it was shown, in seconds.
    package var appTime: TimeInterval
    /// Its measured work from start to end, in seconds.
    package var work: TimeInterval = 0
    /// Seconds spent in each ``FramePart`` (by `rawValue`), `nil` for parts that did not run.
    package var parts: [TimeInterval?] = Array(repeating: nil, count: FramePart.allCases.count)

    package init(number: Int, start: TimeInterval, appTime: TimeInterval) {
        self.number = number
        self.start = start
        self.appTime = appTime
    }

    /// Where the frame starts on the trace, in microseconds.
    package var timestamp: Int { TraceEvent.microseconds(start) }

    /// The frame's length on the trace in microseconds, given when the next frame starts (`nil`:
    /// this is the last frame).
    package func duration(nextStart: TimeInterval?) -> Int {
        let measured = max(0, TraceEvent.microseconds(max(work, partsTotal)))
        guard let nextStart else { return measured }
        return min(measured, max(0, TraceEvent.microseconds(nextStart) - timestamp))
    }

    /// The frame and its parts as complete events on thread 1, placed by the rule above.
    package func events(nextStart: TimeInterval?) -> [TraceEvent] {
        let duration = self.duration(nextStart: nextStart)
        let total = partsTotal * 1_000_000
        let scale = total > 0 ? min(1, Double(duration) / total) : 1
        var events = [TraceEvent(name: "frame", category: "frame", phase: .complete, timestamp: timestamp, duration: duration,
                                 arguments: [("frame", .integer(number)), ("app_time", .number(appTime)),
                                             ("measured_us", .integer(TraceEvent.microseconds(max(work, partsTotal))))])]
        var elapsed = 0.0, boundary = 0
        for part in FramePart.allCases {
            guard let seconds = parts[part.rawValue] else { continue }
            elapsed += max(0, seconds) * 1_000_000
            let end = min(Int((elapsed * scale).rounded()), duration)
            events.append(TraceEvent(name: part.title, category: "frame", phase: .complete,
                                     timestamp: timestamp + boundary, duration: end - boundary))
            boundary = end
        }
        return events
    }

    private var partsTotal: TimeInterval {
        parts.reduce(0) { $0 + max(0, $1 ?? 0) }
    }
}
