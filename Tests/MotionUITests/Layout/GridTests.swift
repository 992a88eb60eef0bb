import XCTest
@testable import MotionUI

/// `Grid` and `GridRow` through a host: every cell's frame worked out by hand from the rules in
/// `GridLayout` and `GridPlan`.
final class GridTests: XCTestCase {
    private let size = CGSize(width: 300, height: 200)

    private func box(_ color: Color, _ width: CGFloat, _ height: CGFloat) -> some View {
        color.frame(width: width, height: height)
    }

    func testColumnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
        // Columns 40 and 30, rows 20 and 10, 8 apart: 78 × 38 centred at (111, 81).
        let host = ViewHost(Grid {
            GridRow { box(.red, 20, 10); box(.blue, 30, 20) }
            GridRow { box(.green, 40, 10); box(.yellow, 10, 10) }
        }, size: size)
        XCTAssertEqual(host.bounds(of: .red), CGRect(x: 121, y: 86, width: 20, height: 10))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 159, y: 81, width: 30, height: 20))
        XCTAssertEqual(host.bounds(of: .green), CGRect(x: 111, y: 109, width: 40, height: 10))
        XCTAssertEqual(host.bounds(of: .yellow), CGRect(x: 169, y: 109, width: 10, height: 10))
    }

    func testADividerOutsideARowSpansTheGridAndWidensItUnlessUnsized() {
        // The divider, offered 300, needs 300 − 78 = 222 more than the columns: 111 to each, so
        // the columns are 151 and 141 and the grid 300 × (20 + 8 + 1 + 8 + 10) = 47 at y 76.5.
        let wide = ViewHost(Grid {
            GridRow { box(.red, 20, 10); box(.blue, 30, 20) }
            Divider()
            GridRow { box(.green, 40, 10); box(.yellow, 10, 10) }
        }, size: size)
        XCTAssertEqual(wide.bounds(of: Divider.color), CGRect(x: 0, y: 104.5, width: 300, height: 1))
        XCTAssertEqual(wide.bounds(of: .red), CGRect(x: 65.5, y: 81.5, width: 20, height: 10))
        XCTAssertEqual(wide.bounds(of: .blue), CGRect(x: 159 + 55.5, y: 76.5, width: 30, height: 20))
        // Unsized horizontally it takes the columns' 78 points.
        let narrow = ViewHost(Grid {
            GridRow { box(.red, 20, 10); box(.blue, 30, 20) }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow { box(.green, 40, 10); box(.yellow, 10, 10) }
        }, size: size)
        XCTAssertEqual(narrow.bounds(of: Divider.color), CGRect(x: 111, y: 104.5, width: 78, height: 1))
        XCTAssertEqual(narrow.bounds(of: .red), CGRect(x: 121, y: 81.5, width: 20, height: 10))
    }

    func testTheGridsLeadingAlignmentAppliesToEveryCell() {
        // Columns 40 and 10 at x 125: the 10-wide green cell sits at the column's leading edge.
        let host = ViewHost(Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(.red, 40, 40); box(.blue, 10, 10) }
            GridRow { box(.green, 10, 10) }
        }, size: size)
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 165, y: 75, width: 10, height: 10))
        XCTAssertEqual(host.bounds(of: .green), CGRect(x: 125, y: 115, width: 10, height: 10))
    }

    func testForEachMakesRowsAndCells() {
        // 3 rows × 2 cells of 10 × 10, 2 apart: 22 × 34 at (139, 83).
        let colors: [[Color]] = [[.red, .blue], [.green, .yellow], [.orange, .purple]]
        let host = ViewHost(Grid(horizontalSpacing: 2, verticalSpacing: 2) {
            ForEach(0..<3, id: \.self) { row in
                GridRow {
                    ForEach(0..<2, id: \.self) { column in self.box(colors[row][column], 10, 10) }
                }
            }
        }, size: size)
        XCTAssertEqual(host.bounds(of: .yellow), CGRect(x: 151, y: 95, width: 10, height: 10))
        XCTAssertEqual(host.bounds(of: .orange), CGRect(x: 139, y: 107, width: 10, height: 10))
    }

    func testAnEmptyGridIsZeroByZero() {
        var cache: Void = ()
        XCTAssertEqual(GridLayout().sizeThatFits(proposal: ProposedViewSize(width: 300, height: 200), subviews: LayoutSubviews([]), cache: &cache),
                       .zero)
    }

    func testBadSpacingAndSpansGiveTheDocumentedLayout() {
        // NaN and negative spacing read as 0; a span of 0 reads as 1; a huge span is held to
        // 1,000 columns of 0 (the grid stays 20 wide, no crash).
        let host = ViewHost(Grid(horizontalSpacing: .nan, verticalSpacing: -5) {
            GridRow { box(.red, 10, 10).gridCellColumns(0); box(.blue, 10, 10) }
            GridRow { box(.green, 20, 10).gridCellColumns(.max) }
        }, size: size)
        XCTAssertEqual(host.bounds(of: .red), CGRect(x: 140, y: 90, width: 10, height: 10))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 150, y: 90, width: 10, height: 10))
        XCTAssertEqual(host.bounds(of: .green), CGRect(x: 140, y: 100, width: 20, height: 10))
    }
}
