import XCTest
@testable import MotionUI

final class StrokeStyleTests: XCTestCase {
    func testSwiftUIDefaults() {
        let style = StrokeStyle()
        XCTAssertEqual(style.lineWidth, 1)
        XCTAssertEqual(style.lineCap, .butt)
        XCTAssertEqual(style.lineJoin, .miter)
        XCTAssertEqual(style.miterLimit, 10)
        XCTAssertEqual(style.dash, [])
        XCTAssertEqual(style.dashPhase, 0)
    }

    func testTheLoaderStyle() {
        let style = StrokeStyle(lineWidth: 4, lineCap: .round)
        XCTAssertEqual(style.lineWidth, 4)
        XCTAssertEqual(style.lineCap, .round)
        XCTAssertEqual(style.lineJoin, .miter)
    }

    func testCoreGraphicsRawValues() {
        // CGLineCap: butt 0, round 1, square 2; CGLineJoin: miter 0, round 1, bevel 2.
        XCTAssertEqual(CGLineCap.allCases.map(\.rawValue), [0, 1, 2])
        XCTAssertEqual([CGLineCap.butt, .round, .square].map(\.rawValue), [0, 1, 2])
        XCTAssertEqual([CGLineJoin.miter, .round, .bevel].map(\.rawValue), [0, 1, 2])
    }

    func testAnimatableDataIsWidthMiterLimitAndPhase() {
        var style = StrokeStyle(lineWidth: 3, miterLimit: 4, dash: [2, 2], dashPhase: 1)
        XCTAssertEqual(style.animatableData, AnimatablePair(3, AnimatablePair(4, 1)))
        style.animatableData = AnimatablePair(6, AnimatablePair(8, 2))
        XCTAssertEqual(style, StrokeStyle(lineWidth: 6, miterLimit: 8, dash: [2, 2], dashPhase: 2))
    }
}
