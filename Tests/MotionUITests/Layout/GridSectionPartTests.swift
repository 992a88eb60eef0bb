import XCTest
@testable import MotionUI

/// Sections in lazy grids: a footer takes a line of its own across the grid.
final class GridSectionPartTests: XCTestCase {
    func testALazyHGridSectionFooterIsAColumnSpanningEveryRow() {
        // Rows 20 and 20, 8 apart: 48 tall at y 76. Columns red/blue, green, then the footer
        // (5 wide, proposed the 48 height), 0 apart: 25 wide at x 137.5.
        let host = ViewHost(LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 0) {
            Section {
                Color.red.frame(width: 10)
                Color.blue.frame(width: 10)
                Color.green.frame(width: 10)
            } footer: {
                Color.black.frame(width: 5)
            }
        }, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.bounds(of: .red), CGRect(x: 137.5, y: 76, width: 10, height: 20))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 137.5, y: 104, width: 10, height: 20))
        XCTAssertEqual(host.bounds(of: .green), CGRect(x: 147.5, y: 76, width: 10, height: 20))
        XCTAssertEqual(host.bounds(of: .black), CGRect(x: 157.5, y: 76, width: 5, height: 48))
    }
}
