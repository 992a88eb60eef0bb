import XCTest
@testable import MotionSDL

final class RenderTimingTests: XCTestCase {
    func testMedianAndNearestRankPercentiles() {
        XCTAssertEqual(RenderTiming(samples: [3, 1, 2]).median, 2)
        XCTAssertEqual(RenderTiming(samples: [4, 1, 3, 2]).median, 2.5)
        // 1…100: the 99th percentile is the ⌈0.99 · 100⌉ = 99th smallest, the 90th the 90th.
        let hundred = RenderTiming(samples: (1...100).map(Double.init).shuffled())
        XCTAssertEqual(hundred.p99, 99)
        XCTAssertEqual(hundred.percentile(90), 90)
        XCTAssertEqual(hundred.percentile(0), 1)
        XCTAssertEqual(hundred.percentile(100), 100)
        XCTAssertEqual(hundred.percentile(250), 100)
        // 1…10: ⌈9.9⌉ = 10th.
        XCTAssertEqual(RenderTiming(samples: (1...10).map(Double.init)).p99, 10)
        XCTAssertEqual(RenderTiming(samples: []).median, 0)
        XCTAssertEqual(RenderTiming(samples: []).p99, 0)
        XCTAssertEqual(RenderTiming(samples: [1, .nan, .infinity, 5]).samples, [1, 5])
    }

    func testMeasureRendersTheRequestedNumberOfFrames() throws {
        let host = ViewHost(Circle().fill(Color.red).frame(width: 20, height: 20), size: CGSize(width: 30, height: 30))
        let timing = try RenderTiming.measure(host.displayList, size: host.size, scale: 2, iterations: 5, warmup: 1)
        XCTAssertEqual(timing.samples.count, 5)
        XCTAssertTrue(timing.samples.allSatisfy { $0 >= 0 })
        XCTAssertLessThanOrEqual(timing.median, timing.p99)
        XCTAssertEqual(try RenderTiming.measure(host.displayList, size: host.size, iterations: 0, warmup: -3).samples.count, 1)
    }
}
