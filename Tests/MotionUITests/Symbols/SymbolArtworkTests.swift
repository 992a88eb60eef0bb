import XCTest
@testable import MotionUI

final class SymbolArtworkTests: XCTestCase {
    func testIssue10_TheBoxGrowsStrokesByHalfTheRegularWidth() {
        let plus = SymbolArtwork([.stroke(SymbolPen.line((80, 20), (80, 140))), .stroke(SymbolPen.line((20, 80), (140, 80)))])
        XCTAssertEqual(plus.box, CGRect(x: 14, y: 14, width: 132, height: 132))
        let thick = SymbolArtwork([.stroke(SymbolPen.line((20, 80), (140, 80)), widthScale: 2)])
        XCTAssertEqual(thick.box, CGRect(x: 8, y: 68, width: 144, height: 24))
        let filled = SymbolArtwork([.fill(SymbolPen.roundedRect(30, 40, 50, 60, 5))])
        XCTAssertEqual(filled.box, CGRect(x: 30, y: 40, width: 50, height: 60))
        XCTAssertEqual(SymbolArtwork([]).box, CGRect(x: 80, y: 80, width: 0, height: 0))
    }

    func testIssue10_AQuarterTurnMapsXYToOneSixtyMinusYX() {
        let bar = SymbolArtwork([.fill(SymbolPen.roundedRect(20, 70, 120, 20, 0))])
        XCTAssertEqual(bar.rotated(quarterTurns: 1).box, CGRect(x: 70, y: 20, width: 20, height: 120))
        XCTAssertEqual(bar.rotated(quarterTurns: 4).box, bar.box)
        XCTAssertEqual(bar.rotated(quarterTurns: -1).box, CGRect(x: 70, y: 20, width: 20, height: 120))
    }
}
