import XCTest
@testable import MotionUI

private enum OneThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
}

final class AlignmentTests: XCTestCase {
    func testDefaultGuides() {
        let d = ViewDimensions(width: 90, height: 30)
        XCTAssertEqual(d[HorizontalAlignment.leading], 0)
        XCTAssertEqual(d[HorizontalAlignment.center], 45)
        XCTAssertEqual(d[HorizontalAlignment.trailing], 90)
        XCTAssertEqual(d[VerticalAlignment.top], 0)
        XCTAssertEqual(d[VerticalAlignment.center], 15)
        XCTAssertEqual(d[VerticalAlignment.bottom], 30)
        XCTAssertEqual(d[VerticalAlignment.firstTextBaseline], 30)   // no text: the bottom
        XCTAssertEqual(d[VerticalAlignment.lastTextBaseline], 30)
        XCTAssertNil(d[explicit: VerticalAlignment.firstTextBaseline])
    }

    func testCustomAlignmentInAVStack() {
        // VStack(alignment: oneThird) { 90×10; 30×10 }: guides at 30 and 10; the column's line at 30,
        // so the second view starts at x 30 − 10 = 20; width max(30) + max(60, 20) = 90.
        let oneThird = HorizontalAlignment(OneThird.self)
        XCTAssertNotEqual(oneThird, .center)
        let a = FakeSubview.fixed(90, 10), b = FakeSubview.fixed(30, 10)
        assertSize(layOut(VStack(alignment: oneThird, a, b), .unspecified), 90, 28)
        assertFrame(b, 20, 18, 30, 10)
    }

    func testAlignmentOffsets() {
        let child = ViewDimensions(width: 20, height: 10)
        XCTAssertEqual(Alignment.center.offset(of: child, in: CGSize(width: 100, height: 50)), CGPoint(x: 40, y: 20))
        XCTAssertEqual(Alignment.bottomTrailing.offset(of: child, in: CGSize(width: 100, height: 50)), CGPoint(x: 80, y: 40))
        XCTAssertEqual(Alignment.topLeading.horizontal, .leading)
        XCTAssertEqual(Alignment.centerFirstTextBaseline.vertical, .firstTextBaseline)
    }
}
