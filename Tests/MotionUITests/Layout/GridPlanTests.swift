import XCTest
@testable import MotionUI

/// `GridPlan` on fake subviews (which belong to no `GridRow`, so each spans the grid).
final class GridPlanTests: XCTestCase {
    func testViewsOutsideRowsEachSpanTheGridsOneColumn() {
        let subviews = LayoutSubviews([FakeSubview.fixed(20, 10), FakeSubview.fixed(30, 5)])
        let plan = GridPlan(subviews)
        XCTAssertEqual(plan.columnCount, 1)
        XCTAssertEqual(plan.rows.map(\.spansGrid), [true, true])
        XCTAssertEqual(plan.columnWidths(for: nil, spacing: 8, subviews), [30])
        XCTAssertEqual(plan.rowHeights(for: nil, spacing: 8, widths: [30], horizontalSpacing: 8, alignment: .center, subviews), [10, 5])
    }

    func testRowsShareAFiniteHeightFromTheLeastFlexible() {
        // A fixed 10 row and a row that takes what it is offered: 100 − 4 = 96, the fixed row is
        // served first (flexibility 0) and takes 10, the other the 86 left.
        let flexible = FakeSubview("flexible") { _, proposal in CGSize(width: 10, height: proposal.height ?? 10) }
        let subviews = LayoutSubviews([flexible, FakeSubview.fixed(10, 10)])
        let plan = GridPlan(subviews)
        XCTAssertEqual(plan.rowHeights(for: 100, spacing: 4, widths: [10], horizontalSpacing: 0, alignment: .center, subviews), [86, 10])
        XCTAssertEqual(GridPlan.length([86, 10], spacing: 4), 100)
    }
}
