import Foundation

/// A window session's totals, printed when it ends (``line(program:)``): how many frames were presented, over
/// how long, at what rate, and how much CPU time the process used meanwhile — what
/// `motion-bench window` reads.
///
/// Rules: the span runs from the first recorded frame's start to the last one's, so n frames give
/// n − 1 intervals and the rate is (n − 1) / span; the CPU share is the process's CPU time (user
/// and system, all threads) used over that span divided by it, so 1 is one core busy. Frames with
/// a time or CPU reading that is not finite, or earlier than the last one, are not counted. With
/// fewer than two frames there is no rate and no share.
///
/// ```swift
/// var stats = SessionStats()
/// stats.recordFrame(at: 0, work: 0.002, cpuTime: 1.0)
/// stats.recordFrame(at: 0.5, work: 0.002, cpuTime: 1.1)
/// stats.framesPerSecond   // 2
/// stats.cpuShare          // 0.2
/// ```
package struct SessionStats {
    /// Frames recorded: every paced frame the window showed, whether drawn anew or left unchanged.
    package private(set) var frames = 0
    /// Frames drawn anew (the others showed an unchanged picture and were not presented again).
    package private(set) var redrawnFrames = 0
    /// The first and the last frame's start (seconds on the session's clock).
    package private(set) var firstFrame: TimeInterval?
    package private(set) var lastFrame: TimeInterval?
    private var firstCPU: TimeInterval = 0
    private var lastCPU: TimeInterval = 0
    private var totalWork: TimeInterval = 0
    /// Pixels uploaded by the redrawn frames that reported an upload, and how many did.
    private var totalUploaded = 0
    private var uploadFrames = 0

    /// Records a frame that started at `time`, took `work` seconds to build (and draw, when
    /// `redrawn`), with the process's CPU time at `cpuTime` seconds (``processCPUTime()``) when it
    /// started, and the pixels it uploaded to the window when known (negative counts are ignored).
    package mutating func recordFrame(at time: TimeInterval, work: TimeInterval, cpuTime: TimeInterval, redrawn: Bool = true,
                                      uploadedPixels: Int? = nil) {
        guard time.isFinite, cpuTime.isFinite else { return }
        if let lastFrame, time < lastFrame || cpuTime < lastCPU { return }
        if firstFrame == nil {
            firstFrame = time
            firstCPU = cpuTime
        }
        lastFrame = time
        lastCPU = cpuTime
        frames += 1
        if redrawn { redrawnFrames += 1 }
        if redrawn, let uploadedPixels, uploadedPixels >= 0 {
            totalUploaded += uploadedPixels
            uploadFrames += 1
        }
        if work.isFinite, work > 0 { totalWork += work }
    }

    /// Seconds from the first frame to the last (0 before two frames).
    package var span: TimeInterval {
        guard let firstFrame, let lastFrame else { return 0 }
        return lastFrame - firstFrame
    }

    /// Frames presented per second over the span, or nil with fewer than two frames.
    package var framesPerSecond: Double? {
        guard frames >= 2, span > 0 else { return nil }
        return Double(frames - 1) / span
    }

    /// CPU seconds the process used over the span.
    package var cpuSeconds: TimeInterval { lastCPU - firstCPU }

    /// The CPU time used over the span divided by the span (1 = one core busy), or nil with fewer
    /// than two frames.
    package var cpuShare: Double? {
        guard frames >= 2, span > 0 else { return nil }
        return cpuSeconds / span
    }

    /// The mean pixels uploaded per redrawn frame that reported an upload, or nil before one did.
    package var averageUploadedPixels: Double? { uploadFrames > 0 ? Double(totalUploaded) / Double(uploadFrames) : nil }

    /// The mean work per frame in seconds, or nil before the first frame.
    package var averageWork: TimeInterval? { frames > 0 ? totalWork / Double(frames) : nil }

    /// `"motion-player: 601 frames in 10.000 s: 60.00 fps, CPU 0.850 s = 8.50 %, work 1.20 ms a frame, 12 redrawn"`,
    /// then `", 48200 px uploaded a redrawn frame"` once a frame reported an upload.
    package func line(program: String) -> String {
        let rate = framesPerSecond.map { String(format: "%.2f fps", $0) } ?? "– fps"
        let cpu = cpuShare.map { String(format: "CPU %.3f s = %.2f %%", cpuSeconds, $0 * 100) } ?? "CPU – %"
        let work = averageWork.map { String(format: "work %.2f ms a frame", $0 * 1000) } ?? "work – ms a frame"
        return "\(program): \(frames) frames in \(String(format: "%.3f", span)) s: \(rate), \(cpu), \(work), "
            + "\(redrawnFrames) redrawn"
            + (averageUploadedPixels.map { String(format: ", %.0f px uploaded a redrawn frame", $0) } ?? "")
    }

    /// The CPU time this process has used so far (user + system, every thread), in seconds.
    package static func processCPUTime() -> TimeInterval {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return .nan }
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
