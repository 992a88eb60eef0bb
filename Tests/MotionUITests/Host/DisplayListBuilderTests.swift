import XCTest
@testable import MotionUI
import MotionTestSupport

/// Leaving out what the window does not show (``ViewHost/cullsOffscreenItems``,
/// ``DisplayListBuilder/isCulled(_:)``).
final class DisplayListBuilderTests: XCTestCase {
    /// A column of 50 squares of 20 points, 1,000 points tall, centred in a 100-point window:
    /// square i spans y = −450 + 20i … −430 + 20i. Grown by the one-pixel margin it meets the
    /// window (0…100) for i = 22…27 only: six squares (the first from −10, the last to 110).
    func testIssue14_aFrameLeavesOutTheItemsOutsideTheWindow() {
        let host = ViewHost(Column(count: 50), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.displayList.items.count, 50, "off by default: every item is listed")
        host.cullsOffscreenItems = true
        let kept = host.displayList.items
        XCTAssertEqual(kept.count, 6)
        XCTAssertEqual(kept.first?.bounds.minY, -10)
        XCTAssertEqual(kept.last?.bounds.maxY, 110)
    }

    /// Inside a clip (a 100-point frame `.clipped()`, centred in a 300-point window at y = 100…200),
    /// squares outside the clip are left out too: square i spans y = −350 + 20i … −330 + 20i and
    /// meets 99…201 for i = 22…27.
    func testIssue14_itemsOutsideTheClipsInForceAreLeftOut() {
        let host = ViewHost(Column(count: 50).frame(height: 100).clipped(), size: CGSize(width: 100, height: 300))
        host.cullsOffscreenItems = true
        let squares = host.displayList.items.filter { $0.color == .blue }
        XCTAssertEqual(squares.count, 6)
        XCTAssertEqual(squares.first?.bounds.minY, 90)
        XCTAssertEqual(squares.last?.bounds.maxY, 210)
    }

    /// A frame drawn for a smaller window is not replayed in a larger one: what the small window
    /// left out shows once the window grows, though nothing in the views changed.
    func testIssue14_aResizedWindowDrawsWhatItNowShows() {
        let host = ViewHost(Column(count: 50), size: CGSize(width: 100, height: 100))
        host.cullsOffscreenItems = true
        host.advance(by: 1.0 / 60)
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(host.displayList.items.count, 6)
        // 300 points: square i spans y = −350 + 20i …, meets −1…301 for i = 17…32.
        host.resize(to: CGSize(width: 100, height: 300))
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(host.displayList.items.count, 16)
    }

    /// A shadow reads back what its content drew, and may carry it into view: content inside an
    /// open shadow is kept whole, so the shadow of a square just outside the window still shows.
    func testIssue14_aShadowOfContentOutsideTheWindowIsStillDrawn() {
        let view = Rectangle().fill(Color.blue).frame(width: 20, height: 20)
            .shadow(color: .black, radius: 2, x: 30, y: 0)
            .offset(x: -70)
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        host.cullsOffscreenItems = true
        // The square spans x = −30…−10; its shadow, 30 points right, 0…20.
        let kinds = host.displayList.items.map(\.kind)
        XCTAssertEqual(kinds.count, 2)
        XCTAssertTrue(kinds.contains(.shadow))
    }

    /// The rule for a single box: outside the window by more than a pixel.
    func testIssue14_aBoxIsCulledOnlyWhenItMissesTheWindowByMoreThanAPixel() {
        let builder = DisplayListBuilder(scale: 2, textMeasurer: MonospaceTextMeasurer(),
                                         window: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(builder.isCulled(CGRect(x: -30, y: 10, width: 28.9, height: 10)))
        XCTAssertFalse(builder.isCulled(CGRect(x: -30, y: 10, width: 29.5, height: 10)), "within a pixel of the edge")
        XCTAssertTrue(builder.isCulled(CGRect(x: 101.1, y: 10, width: 5, height: 5)))
        XCTAssertFalse(builder.isCulled(CGRect(x: -10, y: -10, width: 200, height: 200)), "covers the window")
        XCTAssertFalse(builder.isCulled(CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1)), "not finite: kept")
        XCTAssertFalse(builder.isCulled(.null))
        let keeping = DisplayListBuilder(scale: 2, textMeasurer: MonospaceTextMeasurer())
        XCTAssertFalse(keeping.isCulled(CGRect(x: -300, y: 10, width: 5, height: 5)), "no window: everything is kept")
    }

    /// The bounding box of a rectangle under a transform, against the four corners mapped one by one.
    func testIssue14_theBoxOfARectangleUnderATransformBoundsItsCorners() {
        let rect = CGRect(x: 2, y: -3, width: 10, height: 4)
        let transforms = [CGAffineTransform.identity, CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 5, y: -2),
                          CGAffineTransform(a: -2, b: 0.5, c: 0.25, d: 3, tx: 7, ty: 1)]
        for t in transforms {
            let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { $0.applying(t) }
            let box = DisplayListBuilder.box(of: rect, under: t)
            XCTAssertEqual(box.minX, corners.map(\.x).min()!, accuracy: 1e-9)
            XCTAssertEqual(box.maxX, corners.map(\.x).max()!, accuracy: 1e-9)
            XCTAssertEqual(box.minY, corners.map(\.y).min()!, accuracy: 1e-9)
            XCTAssertEqual(box.maxY, corners.map(\.y).max()!, accuracy: 1e-9)
        }
    }
}

/// `count` blue squares of 20 points, one above the other.
private struct Column: View {
    let count: Int
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { _ in Rectangle().fill(Color.blue).frame(width: 20, height: 20) }
        }
    }
}
