import XCTest
@testable import MotionUI

/// `LayoutValueKey` and `layoutValue(key:value:)`: a custom layout reads what its subviews set.
final class LayoutValueKeyTests: XCTestCase {
    private enum Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    /// Puts each subview `rank × 20` points from the left, at the top.
    private struct RankLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            CGSize(width: 100, height: 100)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX + CGFloat(subview[Rank.self]) * 20, y: bounds.minY),
                              proposal: ProposedViewSize(width: 10, height: 10))
            }
        }
    }

    func testASubviewReadsItsValueOrTheDefault() {
        // The layout is 100 wide at x 50 in 200.
        let host = ViewHost(RankLayout {
            Color.red.layoutValue(key: Rank.self, value: 2)
            Color.blue
        }, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.bounds(of: .red)?.minX, 90)
        XCTAssertEqual(host.bounds(of: .blue)?.minX, 50)
    }

    func testTheValuePassesThroughModifiersAndTheOutermostSettingWins() {
        let host = ViewHost(RankLayout {
            Color.red.layoutValue(key: Rank.self, value: 1).frame(width: 10, height: 10)
            Color.blue.layoutValue(key: Rank.self, value: 1).layoutValue(key: Rank.self, value: 3)
        }, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.bounds(of: .red)?.minX, 70)
        XCTAssertEqual(host.bounds(of: .blue)?.minX, 110)
    }

    func testAValueOnAGroupOrAForEachReachesEverySubviewInside() {
        let host = ViewHost(RankLayout {
            Group {
                Color.red
                Color.blue.layoutValue(key: Rank.self, value: 1)
            }.layoutValue(key: Rank.self, value: 2)
            ForEach([Color.green], id: \.self) { $0 }.layoutValue(key: Rank.self, value: 4)
        }, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.bounds(of: .red)?.minX, 90)
        XCTAssertEqual(host.bounds(of: .blue)?.minX, 90, "the group's setting is outside the view's own")
        XCTAssertEqual(host.bounds(of: .green)?.minX, 130)
    }
}
