import Foundation
import MotionSDL

/// `--trace FILE.json`: records a running app into a ``TraceFile`` that Perfetto
/// (ui.perfetto.dev → Open trace file) and `chrome://tracing` open.
///
/// What it writes, all timestamps in microseconds of the session's clock (the window's display
/// clock from its first frame, or the headless virtual clock, frame n at n / fps):
/// - Thread 1, "frames": one complete event `frame` per frame (args: `frame` number, `app_time` —
///   the animation clock in seconds, which stops while paused and crawls in slow motion — and
///   `measured_us`) with its parts `update`, `layout`, `display list`, `render`, `present` nested
///   inside, placed by the rule of ``TraceFrame``.
/// - Thread 2, "state": one instant `transaction` (category `transaction`) per transaction that
///   wrote state, followed by an instant `state write` (category `state`) per write in it. Writes
///   are stamped with the start of the frame that applies them: the frame being made, or — for
///   input a window handles between frames — the next one. Consecutive writes of one frame under
///   equal transactions (same animation, same switches, same completion handlers) count as one
///   transaction; transactions are numbered from 1 through the trace.
/// - Async tracks, category `animation`: one span per animation (`"b"` … `"e"`, its own id, named
///   `VIEW ATTRIBUTE` as in `Rectangle offset.x`), found by comparing the host's live animations
///   (``ViewHost/liveAnimations``) at the end of each frame with the frame before: it begins at the
///   first frame that shows it and ends at the first frame without it (or at the end of the last
///   frame, for one still running when the trace ends). The begin's args: `view` (the path from
///   the app's root view, ``AppRunner/appAnimations``), `attribute`, `animation` (as SwiftUI
///   source spells it), `from`, `to`, `start` (app clock, seconds); the end's: the last `progress` seen (when the animation has a fixed length)
///   and the last value shown, `current`. Snapshots are taken only while tracing.
///
/// Part timings come from the host's ``ViewHost/framePartObserver`` (update, layout, display list)
/// and from the session (render, present); each part's time is measured on `clock`, outermost
/// piece only when a part reports itself inside itself. Time measured between frames counts
/// toward the next frame. A frame is written once the next one starts (its length may be cut to
/// that start), so memory holds one frame's events, whatever the length of the run.
///
/// ```swift
/// let trace = AppTrace(file: try TraceFile(path: "t.json"), program: "pulse")
/// trace.attach(to: runner)
/// trace.beginFrame(at: 0)
/// runner.advance(toWallTime: 0)
/// trace.endFrame()
/// trace.finish()   // "pulse: wrote the trace t.json (1 frame, 6 events)"
/// ```
package final class AppTrace {
    /// The file written.
    package let file: TraceFile
    /// Frames recorded so far.
    package private(set) var frameCount = 0
    private let clock: () -> TimeInterval
    private let program: String
    private let log: (String) -> Void
    private weak var runner: AppRunner?

    private var frameBegan: TimeInterval?
    private var open: TraceFrame?
    private var ended: (frame: TraceFrame, writes: [StateWrite])?
    private var partTotals: [TimeInterval?] = Array(repeating: nil, count: FramePart.allCases.count)
    private var partStarts: [TimeInterval] = Array(repeating: 0, count: FramePart.allCases.count)
    private var partDepths: [Int] = Array(repeating: 0, count: FramePart.allCases.count)
    private var writes: [StateWrite] = []
    private var transactionCount = 0
    /// The animations running at the end of the last frame: their async id, span name and last row.
    private var live: [LiveAnimation.ID: (id: Int, name: String, row: LiveAnimation)] = [:]
    private var animationCount = 0
    /// The animation spans that began or ended in the frame waiting to be written (timestamps set then).
    private var endedAnimations: [TraceEvent] = []

    /// A trace into `file` of the program `program`, timing parts on `clock` (seconds; the
    /// monotonic clock unless a test passes its own); `log` gets the line saying where it went.
    package init(file: TraceFile, program: String, clock: @escaping () -> TimeInterval = MonotonicClock().now,
                 log: @escaping (String) -> Void = { print($0) }) {
        self.file = file
        self.program = program
        self.clock = clock
        self.log = log
        file.write(TraceEvent(name: "process_name", phase: .metadata, timestamp: 0, arguments: [("name", .string(program))]))
        for (thread, name) in [(1, "frames"), (2, "state")] {
            file.write(TraceEvent(name: "thread_name", phase: .metadata, timestamp: 0, thread: thread,
                                  arguments: [("name", .string(name))]))
        }
    }

    /// Starts listening to `runner`'s host: its frame parts and its state writes.
    package func attach(to runner: AppRunner) {
        self.runner = runner
        runner.host.framePartObserver = { [weak self] part, edge in self?.mark(part, edge) }
        runner.host.stateWriteObserver = { [weak self] write in self?.writes.append(write) }
    }

    // MARK: Frames

    /// Starts the frame shown at `time` seconds of the session's clock; writes the previous one.
    package func beginFrame(at time: TimeInterval) {
        flush(nextStart: time)
        frameCount += 1
        open = TraceFrame(number: frameCount, start: time, appTime: 0)
        frameBegan = clock()
    }

    /// Notes that `part` begins or ends (the host's observer calls it; a session calls it for
    /// rendering and presenting).
    package func mark(_ part: FramePart, _ edge: FramePart.Edge) {
        let index = part.rawValue
        switch edge {
        case .begin:
            partDepths[index] += 1
            if partDepths[index] == 1 { partStarts[index] = clock() }
        case .end:
            guard partDepths[index] > 0 else { return }
            partDepths[index] -= 1
            if partDepths[index] == 0 { partTotals[index] = (partTotals[index] ?? 0) + max(0, clock() - partStarts[index]) }
        }
    }

    /// Ends the frame begun last: its work, parts and writes are complete (an open part counts
    /// up to now).
    package func endFrame() {
        guard var frame = open, let began = frameBegan else { return }
        for part in FramePart.allCases where partDepths[part.rawValue] > 0 {
            partDepths[part.rawValue] = 1
            mark(part, .end)
        }
        frame.work = max(0, clock() - began)
        frame.parts = partTotals
        frame.appTime = runner?.time ?? 0
        endedAnimations = runner.map { animationEvents(now: $0.appAnimations) } ?? []
        ended = (frame, writes)
        open = nil
        frameBegan = nil
        partTotals = Array(repeating: nil, count: FramePart.allCases.count)
        writes.removeAll()
    }

    /// Ends the frame in progress, if any, writes what is left and closes the file, then logs
    /// where the trace went (or why it is incomplete). Safe to call more than once; sessions
    /// call it when they end, on errors too.
    package func finish() {
        guard !file.isClosed else { return }
        endFrame()
        let end = flush(nextStart: nil)
        for (_, span) in live.sorted(by: { $0.value.id < $1.value.id }) {
            file.write(animationEnd(span, at: end ?? 0))
        }
        live.removeAll()
        if let runner {
            runner.host.framePartObserver = nil
            runner.host.stateWriteObserver = nil
        }
        let events = file.eventCount
        do {
            try file.close()
            log("\(program): wrote the trace \(file.path) (\(frameCount) frame\(frameCount == 1 ? "" : "s"), \(events) events)")
        } catch {
            log("\(program): \(error)")
        }
    }

    // MARK: Writing

    /// Writes the frame waiting for the next one's start; returns where it ends on the trace.
    @discardableResult
    private func flush(nextStart: TimeInterval?) -> Int? {
        guard let (frame, frameWrites) = ended else { return nil }
        ended = nil
        let events = frame.events(nextStart: nextStart)
        for event in events { file.write(event) }
        writeStateEvents(frameWrites, at: frame.timestamp)
        for var event in endedAnimations {
            event.timestamp = frame.timestamp
            file.write(event)
        }
        endedAnimations.removeAll()
        return frame.timestamp + (events.first?.duration ?? 0)
    }

    /// The spans that begin and end with a frame whose live animations are `now`: ends first (in
    /// the order they began), then begins (in the host's order: by start, view, attribute).
    private func animationEvents(now: [LiveAnimation]) -> [TraceEvent] {
        var events: [TraceEvent] = []
        let running = Set(now.map(\.id))
        for (key, span) in live.sorted(by: { $0.value.id < $1.value.id }) where !running.contains(key) {
            events.append(animationEnd(span, at: 0))
            live[key] = nil
        }
        for row in now {
            if let span = live[row.id] {
                live[row.id] = (span.id, span.name, row)
                continue
            }
            animationCount += 1
            let name = "\(row.viewType) \(row.attribute)"
            live[row.id] = (animationCount, name, row)
            events.append(TraceEvent(name: name, category: "animation", phase: .asyncBegin, timestamp: 0, id: animationCount,
                                     arguments: [("view", .string(row.view)), ("attribute", .string(row.attribute)),
                                                 ("animation", .string(row.animation)), ("from", .string(row.from)),
                                                 ("to", .string(row.to)), ("start", .number(row.start))]))
        }
        return events
    }

    private func animationEnd(_ span: (id: Int, name: String, row: LiveAnimation), at timestamp: Int) -> TraceEvent {
        var arguments: [(String, TraceEvent.Argument)] = [("current", .string(span.row.current))]
        if let progress = span.row.progress { arguments.insert(("progress", .number(progress)), at: 0) }
        return TraceEvent(name: span.name, category: "animation", phase: .asyncEnd, timestamp: timestamp, id: span.id,
                          arguments: arguments)
    }

    /// The transactions and writes of one frame, grouped as the type's documentation says.
    private func writeStateEvents(_ frameWrites: [StateWrite], at timestamp: Int) {
        var start = frameWrites.startIndex
        while start < frameWrites.endIndex {
            let key = TransactionKey(frameWrites[start].transaction)
            var end = start + 1
            while end < frameWrites.endIndex, TransactionKey(frameWrites[end].transaction) == key { end += 1 }
            transactionCount += 1
            let animation = AppTrace.describe(frameWrites[start].transaction.animation)
            file.write(TraceEvent(name: "transaction", category: "transaction", phase: .instant, timestamp: timestamp, thread: 2,
                                  arguments: [("transaction", .integer(transactionCount)), ("animation", .string(animation)),
                                              ("disablesAnimations", .bool(key.disablesAnimations)), ("writes", .integer(end - start))]))
            for write in frameWrites[start..<end] {
                file.write(TraceEvent(name: "state write", category: "state", phase: .instant, timestamp: timestamp, thread: 2,
                                      arguments: [("view", .string(write.view)), ("transaction", .integer(transactionCount)),
                                                  ("animation", .string(animation))]))
            }
            start = end
        }
    }

    /// An animation as the trace shows it: its description, or `"none"`.
    private static func describe(_ animation: Animation?) -> String {
        animation.map(String.init(describing:)) ?? "none"
    }

    /// What makes two writes' transactions the same one.
    private struct TransactionKey: Equatable {
        let animation: Animation?
        let disablesAnimations: Bool
        let isContinuous: Bool
        let completionGroups: [ObjectIdentifier]

        init(_ transaction: Transaction) {
            animation = transaction.animation
            disablesAnimations = transaction.disablesAnimations
            isContinuous = transaction.isContinuous
            completionGroups = transaction.completionGroups.map(ObjectIdentifier.init)
        }
    }
}
