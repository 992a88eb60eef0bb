import XCTest
@testable import MotionUI

final class LongPressGestureTests: XCTestCase {
    private final class Log { var events: [String] = [] }
    private let centre = CGPoint(x: 100, y: 100)

    private func host(_ log: Log, duration: Double = 0.5) -> ViewHost<some View> {
        ViewHost(Rectangle().frame(width: 80, height: 80)
            .onTapGesture { log.events.append("tap") }
            .onLongPressGesture(minimumDuration: duration) { log.events.append("long") }
                onPressingChanged: { log.events.append("pressing \($0)") }, size: CGSize(width: 200, height: 200))
    }

    func testIssue11_aLongPressSucceedsOnTheFrameItsTimeIsUpAndTheTapDoesNot() {
        let log = Log()
        let host = host(log)
        host.press(at: centre)
        XCTAssertEqual(log.events, ["pressing true"])
        for _ in 0..<29 { host.advance(by: 1.0 / 60) }   // 29/60 s < 0.5 s
        XCTAssertEqual(log.events, ["pressing true"])
        host.advance(by: 1.0 / 60)                       // 30/60 s = 0.5 s
        XCTAssertEqual(log.events, ["pressing true", "long", "pressing false"])
        host.release(at: centre)
        XCTAssertEqual(log.events, ["pressing true", "long", "pressing false"], "the long press took the pointer: no tap")
    }

    func testIssue11_aQuickTapIsATapAndMovingTooFarFails() {
        let log = Log()
        let host = host(log)
        host.press(at: centre)
        host.advance(by: 0.1)
        host.release(at: centre)
        XCTAssertEqual(log.events, ["pressing true", "tap", "pressing false"])
        log.events = []
        host.press(at: centre)
        host.send(.pointerMoved(CGPoint(x: 111, y: 100)))   // 11 pt > maximumDistance 10
        host.advance(by: 1)
        host.release(at: CGPoint(x: 111, y: 100))
        XCTAssertEqual(log.events, ["pressing true", "pressing false", "tap"], "moved too far: no long press; released over the view: a tap")
    }

    func testIssue11_badDurationsCountAsZero() {
        for duration in [-1.0, .nan, .infinity] {
            let log = Log()
            let host = host(log, duration: duration)
            host.press(at: centre)
            XCTAssertEqual(log.events, ["pressing true", "long", "pressing false"], "\(duration)")
        }
    }
}
