import XCTest
@testable import MotionUI

/// `GridRow`: a row's alignment over the grid's, and a row outside a grid acting as a group.
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
