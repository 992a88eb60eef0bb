import XCTest
@testable import MotionUI

final class FillRuleTests: XCTestCase {
    func testCovers() {
        XCTAssertTrue(FillRule.nonZero.covers(winding: 2))
        XCTAssertTrue(FillRule.nonZero.covers(winding: -1))
        XCTAssertFalse(FillRule.nonZero.covers(winding: 0))
        XCTAssertTrue(FillRule.evenOdd.covers(winding: -3))
        XCTAssertFalse(FillRule.evenOdd.covers(winding: 2))
    }

    func testFillStyleDefaultsAndRule() {
        XCTAssertFalse(FillStyle().isEOFilled)
        XCTAssertTrue(FillStyle().isAntialiased)
        XCTAssertEqual(FillStyle().rule, .nonZero)
        XCTAssertEqual(FillStyle(eoFill: true, antialiased: false).rule, .evenOdd)
    }

    func testConcentricCirclesDifferByRule() {
        // Two circles drawn the same way round: winding 2 in the middle, 1 in the ring.
        var path = Path()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        let centre = CGPoint(x: 50, y: 50), ring = CGPoint(x: 10, y: 50)
        XCTAssertTrue(path.contains(centre))
        XCTAssertFalse(path.contains(centre, eoFill: true))
        XCTAssertTrue(path.contains(ring, eoFill: true))
        XCTAssertFalse(path.contains(CGPoint(x: 2, y: 2)), "outside the circle, inside its box")
        XCTAssertFalse(path.contains(CGPoint(x: 500, y: 50)))
        XCTAssertFalse(path.contains(CGPoint(x: CGFloat.nan, y: 50)))
        // The same through the test helper's independent winding count: ring area π(50² − 25²).
        XCTAssertEqual(Coverage.area(of: path, step: 0.1, rule: .evenOdd), .pi * (2500 - 625), accuracy: 5)
        XCTAssertEqual(Coverage.area(of: path, step: 0.1, rule: .nonZero), .pi * 2500, accuracy: 5)
    }

    func testOpenSubpathsFillAsIfClosed() {
        let open = Path { $0.addLines([.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]) }
        XCTAssertTrue(open.contains(CGPoint(x: 8, y: 2)))
        XCTAssertFalse(open.contains(CGPoint(x: 2, y: 8)))
    }
}
