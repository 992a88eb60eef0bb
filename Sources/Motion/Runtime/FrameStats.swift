import Foundation

/// Frame times for the `F1` overlay, averaged over the last ``capacity`` frames: the time from one
/// frame to the next (which gives the frame rate) and the time spent building and drawing a frame
/// (the work, which shows the headroom left under vsync).
///
/// Rules: samples that are not finite or are negative are ignored; with no samples the text says
/// so; the frame rate is 1 / the mean interval (0 intervals give no rate).
///
/// ```swift
/// var stats = FrameStats()
/// stats.record(interval: 1.0 / 60, work: 0.002)
/// stats.text   // "16.7 ms · 60 fps · work 2.0 ms"
/// ```
package struct FrameStats {
    /// How many recent frames are averaged.
    package static let capacity = 60

    private var intervals: [TimeInterval] = []
    private var works: [TimeInterval] = []

    /// Adds one frame: `interval` since the previous frame, `work` spent on this one (seconds).
    package mutating func record(interval: TimeInterval, work: TimeInterval) {
        if interval.isFinite, interval >= 0 { Self.push(interval, into: &intervals) }
        if work.isFinite, work >= 0 { Self.push(work, into: &works) }
    }

    private static func push(_ value: TimeInterval, into samples: inout [TimeInterval]) {
        samples.append(value)
        if samples.count > capacity { samples.removeFirst(samples.count - capacity) }
    }

    /// The mean frame interval in seconds, or `nil` before the first.
    package var averageInterval: TimeInterval? { intervals.isEmpty ? nil : intervals.reduce(0, +) / Double(intervals.count) }
    /// The mean work per frame in seconds, or `nil` before the first.
    package var averageWork: TimeInterval? { works.isEmpty ? nil : works.reduce(0, +) / Double(works.count) }
    /// Frames per second from the mean interval, or `nil` when unknown.
    package var framesPerSecond: Double? {
        guard let interval = averageInterval, interval > 0 else { return nil }
        return 1 / interval
    }

    /// The overlay's line: `"16.7 ms · 60 fps · work 2.0 ms"`.
    package var text: String {
        let frame = averageInterval.map { String(format: "%.1f ms", $0 * 1000) } ?? "– ms"
        let rate = framesPerSecond.map { String(format: "%.0f fps", $0) } ?? "– fps"
        let work = averageWork.map { String(format: "work %.1f ms", $0 * 1000) } ?? "work – ms"
        return "\(frame) · \(rate) · \(work)"
    }
}
