import XCTest
@testable import MotionUI

/// `GridLayout` as a `Layout` value: written with a trailing closure and inside `AnyLayout`.
final class GridLayoutTests: XCTestCase {
    func testAGridLayoutValueLaysOutItsRowsAsAGridDoes() {
        // Columns 20 and 10, 2 apart; rows 10 and 20, 2 apart: 32 × 32 at (84, 84) in 200.
        let host = ViewHost(GridLayout(alignment: .bottomTrailing, horizontalSpacing: 2, verticalSpacing: 2) {
            GridRow { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 10, height: 10) }
            GridRow { Color.green.frame(width: 5, height: 20) }
        }, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 106, y: 84, width: 10, height: 10))
        XCTAssertEqual(host.bounds(of: .green), CGRect(x: 99, y: 96, width: 5, height: 20), "bottom trailing in its 20 × 20 cell")
    }

    private struct Switchable: View {
        let grid: Bool
        var body: some View {
            let layout = grid ? AnyLayout(GridLayout(horizontalSpacing: 0, verticalSpacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            layout {
                GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
            }
        }
    }

    func testInAnAnyLayoutARowIsAGridRowOrItsViewsJoinTheStack() {
        // As a grid: 20 × 10 at (90, 95). As a VStack the row is a group: 10 × 20 at (95, 90).
        let host = ViewHost(Switchable(grid: true), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 100, y: 95, width: 10, height: 10))
        host.content = Switchable(grid: false)
        XCTAssertEqual(host.bounds(of: .blue), CGRect(x: 95, y: 100, width: 10, height: 10))
    }

    func testANaNProposalReadsAsZero() {
        var cache: Void = ()
        let cell = FakeSubview.fixed(20, 10)
        XCTAssertEqual(GridLayout().sizeThatFits(proposal: ProposedViewSize(width: .nan, height: -1), subviews: LayoutSubviews([cell]),
                                                 cache: &cache), CGSize(width: 20, height: 10))
    }
}
