import XCTest
@testable import MotionSDL

final class MonotonicClockTests: XCTestCase {
    func testStartsNearZeroAndNeverGoesBack() {
        let clock = MonotonicClock()
        let first = clock.now()
        XCTAssertGreaterThanOrEqual(first, 0)
        XCTAssertLessThan(first, 0.5)
        var previous = first
        for _ in 0..<1000 {
            let now = clock.now()
            XCTAssertGreaterThanOrEqual(now, previous)
            previous = now
        }
    }

    func testMeasuresASleep() {
        let clock = MonotonicClock()
        let start = clock.now()
        usleep(50_000)   // 50 ms
        let elapsed = clock.now() - start
        XCTAssertGreaterThanOrEqual(elapsed, 0.049)
        XCTAssertLessThan(elapsed, 1.0)   // generous: a loaded machine may oversleep
    }
}
