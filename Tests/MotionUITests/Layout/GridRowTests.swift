import XCTest
@testable import MotionUI

/// `GridRow`: a row's alignment over the grid's (a baseline shared along the row), and a row
/// outside a grid acting as a group.
final class GridRowTests: XCTestCase {
    func testARowsAlignmentOverridesTheGridsVerticalAlignment() {
        // Columns 10 and 10, one row 30 tall (the red cell), no spacing: 20 × 30 at (90, 85).
        // The grid says top, the row bottom: the 10-tall blue cell sits at 85 + 20.
        let host = ViewHost(Grid(alignment: .top, horizontalSpacing: 0) {
            GridRow(alignment: .bottom) {
                Color.red.frame(width: 10, height: 30)
                Color.blue.frame(width: 10, height: 10)
            }
        }, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 100, y: 105, width: 10, height: 10))
    }

    func testARowAlignedByABaselineLinesItsCellsUpOnIt() {
        // Guides 20 (in a 30-tall cell) and 5 (in a 20-tall one): 20 above the shared line and
        // max(10, 15) = 15 below, so the row is 35 tall: 20 × 35 at (90, 82.5); the red cell's
        // top at 82.5 + 20 − 20, the blue one's at 82.5 + 20 − 5.
        let host = ViewHost(Grid(horizontalSpacing: 0) {
            GridRow(alignment: .firstTextBaseline) {
                Color.red.frame(width: 10, height: 30).alignmentGuide(.firstTextBaseline) { _ in 20 }
                Color.blue.frame(width: 10, height: 20).alignmentGuide(.firstTextBaseline) { _ in 5 }
            }
        }, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.bounds(of: .red), CGRect(x: 90, y: 82.5, width: 10, height: 30))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 100, y: 97.5, width: 10, height: 20))
    }

    func testTwoRowsInARowAreTwoRowsAndAnEmptyRowTakesNoRow() {
        // Rows 10 and 20, the empty row between them takes none: 10 × 38 at (95, 81).
        let host = ViewHost(Grid {
            GridRow { Color.red.frame(width: 10, height: 10) }
            GridRow {}
            GridRow { Color.blue.frame(width: 10, height: 20) }
        }, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 95, y: 99, width: 10, height: 20))
    }

    func testOutsideAGridARowIsAGroup() {
        let host = ViewHost(HStack(spacing: 0) {
            GridRow(alignment: .top) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
        }, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 100, y: 95, width: 10, height: 10))
    }
}
