import XCTest
import Foundation

/// Reading and checking the trace files of `--trace` sessions (issue 15).
enum TraceChecks {
    /// The events of a finished trace file, parsed by Foundation's JSON reader.
    static func events(_ path: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        return try XCTUnwrap((object as? [String: Any])?["traceEvents"] as? [[String: Any]])
    }

    /// A clock that moves 100 µs at every reading, so every part lasts a little.
    static func ticking() -> () -> TimeInterval {
        var now = 0.0
        return {
            now += 0.0001
            return now
        }
    }

    /// Checks that the complete events are frames, each followed by its parts in order, back to
    /// back from its start and inside it, every part some time long, with no frame overlapping the
    /// one before; returns the frames and the names of their parts.
    static func nestedFrames(_ events: [[String: Any]], file: StaticString = #filePath, line: UInt = #line) throws
        -> [(frame: [String: Any], parts: [String])] {
        let slices = events.filter { $0["ph"] as? String == "X" }
        XCTAssertTrue(slices.allSatisfy { $0["tid"] as? Int == 1 && $0["pid"] as? Int == 1 && $0["cat"] as? String == "frame" },
                      file: file, line: line)
        var frames: [(frame: [String: Any], parts: [String])] = []
        var index = 0, previousEnd = Int.min
        while index < slices.count {
            let frame = slices[index]
            XCTAssertEqual(frame["name"] as? String, "frame", file: file, line: line)
            let start = try XCTUnwrap(frame["ts"] as? Int), end = start + (try XCTUnwrap(frame["dur"] as? Int))
            XCTAssertGreaterThanOrEqual(start, previousEnd, "frame \(frames.count + 1) overlaps the one before", file: file, line: line)
            let parts = slices[(index + 1)...].prefix { $0["name"] as? String != "frame" }
            var boundary = start
            for part in parts {
                XCTAssertEqual(part["ts"] as? Int, boundary, file: file, line: line)
                XCTAssertGreaterThan(part["dur"] as? Int ?? 0, 0, "the ticking clock gives every part some time", file: file, line: line)
                boundary += try XCTUnwrap(part["dur"] as? Int)
            }
            XCTAssertLessThanOrEqual(boundary, end, file: file, line: line)
            frames.append((frame, parts.compactMap { $0["name"] as? String }))
            previousEnd = end
            index += 1 + parts.count
        }
        return frames
    }
}
