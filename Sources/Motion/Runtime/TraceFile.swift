import Foundation

/// A trace file being written: Chrome's Trace Event Format in its object form,
/// `{"traceEvents":[…],"displayTimeUnit":"ms"}`, streamed event by event — one event a line —
/// through a buffered C stream, so a long run holds no more than the buffer in memory.
///
/// Opening the file writes the header; ``close()`` writes the footer, so the file is complete JSON
/// from then on (and only then). Closing twice does nothing more; writing after closing is ignored.
///
/// ```swift
/// let file = try TraceFile(path: "out/t.json")
/// file.write(TraceEvent(name: "frame", phase: .complete, timestamp: 0, duration: 500))
/// try file.close()
/// ```
package final class TraceFile {
    /// Where the trace goes.
    package let path: String
    /// Events written so far.
    package private(set) var eventCount = 0
    private var stream: UnsafeMutablePointer<FILE>?

    /// Creates (or empties) the file at `path`, and the folders it needs, and writes the header.
    ///
    /// - Throws: ``AppFailure`` saying why, in one line: `cannot write the trace 'PATH': Permission denied`.
    package init(path: String) throws {
        self.path = path
        do {
            try ScreenshotNames.makeFolder(for: path)
        } catch {
            throw AppFailure(description: "cannot write the trace '\(path)': \(error)")
        }
        guard let stream = fopen(path, "w") else {
            throw AppFailure(description: "cannot write the trace '\(path)': \(String(cString: strerror(errno)))")
        }
        self.stream = stream
        fputs("{\"traceEvents\":[\n", stream)
    }

    deinit { try? close() }

    /// Whether ``close()`` has run.
    package var isClosed: Bool { stream == nil }

    /// Appends `event` (ignored once closed).
    package func write(_ event: TraceEvent) {
        guard let stream else { return }
        fputs((eventCount == 0 ? "" : ",\n") + event.json, stream)
        eventCount += 1
    }

    /// Writes the footer and closes the file.
    ///
    /// - Throws: ``AppFailure`` when something could not be written (a full disk, say).
    package func close() throws {
        guard let stream else { return }
        self.stream = nil
        fputs("\n],\"displayTimeUnit\":\"ms\"}\n", stream)
        let failed = ferror(stream) != 0
        let closed = fclose(stream) == 0
        if failed || !closed {
            throw AppFailure(description: "the trace '\(path)' could not be written completely: \(String(cString: strerror(errno)))")
        }
    }
}
