import XCTest
@testable import MotionUI

/// Issue 11: ScrollView through ViewHost. The content: 20 rows of 50 pt (1,000 pt) in a 200 × 300 window.
final class ScrollViewTests: XCTestCase {
    private final class Log { var taps: [Int] = [] }

    private struct Rows: View {
        let log: Log
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Text("top").onTapGesture { withAnimation(.linear(duration: 1)) { proxy.scrollTo(15, anchor: .top) } }
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20) { index in
                                Rectangle().frame(width: 100, height: 50).id(index).onTapGesture { log.taps.append(index) }
                            }
                        }
                    }
                }
            }
        }
    }

    private func rowFrame(_ host: ViewHost<Rows>, _ index: Int) -> CGRect {
        host.displayList.items.filter { $0.kind == .fill(shape: "Rectangle") }[index].bounds
    }

    func testIssue11_theWheelScrollsWithinTheContentsBounds() {
        let log = Log()
        let host = ViewHost(Rows(log: log), size: CGSize(width: 200, height: 300))
        let top = host.frame(ofText: "top")!
        let first = rowFrame(host, 0)
        XCTAssertEqual(first.minY, top.maxY, accuracy: 1e-9, "the content starts at the scroll view's top")
        host.send(.scroll(CGSize(width: 0, height: 120), at: CGPoint(x: 100, y: 150)))
        XCTAssertEqual(rowFrame(host, 0).minY, first.minY - 120, accuracy: 1e-9)
        XCTAssertTrue(host.send(.scroll(CGSize(width: 0, height: 5000), at: CGPoint(x: 100, y: 150))))
        // The view is 300 − top's height tall: the most it scrolls is 1,000 − that.
        let viewport = 300 - top.height
        XCTAssertEqual(rowFrame(host, 19).maxY, 300, accuracy: 1e-9, "at the end the last row's bottom is the view's")
        XCTAssertEqual(rowFrame(host, 0).minY, first.minY - (1000 - viewport), accuracy: 1e-9)
        XCTAssertFalse(host.send(.scroll(CGSize(width: 0, height: 10), at: CGPoint(x: 100, y: 150))), "at its end: nothing moves")
        XCTAssertFalse(host.send(.scroll(CGSize(width: 0, height: -10), at: top.origin)), "over the text above it: no scroll view")
        XCTAssertEqual(host.displayList.items.first { $0.kind == .fill(shape: "Rectangle") }?.clips.isEmpty, false, "clipped")
    }

    func testIssue11_draggingScrollsAndCancelsTheTapItStartedOn() {
        let log = Log()
        let host = ViewHost(Rows(log: log), size: CGSize(width: 200, height: 300))
        let start = rowFrame(host, 2)
        host.press(at: CGPoint(x: 50, y: start.midY))
        host.send(.pointerMoved(CGPoint(x: 50, y: start.midY - 5)))
        XCTAssertEqual(rowFrame(host, 2).minY, start.minY, accuracy: 1e-9, "5 pt: not yet a scroll")
        host.send(.pointerMoved(CGPoint(x: 50, y: start.midY - 80)))
        XCTAssertEqual(rowFrame(host, 2).minY, start.minY - 80, accuracy: 1e-9, "the content follows the pointer")
        host.release(at: CGPoint(x: 50, y: start.midY - 80))
        XCTAssertEqual(log.taps, [], "the scroll took the pointer from the row's tap")
        let row = rowFrame(host, 4)   // the rows sit at the content's leading edge: x 0…100
        host.tap(at: CGPoint(x: row.midX, y: row.midY))
        XCTAssertEqual(log.taps, [4], "rows take taps where they are drawn after scrolling")
        // Empty space in the scroll view (beside the 100-wide rows) takes drags too.
        host.press(at: CGPoint(x: 180, y: 200))
        host.send(.pointerMoved(CGPoint(x: 180, y: 260)))
        host.release(at: CGPoint(x: 180, y: 260))
        XCTAssertEqual(rowFrame(host, 2).minY, start.minY - 20, accuracy: 1e-9)
    }

    func testIssue11_scrollToAnimatesInsideWithAnimation() {
        let log = Log()
        let host = ViewHost(Rows(log: log), size: CGSize(width: 200, height: 300))
        let origin = rowFrame(host, 0).minY
        host.tap(text: "top")
        // Row 15 (750 pt down) to the top, but the most the view scrolls is 1,000 − viewport.
        let viewport = 300 - host.frame(ofText: "top")!.height
        let target = min(750, 1000 - viewport)
        host.advance(by: 0.5)
        XCTAssertEqual(rowFrame(host, 0).minY, origin - target / 2, accuracy: 1e-9, "half way on the linear second")
        host.advance(by: 0.5)
        XCTAssertEqual(rowFrame(host, 0).minY, origin - target, accuracy: 1e-9)
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testAScrolledViewStillTakesThePointerOverItsWholeBounds() {
        // The view's hit shape is its bounds: it must not move with the content it scrolls.
        let host = ViewHost(ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<5) { _ in Rectangle().frame(width: 200) } }
        }, size: CGSize(width: 200, height: 100))
        XCTAssertTrue(host.send(.scroll(CGSize(width: 150, height: 0), at: CGPoint(x: 100, y: 50))))
        XCTAssertTrue(host.respondsToPointer(at: CGPoint(x: 20, y: 50)))
        XCTAssertTrue(host.respondsToPointer(at: CGPoint(x: 190, y: 50)))
        XCTAssertTrue(host.send(.scroll(CGSize(width: 100, height: 0), at: CGPoint(x: 190, y: 50))), "the wheel too")
    }
}
