import Foundation

/// Frame times for the `F1` overlay, averaged over the last ``capacity`` frames: the time from one
/// frame to the next (which gives the frame rate), the time spent building and drawing a frame
/// (the work, which shows the headroom left under vsync), and — in a window — the pixels each
/// frame uploaded (its damage, ``WindowFramebuffer``).
///
/// Rules: samples that are not finite or are negative are ignored; with no samples the text says
/// so; the frame rate is 1 / the mean interval (0 intervals give no rate). The upload appears in
/// the text once a frame recorded one, as a mean in thousands of pixels ("k px").
///
/// ```swift
/// var stats = FrameStats()
/// stats.record(interval: 1.0 / 60, work: 0.002)
/// stats.text   // "16.7 ms · 60 fps · work 2.0 ms"
/// stats.record(interval: 1.0 / 60, work: 0.002, uploadedPixels: 4_000)
/// stats.text   // "16.7 ms · 60 fps · work 2.0 ms · upload 4.0 k px"
/// ```
package struct FrameStats {
    /// How many recent frames are averaged.
    package static let capacity = 60

    private var intervals: [TimeInterval] = []
    private var works: [TimeInterval] = []
    private var uploads: [Double] = []

    /// Adds one frame: `interval` since the previous frame, `work` spent on this one (seconds),
    /// and the pixels it uploaded when known (negative counts are ignored).
    package mutating func record(interval: TimeInterval, work: TimeInterval, uploadedPixels: Int? = nil) {
        if interval.isFinite, interval >= 0 { Self.push(interval, into: &intervals) }
        if work.isFinite, work >= 0 { Self.push(work, into: &works) }
        if let uploadedPixels, uploadedPixels >= 0 { Self.push(Double(uploadedPixels), into: &uploads) }
    }

    private static func push(_ value: TimeInterval, into samples: inout [TimeInterval]) {
        samples.append(value)
        if samples.count > capacity { samples.removeFirst(samples.count - capacity) }
    }

    /// The mean frame interval in seconds, or `nil` before the first.
    package var averageInterval: TimeInterval? { intervals.isEmpty ? nil : intervals.reduce(0, +) / Double(intervals.count) }
    /// The mean work per frame in seconds, or `nil` before the first.
    package var averageWork: TimeInterval? { works.isEmpty ? nil : works.reduce(0, +) / Double(works.count) }
    /// The mean pixels uploaded per frame, or `nil` before a frame recorded an upload.
    package var averageUploadedPixels: Double? { uploads.isEmpty ? nil : uploads.reduce(0, +) / Double(uploads.count) }
    /// Frames per second from the mean interval, or `nil` when unknown.
    package var framesPerSecond: Double? {
        guard let interval = averageInterval, interval > 0 else { return nil }
        return 1 / interval
    }

    /// The overlay's line: `"16.7 ms · 60 fps · work 2.0 ms"`, then `" · upload 4.0 k px"` once uploads are recorded.
    package var text: String {
        let frame = averageInterval.map { String(format: "%.1f ms", $0 * 1000) } ?? "– ms"
        let rate = framesPerSecond.map { String(format: "%.0f fps", $0) } ?? "– fps"
        let work = averageWork.map { String(format: "work %.1f ms", $0 * 1000) } ?? "work – ms"
        let upload = averageUploadedPixels.map { String(format: " · upload %.1f k px", $0 / 1000) } ?? ""
        return "\(frame) · \(rate) · \(work)\(upload)"
    }
}
