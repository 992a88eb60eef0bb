import XCTest
@testable import MotionUI

/// `containerRelativeFrame` against a 320 × 100 horizontal scroll view, against one with content
/// margins, and against the window.
final class ContainerRelativeFrameTests: XCTestCase {
    private func rectangles<V: View>(_ host: ViewHost<V>) -> [CGRect] {
        host.displayList.items.filter { $0.kind == .fill(shape: "Rectangle") }.map(\.bounds)
    }

    func testCountSpanAndSpacingDivideTheScrollViewsWidth() {
        let host = ViewHost(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Rectangle().containerRelativeFrame(.horizontal, count: 3, spacing: 10)
                Rectangle().containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                Rectangle().containerRelativeFrame(.horizontal, count: 0, span: -4, spacing: .nan)
            }
        }, size: CGSize(width: 320, height: 100))
        let frames = rectangles(host)
        // (320 − 2 × 10) / 3 = 100; span 2: 2 × 100 + 10 = 210; count and span below 1 count as 1, NaN spacing as 0: 320.
        XCTAssertEqual(frames.map(\.width), [100, 210, 320])
        XCTAssertEqual(frames.map(\.minX), [0, 110, 330])
        XCTAssertEqual(frames[0].height, 100, "the other axis passes the proposal through")
    }

    func testTheClosureGetsTheContainerLengthAndAxis() {
        let host = ViewHost(ScrollView(.horizontal) {
            VStack(spacing: 0) {
                Rectangle().containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading) { length, axis in
                    axis == .horizontal ? length * 0.8 : length / 4
                }
                HStack(spacing: 0) {
                    Color.clear.containerRelativeFrame(.horizontal) { _, _ in -5 }
                    Color.clear.containerRelativeFrame(.horizontal) { _, _ in .nan }
                    Rectangle().frame(width: 10, height: 10)
                }
            }
        }, size: CGSize(width: 320, height: 100))
        XCTAssertEqual(rectangles(host).first?.size, CGSize(width: 256, height: 25))
        // Negative and NaN lengths are 0: the row is the 10-pt square alone, centred under the 256-pt one.
        XCTAssertEqual(rectangles(host).last?.minX, (256 - 10) / 2)
    }

    func testContentMarginsShrinkTheContainer() {
        let host = ViewHost(ScrollView(.horizontal) {
            Rectangle().containerRelativeFrame(.horizontal)
        }
        .contentMargins(.horizontal, 20), size: CGSize(width: 320, height: 100))
        XCTAssertEqual(rectangles(host).first, CGRect(x: 20, y: 0, width: 280, height: 100))
    }

    func testOutsideAScrollViewTheWindowIsTheContainer() {
        let host = ViewHost(VStack {
            Rectangle().containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 0).frame(height: 10)
        }, size: CGSize(width: 200, height: 50))
        XCTAssertEqual(rectangles(host).first?.width, 150)
    }

    func testAResizedScrollViewMeasuresAgain() {
        let host = ViewHost(ScrollView(.horizontal) {
            HStack(spacing: 0) { Rectangle().containerRelativeFrame(.horizontal); Rectangle().containerRelativeFrame(.horizontal) }
        }, size: CGSize(width: 320, height: 100))
        XCTAssertEqual(rectangles(host).map(\.width), [320, 320])
        host.resize(to: CGSize(width: 200, height: 100))
        XCTAssertEqual(rectangles(host).map(\.width), [200, 200])
        XCTAssertEqual(rectangles(host).map(\.minX), [0, 200])
    }
}
