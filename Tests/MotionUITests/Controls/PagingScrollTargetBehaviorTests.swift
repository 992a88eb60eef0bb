import XCTest
@testable import MotionUI

/// `.scrollTargetBehavior(.paging)`: five pages, each `containerRelativeFrame(.horizontal)` wide,
/// in a horizontal scroll view filling a 200 × 100 window (pages at offsets 0, 200, … 800).
final class PagingScrollTargetBehaviorTests: XCTestCase {
    private struct Pages: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5) { _ in Rectangle().containerRelativeFrame(.horizontal) }
                }
            }
            .scrollTargetBehavior(.paging)
        }
    }

    /// The content offset, read from the first page's position.
    private func offset(_ host: ViewHost<Pages>) -> CGFloat {
        -host.displayList.items.filter { $0.kind == .fill(shape: "Rectangle") }[0].bounds.minX
    }

    /// Drags from x = 150 by `distance` (leftwards: positive scrolls forward), taking `duration`
    /// seconds between the move that starts the drag (10 pt) and the rest.
    private func drag(_ host: ViewHost<Pages>, by distance: CGFloat, over duration: TimeInterval) {
        XCTAssertTrue(host.press(at: CGPoint(x: 150, y: 50)), "the scroll view takes the press wherever it scrolled to")
        host.send(.pointerMoved(CGPoint(x: 140, y: 50)))
        host.advance(by: duration)
        host.send(.pointerMoved(CGPoint(x: 150 - distance, y: 50)))
        host.release(at: CGPoint(x: 150 - distance, y: 50))
    }

    func testPagesAreTheScrollViewsWidth() {
        let host = ViewHost(Pages(), size: CGSize(width: 200, height: 100))
        let pages = host.displayList.items.filter { $0.kind == .fill(shape: "Rectangle") }
        XCTAssertEqual(pages.map(\.bounds.minX), [0, 200, 400, 600, 800])
        XCTAssertEqual(pages[0].bounds.size, CGSize(width: 200, height: 100))
    }

    func testASlowShortDragReturnsAndALongerOneTurnsThePage() {
        let host = ViewHost(Pages(), size: CGSize(width: 200, height: 100))
        // 90 pt over 10 s: 8 pt/s carries it 8 × 0.499 ≈ 4 pt further, to 94: nearer page 0.
        drag(host, by: 90, over: 10)
        XCTAssertEqual(offset(host), 90, accuracy: 1e-9, "released where the finger left it")
        host.advance(by: 3)
        XCTAssertEqual(offset(host), 0, accuracy: 1e-9)
        // 110 pt over 10 s: 10 pt/s, to ≈ 115: nearer page 1.
        drag(host, by: 110, over: 10)
        host.advance(by: 3)
        XCTAssertEqual(offset(host), 200, accuracy: 1e-9)
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testAFlingTurnsOnePageAtMost() {
        let host = ViewHost(Pages(), size: CGSize(width: 200, height: 100))
        // 40 pt in one frame after the start: 2,400 pt/s, which would carry it ≈ 1,200 pt; the limit
        // keeps it one page from where the drag began.
        drag(host, by: 50, over: 1.0 / 60)
        host.advance(by: 3)
        XCTAssertEqual(offset(host), 200, accuracy: 1e-9)
        drag(host, by: 50, over: 1.0 / 60)
        host.advance(by: 3)
        XCTAssertEqual(offset(host), 400, accuracy: 1e-9)
        drag(host, by: -50, over: 1.0 / 60)
        host.advance(by: 3)
        XCTAssertEqual(offset(host), 200, accuracy: 1e-9, "back one page")
    }

    func testTheSettleAnimatesWithSmooth() {
        let host = ViewHost(Pages(), size: CGSize(width: 200, height: 100))
        drag(host, by: 110, over: 10)
        host.advance(by: 0.25)
        let midway = offset(host)
        XCTAssertGreaterThan(midway, 110)
        XCTAssertLessThan(midway, 200)
        // A critically damped spring of response 0.5 from 110 to 200 at rest:
        // x(t) = 200 − 90 (1 + ω t) e^(−ω t), ω = 2π / 0.5.
        let omega = 2 * Double.pi / 0.5
        XCTAssertEqual(Double(midway), 200 - 90 * (1 + omega * 0.25) * exp(-omega * 0.25), accuracy: 1e-6)
    }
}
