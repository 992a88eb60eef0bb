import XCTest
@testable import Motion

final class SessionStatsTests: XCTestCase {
    func testRateAndCPUShareOverTheSpanFromFirstToLastFrame() {
        var stats = SessionStats()
        XCTAssertNil(stats.framesPerSecond)
        XCTAssertNil(stats.cpuShare)
        XCTAssertEqual(stats.line(program: "motion-player"), "motion-player: 0 frames in 0.000 s: – fps, CPU – %, work – ms a frame, 0 redrawn")
        // 601 frames 1/60 s apart starting at t = 5: span 10 s, 600 intervals → 60 fps. CPU from
        // 2.0 s to 2.85 s over those 10 s: 0.085 of a core. Work 1.2 ms each.
        for n in 0...600 {
            stats.recordFrame(at: 5 + Double(n) / 60, work: 0.0012, cpuTime: 2 + 0.85 * Double(n) / 600)
        }
        XCTAssertEqual(stats.frames, 601)
        XCTAssertEqual(stats.span, 10, accuracy: 1e-9)
        XCTAssertEqual(stats.framesPerSecond!, 60, accuracy: 1e-9)
        XCTAssertEqual(stats.cpuSeconds, 0.85, accuracy: 1e-12)
        XCTAssertEqual(stats.cpuShare!, 0.085, accuracy: 1e-12)
        XCTAssertEqual(stats.averageWork!, 0.0012, accuracy: 1e-12)
        XCTAssertEqual(stats.line(program: "motion-player"), "motion-player: 601 frames in 10.000 s: 60.00 fps, CPU 0.850 s = 8.50 %, work 1.20 ms a frame, 601 redrawn")
    }

    func testBadOrBackwardSamplesAreNotCounted() {
        var stats = SessionStats()
        stats.recordFrame(at: .nan, work: 0.001, cpuTime: 1)
        stats.recordFrame(at: 1, work: 0.001, cpuTime: .infinity)
        XCTAssertEqual(stats.frames, 0)
        stats.recordFrame(at: 1, work: .nan, cpuTime: 1)
        XCTAssertNil(stats.framesPerSecond, "one frame has no rate")
        stats.recordFrame(at: 0.5, work: 0.001, cpuTime: 1.1)    // earlier than the last frame
        stats.recordFrame(at: 2, work: 0.001, cpuTime: 0.5)      // CPU time went backwards
        XCTAssertEqual(stats.frames, 1)
        stats.recordFrame(at: 1.5, work: -1, cpuTime: 1.25)
        // Two frames 0.5 s apart: 2 fps; 0.25 s of CPU over 0.5 s: half a core; work only counts 0.
        XCTAssertEqual(stats.framesPerSecond!, 2, accuracy: 1e-12)
        XCTAssertEqual(stats.cpuShare!, 0.5, accuracy: 1e-12)
        XCTAssertEqual(stats.averageWork!, 0, accuracy: 1e-12)
    }

    /// The process's CPU clock moves forward while this thread works, by no more than wall time
    /// times the cores (2 here at most matters little: the bound is loose on purpose).
    func testProcessCPUTimeAdvancesWithWork() {
        let before = SessionStats.processCPUTime()
        let wallStart = Date()
        var x = 0.0
        while Date().timeIntervalSince(wallStart) < 0.05 { x += sin(x) + 1 }
        let after = SessionStats.processCPUTime()
        XCTAssertGreaterThan(x, 0)
        XCTAssertGreaterThan(after, before)
        XCTAssertLessThan(after - before, Date().timeIntervalSince(wallStart) * Double(ProcessInfo.processInfo.activeProcessorCount) + 0.05)
    }
}

extension SessionStatsTests {
    func testUnchangedFramesCountAsShownButNotRedrawn() {
        var stats = SessionStats()
        stats.recordFrame(at: 0, work: 0.001, cpuTime: 0, redrawn: true)
        stats.recordFrame(at: 0.5, work: 0.001, cpuTime: 0.01, redrawn: false)
        stats.recordFrame(at: 1, work: 0.001, cpuTime: 0.02, redrawn: false)
        XCTAssertEqual(stats.frames, 3)
        XCTAssertEqual(stats.redrawnFrames, 1)
        XCTAssertEqual(stats.framesPerSecond, 2)
        XCTAssertTrue(stats.line(program: "motion-player").hasSuffix(", 1 redrawn"))
    }

    func testIssue14_theLineGivesThePixelsUploadedPerRedrawnFrame() {
        var stats = SessionStats()
        stats.recordFrame(at: 0, work: 0.001, cpuTime: 0, redrawn: true, uploadedPixels: 120_000)
        stats.recordFrame(at: 0.5, work: 0.001, cpuTime: 0.01, redrawn: true, uploadedPixels: 2_000)
        stats.recordFrame(at: 1, work: 0.001, cpuTime: 0.02, redrawn: false, uploadedPixels: 0)   // not redrawn: not counted
        // (120,000 + 2,000) / 2 = 61,000.
        XCTAssertEqual(stats.averageUploadedPixels, 61_000)
        XCTAssertTrue(stats.line(program: "motion-player").hasSuffix(", 2 redrawn, 61000 px uploaded a redrawn frame"))
    }
}
