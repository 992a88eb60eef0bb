import XCTest
@testable import MotionUI

/// `LayoutValueKey` and `layoutValue(key:value:)`: a custom layout (``RankLayout``) reads what its
/// subviews set.
final class LayoutValueKeyTests: XCTestCase {
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
}
