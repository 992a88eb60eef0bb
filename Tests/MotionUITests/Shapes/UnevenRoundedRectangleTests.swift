import XCTest
@testable import MotionUI

final class UnevenRoundedRectangleTests: XCTestCase {
    let rect = CGRect(x: 0, y: 0, width: 200, height: 120)

    func testEqualRadiiAreTheRoundedRectangle() {
        for style in [RoundedCornerStyle.circular, .continuous] {
            let uneven = UnevenRoundedRectangle(topLeadingRadius: 20, bottomLeadingRadius: 20, bottomTrailingRadius: 20,
                                                topTrailingRadius: 20, style: style)
            XCTAssertEqual(uneven.path(in: rect), RoundedRectangle(cornerRadius: 20, style: style).path(in: rect))
        }
    }

    func testOnlyTheRoundedCornersLoseArea() {
        // A circular corner of r takes r² − πr²/4: corners of 20 and 10 leave
        // 24000 − (1 − π/4)(400 + 100) = 23892.70; the other two stay square.
        let path = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 10, style: .circular).path(in: rect)
        XCTAssertEqual(Coverage.area(of: path, step: 0.1), 24000 - (1 - .pi / 4) * 500, accuracy: 2)
        XCTAssertEqual(path.boundingRect, rect)
        XCTAssertTrue(path.contains(CGPoint(x: 199.5, y: 0.5)), "the square top-trailing corner is filled")
        XCTAssertTrue(path.contains(CGPoint(x: 0.5, y: 119.5)), "the square bottom-leading corner is filled")
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)), "the rounded top-leading corner is not")
        XCTAssertFalse(path.contains(CGPoint(x: 199, y: 119)), "nor the rounded bottom-trailing one")
    }

    func testStartsAfterTheTopLeadingCornerAndRunsClockwise() {
        let e = elements(of: UnevenRoundedRectangle(topLeadingRadius: 20, style: .circular).path(in: rect))
        XCTAssertEqual(e[0], .move(to: CGPoint(x: 20, y: 0)))
        XCTAssertEqual(e[1], .line(to: CGPoint(x: 200, y: 0)))
        XCTAssertEqual(e[2], .line(to: CGPoint(x: 200, y: 120)))
        XCTAssertEqual(e[3], .line(to: CGPoint(x: 0, y: 120)))
        XCTAssertEqual(e[4], .line(to: CGPoint(x: 0, y: 20)))
    }

    func testRadiiAreClampedToHalfTheShorterSideAndBadOnesAreSquare() {
        let clamped = UnevenRoundedRectangle(topLeadingRadius: 500, style: .circular).path(in: rect)
        XCTAssertEqual(clamped, UnevenRoundedRectangle(topLeadingRadius: 60, style: .circular).path(in: rect))
        XCTAssertEqual(UnevenRoundedRectangle(topLeadingRadius: .nan, bottomLeadingRadius: -4).path(in: rect), Rectangle().path(in: rect))
    }

    func testRadiiAnimateAndInsetConcentrically() {
        var shape = UnevenRoundedRectangle(topLeadingRadius: 10, topTrailingRadius: 30)
        shape.animatableData = shape.animatableData.interpolated(
            towards: UnevenRoundedRectangle(topLeadingRadius: 30, topTrailingRadius: 10).animatableData, amount: 0.5)
        XCTAssertEqual(shape.cornerRadii, RectangleCornerRadii(topLeading: 20, topTrailing: 20))
        let inset = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 2).inset(by: 4)
        XCTAssertEqual(inset.path(in: rect), UnevenRoundedRectangle(topLeadingRadius: 6).path(in: rect.insetBy(dx: 4, dy: 4)))
        let member: UnevenRoundedRectangle = .rect(topLeadingRadius: 8, topTrailingRadius: 8)
        XCTAssertEqual(member.cornerRadii.topTrailing, 8)
    }
}
