import XCTest
import MotionSDL
@testable import Motion

final class TimelineScaleTests: XCTestCase {
    func testMapsTheLastTenSecondsOntoTheTrack() {
        let scale = TimelineScale(now: 12, windowWidth: 800)
        // 12 inset + 160 label + 12 gap; the track ends 12 points before the right edge.
        XCTAssertEqual(scale.trackMinX, 184)
        XCTAssertEqual(scale.trackWidth, 800 - 184 - 12)
        XCTAssertEqual(scale.start, 2)
        XCTAssertEqual(scale.x(of: 2), 184)
        XCTAssertEqual(scale.x(of: 12), 788)
        XCTAssertEqual(scale.x(of: 7), 184 + 302)
        XCTAssertEqual(scale.time(atX: 184 + 302), 7)
        XCTAssertEqual(scale.time(atX: 184 + 60.4), 3, accuracy: 1e-12)
    }

    func testClampsAndTakesBadInput() {
        let scale = TimelineScale(now: 12, windowWidth: 800)
        XCTAssertEqual(scale.x(of: -50), 184)
        XCTAssertEqual(scale.x(of: 50), 788)
        XCTAssertEqual(scale.x(of: .nan), 788, "NaN is now")
        XCTAssertEqual(scale.time(atX: 0), 2)
        XCTAssertEqual(scale.time(atX: 5000), 12)
        XCTAssertEqual(scale.time(atX: .nan), 12)
        let tiny = TimelineScale(now: .infinity, windowWidth: 50)
        XCTAssertEqual(tiny.trackWidth, 1, "a track narrower than a point is one point wide")
        XCTAssertEqual(tiny.end, 0, "a non-finite now is 0")
        XCTAssertEqual(TimelineScale(now: 1, windowWidth: .nan).trackWidth, 1)
    }
}
