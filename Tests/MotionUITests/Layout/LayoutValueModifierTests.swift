import XCTest
@testable import MotionUI

/// The layout value modifier's node: a trait, so a value set around several views reaches each
/// of them (read through ``RankLayout``).
final class LayoutValueModifierTests: XCTestCase {
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

    func testAValueInsideACompositeViewReachesTheLayoutAroundIt() {
        let host = ViewHost(RankLayout { Ranked() }, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.bounds(of: .red)?.minX, 110)
    }

    private struct Ranked: View {
        var body: some View { Color.red.layoutValue(key: Rank.self, value: 3) }
    }
}
