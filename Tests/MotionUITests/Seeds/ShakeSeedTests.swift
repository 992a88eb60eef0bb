import XCTest
@testable import MotionUI

final class ShakeSeedTests: XCTestCase {
    let size = CGSize(width: 400, height: 300)

    private func rectangle<V: View>(_ host: ViewHost<V>) -> DisplayItem {
        host.displayList.items.first { $0.kind == .fill(shape: "Rectangle") }!
    }

    func testCorrectShakeFollowsTheSpringProgress() {
        let host = ViewHost(Correct(), size: size)
        let restX = rectangle(host).bounds.minX
        XCTAssertEqual(restX, 100, accuracy: 1e-9, "a 200-wide rectangle centred in 400")
        XCTAssertTrue(host.tap(text: "Login"))
        let start = host.time
        // Reference: the spring .default (response 0.55, ζ = 1) carries attempts from 0 to 1.
        let spring = Animation.default
        for step in 1...60 {
            host.advance(by: 1.0 / 60.0)
            var context = AnimationContext<Double>()
            let progress = spring.animate(value: 1.0, time: host.time - start, context: &context) ?? 1
            let expected = 10 * sin(progress * .pi * 3)
            XCTAssertEqual(rectangle(host).bounds.minX - restX, expected, accuracy: 1e-6, "frame \(step)")
        }
        host.advance(by: 3)
        XCTAssertEqual(rectangle(host).bounds.minX, restX, accuracy: 1e-9, "ends exactly where it started")
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testWrongShakeEndsTenPointsOffAfterOneToggle() {
        let host = ViewHost(Wrong(), size: size)
        let restX = rectangle(host).bounds.minX
        host.tap(text: "Login")
        host.advance(by: 0.1)
        XCTAssertNotEqual(rectangle(host).bounds.minX, restX - 10, "still moving")
        host.advance(by: 10)
        XCTAssertEqual(rectangle(host).bounds.minX, restX - 10, accuracy: 1e-9)
        host.tap(text: "Login")
        host.advance(by: 10)
        XCTAssertEqual(rectangle(host).bounds.minX, restX, accuracy: 1e-9)
    }
}
