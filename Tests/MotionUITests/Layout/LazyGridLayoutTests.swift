import XCTest
@testable import MotionUI

/// The lazy grids' layout on fake subviews: lines, empty grids, grids without items.
final class LazyGridLayoutTests: XCTestCase {
    func testAnEmptyGridIsAsWideAsItsColumnsAndZeroTall() {
        var cache: Void = ()
        let layout = LazyGridLayout(flow: .vertical, items: [GridItem(.fixed(40)), GridItem(.fixed(30))], alignment: .center, spacing: nil)
        XCTAssertEqual(layout.sizeThatFits(proposal: ProposedViewSize(width: 300, height: 200), subviews: LayoutSubviews([]), cache: &cache),
                       CGSize(width: 78, height: 0))
    }

    func testAGridWithoutColumnsShowsNoCells() {
        var cache: Void = ()
        let layout = LazyGridLayout(flow: .vertical, items: [], alignment: .center, spacing: nil)
        let cell = FakeSubview.fixed(20, 10)
        let subviews = LayoutSubviews([cell])
        XCTAssertEqual(layout.sizeThatFits(proposal: ProposedViewSize(width: 300, height: 200), subviews: subviews, cache: &cache), .zero)
        layout.placeSubviews(in: CGRect(x: 5, y: 6, width: 0, height: 0), proposal: .zero, subviews: subviews, cache: &cache)
        XCTAssertEqual(cell.frame?.origin, CGPoint(x: 5, y: 6))
        XCTAssertEqual(cell.placedProposal, .zero)
    }
    func testSubviewsFillLinesOfAsManyCellsAsTracks() {
        let subviews = LayoutSubviews((0..<5).map { _ in FakeSubview.fixed(10, 10) })
        XCTAssertEqual(LazyGridLayout.lines(of: subviews, trackCount: 2), [.cells([0, 1]), .cells([2, 3]), .cells([4])])
        XCTAssertEqual(LazyGridLayout.lines(of: subviews, trackCount: 0), [])
    }

    func testALazyHGridFlowsRightWithColumnsAsWideAsTheirWidestCell() {
        // Rows 20 and 30, 8 apart (58 tall); cells 10, 40, 10 wide: columns 40 and 10, 8 apart.
        var cache: Void = ()
        let layout = LazyGridLayout(flow: .horizontal, items: [GridItem(.fixed(20)), GridItem(.fixed(30))], alignment: .center, spacing: nil)
        let cells = [FakeSubview.fixed(10, 20), FakeSubview.fixed(40, 30), FakeSubview.fixed(10, 20)]
        let subviews = LayoutSubviews(cells)
        XCTAssertEqual(layout.sizeThatFits(proposal: ProposedViewSize(width: 300, height: 200), subviews: subviews, cache: &cache),
                       CGSize(width: 58, height: 58))
        layout.placeSubviews(in: CGRect(x: 0, y: 0, width: 58, height: 58), proposal: .unspecified, subviews: subviews, cache: &cache)
        XCTAssertEqual(cells.map(\.frame), [CGRect(x: 15, y: 0, width: 10, height: 20), CGRect(x: 0, y: 28, width: 40, height: 30),
                                            CGRect(x: 48, y: 0, width: 10, height: 20)])
    }
}
