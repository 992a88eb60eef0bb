import XCTest
@testable import Motion

final class FrameStatsTests: XCTestCase {
    func testAveragesAndText() {
        var stats = FrameStats()
        XCTAssertNil(stats.averageInterval)
        XCTAssertNil(stats.framesPerSecond)
        XCTAssertEqual(stats.text, "– ms · – fps · work – ms")
        stats.record(interval: 0.016, work: 0.002)
        stats.record(interval: 0.018, work: 0.004)
        // Means: (16 + 18) / 2 = 17 ms → 1 / 0.017 = 58.8 fps; work (2 + 4) / 2 = 3 ms.
        XCTAssertEqual(stats.averageInterval!, 0.017, accuracy: 1e-12)
        XCTAssertEqual(stats.framesPerSecond!, 1 / 0.017, accuracy: 1e-9)
        XCTAssertEqual(stats.averageWork!, 0.003, accuracy: 1e-12)
        XCTAssertEqual(stats.text, "17.0 ms · 59 fps · work 3.0 ms")
    }

    func testKeepsTheLastSixtyAndIgnoresBadSamples() {
        var stats = FrameStats()
        for _ in 0..<100 { stats.record(interval: 1, work: 1) }
        for _ in 0..<FrameStats.capacity { stats.record(interval: 0.01, work: 0.001) }
        XCTAssertEqual(stats.averageInterval!, 0.01, accuracy: 1e-12, "older samples are gone")
        stats.record(interval: .nan, work: -1)
        stats.record(interval: .infinity, work: .infinity)
        XCTAssertEqual(stats.averageInterval!, 0.01, accuracy: 1e-12)
        XCTAssertEqual(stats.averageWork!, 0.001, accuracy: 1e-12)
        var zero = FrameStats()
        zero.record(interval: 0, work: 0)
        XCTAssertNil(zero.framesPerSecond, "no rate from zero-length frames")
    }

    func testIssue14_theStripShowsThePixelsUploadedOnceFramesReportThem() {
        var stats = FrameStats()
        stats.record(interval: 0.02, work: 0.002)
        XCTAssertNil(stats.averageUploadedPixels)
        XCTAssertEqual(stats.text, "20.0 ms · 50 fps · work 2.0 ms")
        stats.record(interval: 0.02, work: 0.002, uploadedPixels: 3_000)
        stats.record(interval: 0.02, work: 0.002, uploadedPixels: 5_000)
        stats.record(interval: 0.02, work: 0.002, uploadedPixels: -7)   // ignored
        // (3,000 + 5,000) / 2 = 4,000 pixels = 4.0 k px.
        XCTAssertEqual(stats.averageUploadedPixels, 4_000)
        XCTAssertEqual(stats.text, "20.0 ms · 50 fps · work 2.0 ms · upload 4.0 k px")
    }
}
