import XCTest
@testable import MotionUI

/// `LazyHGrid` through a host: rows from the items, columns as wide as their widest cell.
final class LazyHGridTests: XCTestCase {
    func testCellsFillRowsTopToBottomThenTheNextColumn() {
        // Rows 20 and 30, 8 apart: 58 tall at y 71 in 200. Columns 40 (red 10, blue 40) and 10,
        // 8 apart: 58 wide at x 121 in 300. Cells fill their row's height (no height of their
        // own) and align by the grid's `.top` … which a 20-tall cell in a 20 row cannot show;
        // horizontally they centre.
        let host = ViewHost(LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(30))], alignment: .top) {
            Color.red.frame(width: 10)
            Color.blue.frame(width: 40)
            Color.green.frame(width: 10, height: 12)
        }, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.bounds(of: .red), CGRect(x: 136, y: 71, width: 10, height: 20))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 121, y: 99, width: 40, height: 30))
        XCTAssertEqual(host.bounds(of: .green), CGRect(x: 169, y: 71, width: 10, height: 12), "top of its 20-point row")
    }

    func testAFlexibleRowTakesTheHeightLeftAndSpacingSeparatesColumns() {
        // Rows fixed 50 and flexible, 0 apart, in 200: the flexible row is 150. Columns 30 apart.
        let host = ViewHost(LazyHGrid(rows: [GridItem(.fixed(50), spacing: 0), GridItem(.flexible())], spacing: 30) {
            Color.red.frame(width: 10)
            Color.blue.frame(width: 10)
            Color.green.frame(width: 10)
        }, size: CGSize(width: 300, height: 200))
        // Two columns of 10, 30 apart: 50 wide at x 125.
        XCTAssertEqual(host.bounds(of: .red), CGRect(x: 125, y: 0, width: 10, height: 50))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 125, y: 50, width: 10, height: 150))
        XCTAssertEqual(host.bounds(of: .green), CGRect(x: 165, y: 0, width: 10, height: 50))
    }
}
