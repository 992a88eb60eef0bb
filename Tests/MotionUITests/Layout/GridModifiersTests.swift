import XCTest
@testable import MotionUI

/// `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor` and `gridCellUnsizedAxes` in a
/// `Grid`, every frame worked out by hand from the rules in `GridLayout` and `GridPlan`.
final class GridModifiersTests: XCTestCase {
    private let size = CGSize(width: 300, height: 200)

    private func box(_ color: Color, _ width: CGFloat, _ height: CGFloat) -> some View {
        color.frame(width: width, height: height)
    }

    func testASpanningCellWidensTheColumnsItCoversEqually() {
        // Singles 20 and 30, 4 apart, cover 54; the 100-wide cell needs 46 more: 23 each, so
        // columns 43 and 53, the grid 100 × 24 at (100, 88).
        let host = ViewHost(Grid(horizontalSpacing: 4, verticalSpacing: 4) {
            GridRow { box(.red, 20, 10); box(.blue, 30, 10) }
            GridRow { box(.green, 100, 10).gridCellColumns(2) }
        }, size: size)
        XCTAssertEqual(host.bounds(of: .red), CGRect(x: 111.5, y: 88, width: 20, height: 10))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 158.5, y: 88, width: 30, height: 10))
        XCTAssertEqual(host.bounds(of: .green), CGRect(x: 100, y: 102, width: 100, height: 10))
    }

    func testRowColumnAndGridAlignments() {
        // Columns 40 and 20, rows 40, 20 and 10, no spacing: 60 × 70 at (120, 75). Row 1 aligns top;
        // column 1 is trailing (set by the yellow cell, the topmost that sets it).
        let host = ViewHost(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .top) { box(.red, 40, 40); box(.blue, 10, 10) }
            GridRow { box(.green, 10, 10); box(.yellow, 20, 20).gridColumnAlignment(.trailing) }
            GridRow { box(.purple, 10, 10).gridCellUnsizedAxes([]); box(.orange, 10, 10) }
        }, size: CGSize(width: 300, height: 220))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 170, y: 75, width: 10, height: 10))
        XCTAssertEqual(host.bounds(of: .green), CGRect(x: 135, y: 120, width: 10, height: 10))
        XCTAssertEqual(host.bounds(of: .yellow), CGRect(x: 160, y: 115, width: 20, height: 20))
        XCTAssertEqual(host.bounds(of: .orange), CGRect(x: 170, y: 135, width: 10, height: 10))
    }

    func testACellAnchorPlacesTheCellsPointOnTheSamePointOfItsRectangle() {
        // One 40-wide column, rows 40 and 20: 40 × 60 at (130, 70); the purple cell's rectangle
        // is (130, 110, 40, 20), its (0.25, 0.75) point (140, 125), so its origin (135, 110).
        let host = ViewHost(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(.red, 40, 40) }
            GridRow { box(.purple, 20, 20).gridCellAnchor(UnitPoint(x: 0.25, y: 0.75)) }
        }, size: size)
        XCTAssertEqual(host.bounds(of: .purple), CGRect(x: 135, y: 110, width: 20, height: 20))
    }

    func testAFlexibleCellTakesTheSpaceLeftUnlessUnsized() {
        // A 20 × 30 box beside a colour 10 wide (30 wide at x 135): offered 200 tall the colour
        // makes its row 200; unsized vertically it takes the box's 30.
        let tall = ViewHost(Grid(horizontalSpacing: 0) {
            GridRow { box(.red, 20, 30); Color.blue.frame(width: 10) }
        }, size: size)
        XCTAssertEqual(tall.bounds(of: .blue), CGRect(x: 155, y: 0, width: 10, height: 200))
        XCTAssertEqual(tall.bounds(of: .red), CGRect(x: 135, y: 85, width: 20, height: 30))
        let short = ViewHost(Grid(horizontalSpacing: 0) {
            GridRow { box(.red, 20, 30); Color.blue.frame(width: 10).gridCellUnsizedAxes(.vertical) }
        }, size: size)
        XCTAssertEqual(short.bounds(of: .blue), CGRect(x: 155, y: 85, width: 10, height: 30))
    }
}
