import XCTest
@testable import MotionCore

final class UnitPointTests: XCTestCase {
    func testNamedPointsMatchSwiftUI() {
        // SwiftUI's unit square: (0, 0) top-leading, y grows downwards.
        let table: [(UnitPoint, CGFloat, CGFloat)] = [
            (.zero, 0, 0), (.center, 0.5, 0.5),
            (.leading, 0, 0.5), (.trailing, 1, 0.5), (.top, 0.5, 0), (.bottom, 0.5, 1),
            (.topLeading, 0, 0), (.topTrailing, 1, 0), (.bottomLeading, 0, 1), (.bottomTrailing, 1, 1),
        ]
        for (point, x, y) in table {
            XCTAssertEqual(point.x, x)
            XCTAssertEqual(point.y, y)
        }
    }

    func testInitAndEquality() {
        XCTAssertEqual(UnitPoint(), .zero)
        XCTAssertEqual(UnitPoint(x: 0.5, y: 0.5), .center)
        XCTAssertEqual(UnitPoint.zero, .topLeading)
        XCTAssertNotEqual(UnitPoint.top, .leading)
        let outside = UnitPoint(x: -0.5, y: 2)   // outside the view is allowed
        XCTAssertEqual(outside.x, -0.5)
        XCTAssertEqual(outside.y, 2)
    }

    func testHashable() {
        let set: Set<UnitPoint> = [.center, UnitPoint(x: 0.5, y: 0.5), .top]
        XCTAssertEqual(set.count, 2)
    }

    func testAnimatableData() {
        XCTAssertEqual(UnitPoint.top.animatableData, AnimatablePair(CGFloat(0.5), CGFloat(0)))
        var point = UnitPoint.zero
        point.animatableData = AnimatablePair(0.25, 0.75)
        XCTAssertEqual(point, UnitPoint(x: 0.25, y: 0.75))
        // Halfway from top-leading (0, 0) to bottom-trailing (1, 1) is the centre (0.5, 0.5), exact.
        point.animatableData = UnitPoint.topLeading.animatableData
            .interpolated(towards: UnitPoint.bottomTrailing.animatableData, amount: 0.5)
        XCTAssertEqual(point, .center)
    }

    func testBadValuesBecomeZero() {
        XCTAssertEqual(UnitPoint(x: .nan, y: 0.5), UnitPoint(x: 0, y: 0.5))
        XCTAssertEqual(UnitPoint(x: 1, y: .infinity), UnitPoint(x: 1, y: 0))
        var point = UnitPoint.center
        point.x = .nan
        point.y = -.infinity
        XCTAssertEqual(point, .zero)
        point.animatableData = AnimatablePair(.nan, 1)
        XCTAssertEqual(point, UnitPoint(x: 0, y: 1))
    }
}
